import * as z from 'zod/mini';
import { ApiAuthSchema } from './api-auth-schema.ts';
import { ApiPlaygroundSchema } from './api-playground-schema.ts';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/** `api.baseUrl`: one http(s) URL, or several the user can toggle between. */
export const BaseUrlSchema = described(
  z.union([ruleString('http-url'), z.array(ruleString('http-url'))]),
  'Base URL of all API endpoints. When an array, the user can toggle between the base URLs',
);

/** `api`: API reference settings. The playground object is always present so its default mode applies. */
export const ApiSchema = described(
  z.object({
    baseUrl: z.optional(BaseUrlSchema),
    auth: described(z.optional(ApiAuthSchema), 'How the API playground collects credentials'),
    playground: described(z.prefault(ApiPlaygroundSchema, {}), 'Settings of the interactive API playground'),
    maintainOrder: described(
      z.optional(z.boolean()),
      'When set, key order on OpenAPI pages matches the order in the OpenAPI file. The field is to be deprecated once this behavior becomes the default',
    ),
  }),
  'API settings',
);

/** `api.baseUrl` as parsed. */
export type BaseUrl = z.output<typeof BaseUrlSchema>;
/** `api` with `playground.mode` defaulted. */
export type Api = z.output<typeof ApiSchema>;
