import { z } from 'zod';
import { ruleString } from './string-rules.ts';

const location = ruleString('openapi-location');

/** `openapi`: an absolute URL, a project path (`/openapi.yml` means the project root), or an array mixing them. */
export const OpenApiSchema = z
  .union([location, z.array(location)])
  .describe('URL(s) or relative path(s) of OpenAPI file(s); a leading `/` means the project root');

/** `openapi` as parsed. */
export type OpenApi = z.output<typeof OpenApiSchema>;
