import { z } from 'zod';

/** `api.playground`: whether and how the interactive API playground is shown. */
export const ApiPlaygroundSchema = z.object({
  mode: z
    .enum(['show', 'simple', 'hide'])
    .default('show')
    .describe('`show`: playground visible. `hide`: hidden. `simple`: the endpoint is displayed with no added interactivity'),
});

/** `api.playground` with `mode` defaulted to `show`. */
export type ApiPlayground = z.output<typeof ApiPlaygroundSchema>;
