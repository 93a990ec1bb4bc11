import * as z from 'zod/mini';

/**
 * `schema` itself, with a description (and any other JSON Schema metadata) recorded in zod's global
 * registry, where `toJSONSchema` reads it. zod/mini has no `.describe()`; its `z.describe()` check
 * would also run (as a no-op) on every parse, and docs.json validation runs per keystroke.
 * - `meta`: more metadata, such as an `id` for `$defs`; default none.
 */
export function described<T extends z.core.$ZodType>(schema: T, description: string, meta: z.core.GlobalMeta = {}): T {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), description, ...meta });
  return schema;
}
