import { z } from 'zod';

/** `api.auth`: how the API playground collects credentials. */
export const ApiAuthSchema = z.object({
  method: z.enum(['bearer', 'basic', 'key']).optional().describe('Authentication strategy for all API endpoints'),
  name: z
    .string()
    .optional()
    .describe('Name of the authentication parameter in the playground. For `basic`, the format is `[usernameName]:[passwordName]`'),
  inputPrefix: z.string().optional().describe('Default value that prefixes the authentication input field'),
});

/** `api.auth` as parsed. */
export type ApiAuth = z.output<typeof ApiAuthSchema>;
