import * as z from 'zod/mini';
import { DocsConfigSchema } from './docs-config-schema.ts';

/**
 * The JSON Schema of docs.json as a user writes it (defaults are optional), with the spec's descriptions,
 * for the editor's completion and hover. Validation never uses it: zod does.
 */
export const docsConfigJsonSchema: Record<string, unknown> = z.toJSONSchema(DocsConfigSchema, { io: 'input' }) as Record<string, unknown>;
