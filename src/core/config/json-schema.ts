import * as z from 'zod/mini';
import { CurrentConfigSchema } from './current/current-config-schema.ts';
import { DocsConfigSchema } from './docs-config-schema.ts';

/**
 * The JSON Schema of docs.json as a user writes it (defaults are optional), with the spec's descriptions,
 * for the editor's completion and hover. Validation never uses it: zod does.
 */
export const docsConfigJsonSchema: Record<string, unknown> = z.toJSONSchema(DocsConfigSchema, { io: 'input' }) as Record<string, unknown>;

/** The JSON Schema of a current-format docs.json as a user writes it (see detectConfigFormat), for the same use. */
export const currentConfigJsonSchema: Record<string, unknown> = z.toJSONSchema(CurrentConfigSchema, { io: 'input' }) as Record<string, unknown>;
