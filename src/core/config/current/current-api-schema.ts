import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';
import { ApiSourceSchema } from './openapi-source-schema.ts';

/** `api.playground`: how the API playground shows. */
export const CurrentApiPlaygroundSchema = z.object({
  display: described(z._default(z.enum(['interactive', 'simple', 'none', 'auth']), 'interactive'), 'How the playground shows; default `interactive`'),
  proxy: described(z.optional(z.boolean()), 'Routes requests through a proxy; default `true`'),
  credentials: described(z.optional(z.boolean()), 'Sends cookies and credentials on cross-origin requests when `proxy` is `false`'),
});

/** `api.examples`: the generated code samples. */
export const ApiExamplesSchema = z.object({
  languages: described(z.optional(z.array(z.string())), 'Languages of the generated code samples'),
  defaults: described(z.optional(z.enum(['required', 'all'])), 'Whether samples include optional parameters; default `all`'),
  prefill: described(z.optional(z.boolean()), 'Fills playground fields with the examples of the specification'),
  autogenerate: described(z.optional(z.boolean()), 'Generates code samples from the specification; default `true`'),
});

/** `api.mdx`: settings of API pages written in MDX. */
export const ApiMdxSchema = z.object({
  auth: described(
    z.optional(
      z.object({
        method: described(z.optional(z.enum(['bearer', 'basic', 'key', 'cobo'])), 'Authentication method'),
        name: described(z.optional(z.string()), 'Name of the authentication parameter'),
      }),
    ),
    'Authentication of MDX API pages',
  ),
  server: described(z.optional(z.union([ruleString('http-url'), z.array(ruleString('http-url'))])), 'Base URL of relative `api` paths in front matter'),
});

/** `api`: specification files, playground, parameters and examples. */
export const CurrentApiSchema = described(
  z.object({
    openapi: z.optional(ApiSourceSchema),
    asyncapi: z.optional(ApiSourceSchema),
    playground: described(z.prefault(CurrentApiPlaygroundSchema, {}), 'Interactive playground settings'),
    params: described(
      z.optional(
        z.object({
          expanded: described(z.optional(z.enum(['all', 'closed'])), 'Expands every parameter; default `closed`'),
          post: described(z.optional(z.array(z.string())), 'Schema keys shown as pills after every parameter name'),
        }),
      ),
      'Parameter display',
    ),
    url: described(z.optional(z.enum(['full'])), '`full` always shows the base URL'),
    examples: described(z.optional(ApiExamplesSchema), 'Code sample settings'),
    mdx: described(z.optional(ApiMdxSchema), 'Settings of API pages built from MDX files'),
  }),
  'API reference and playground settings',
);

/** `api` with `playground.display` defaulted. */
export type CurrentApi = z.output<typeof CurrentApiSchema>;
