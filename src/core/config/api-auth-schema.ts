import * as z from 'zod/mini';
import { described } from './described.ts';

/** `api.auth`: how the API playground collects credentials. */
export const ApiAuthSchema = z.object({
  method: described(z.optional(z.enum(['bearer', 'basic', 'key'])), 'Authentication strategy for all API endpoints'),
  name: described(
    z.optional(z.string()),
    'Name of the authentication parameter in the playground. For `basic`, the format is `[usernameName]:[passwordName]`',
  ),
  inputPrefix: described(z.optional(z.string()), 'Default value that prefixes the authentication input field'),
});

/** `api.auth` as parsed. */
export type ApiAuth = z.output<typeof ApiAuthSchema>;
