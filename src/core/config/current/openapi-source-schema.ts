import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';

/** An OpenAPI or AsyncAPI file: one location, several, or `{ source, directory }`. */
export const ApiSourceSchema = described(
  z.union([
    ruleString('openapi-location'),
    z.array(ruleString('openapi-location')),
    z.object({
      source: described(ruleString('openapi-location'), 'URL or project path of the specification file'),
      directory: described(z.optional(z.string()), 'Folder the generated pages go in'),
    }),
  ]),
  'URL or project path of a specification file, several of them, or `{ source, directory }`',
);

/** An API specification source as parsed. */
export type ApiSource = z.output<typeof ApiSourceSchema>;
