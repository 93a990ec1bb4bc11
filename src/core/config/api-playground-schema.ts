import * as z from 'zod/mini';
import { described } from './described.ts';

/** `api.playground`: whether and how the interactive API playground is shown. */
export const ApiPlaygroundSchema = z.object({
  mode: described(
    z._default(z.enum(['show', 'simple', 'hide']), 'show'),
    '`show`: playground visible. `hide`: hidden. `simple`: the endpoint is displayed with no added interactivity',
  ),
});

/** `api.playground` with `mode` defaulted to `show`. */
export type ApiPlayground = z.output<typeof ApiPlaygroundSchema>;
