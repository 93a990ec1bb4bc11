import { z } from 'zod';
import { ApiAuthSchema } from './api-auth-schema.ts';
import { ApiPlaygroundSchema } from './api-playground-schema.ts';
import { ruleString } from './string-rules.ts';

/** `api.baseUrl`: one http(s) URL, or several the user can toggle between. */
export const BaseUrlSchema = z
  .union([ruleString('http-url'), z.array(ruleString('http-url'))])
  .describe('Base URL of all API endpoints. When an array, the user can toggle between the base URLs');

/** `api`: API reference settings. The playground object is always present so its default mode applies. */
export const ApiSchema = z
  .object({
    baseUrl: BaseUrlSchema.optional(),
    auth: ApiAuthSchema.optional().describe('How the API playground collects credentials'),
    playground: ApiPlaygroundSchema.prefault({}).describe('Settings of the interactive API playground'),
    maintainOrder: z
      .boolean()
      .optional()
      .describe('When set, key order on OpenAPI pages matches the order in the OpenAPI file. The field is to be deprecated once this behavior becomes the default'),
  })
  .describe('API settings');

/** `api.baseUrl` as parsed. */
export type BaseUrl = z.output<typeof BaseUrlSchema>;
/** `api` with `playground.mode` defaulted. */
export type Api = z.output<typeof ApiSchema>;
