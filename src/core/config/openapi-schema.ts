import * as z from 'zod/mini';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

const location = ruleString('openapi-location');

/** `openapi`: an absolute URL, a project path (`/openapi.yml` means the project root), or an array mixing them. */
export const OpenApiSchema = described(
  z.union([location, z.array(location)]),
  'URL(s) or relative path(s) of OpenAPI file(s); a leading `/` means the project root',
);

/** `openapi` as parsed. */
export type OpenApi = z.output<typeof OpenApiSchema>;
