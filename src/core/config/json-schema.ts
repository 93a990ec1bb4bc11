import * as z from 'zod/mini';
import { CurrentConfigSchema } from './current/current-config-schema.ts';
import { DocsConfigSchema } from './docs-config-schema.ts';

// Functions, not constants made when core loads: only the editor asks for them, and making both cost
// every `quire` run (and each build worker) 30 to 50 ms.

/**
 * The JSON Schema of docs.json as a user writes it (defaults are optional), with the spec's descriptions,
 * for the editor's completion and hover. Validation never uses it: zod does.
 */
export function docsConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(DocsConfigSchema, { io: 'input' }) as Record<string, unknown>;
}

/** The JSON Schema of a current-format docs.json as a user writes it (see detectConfigFormat), for the same use. */
export function currentConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(CurrentConfigSchema, { io: 'input' }) as Record<string, unknown>;
}
