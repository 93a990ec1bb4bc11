import * as z from 'zod/mini';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

// Core's Diagnostic as it crosses a message boundary (worker → app). The type stays the one of
// diagnostics/diagnostic.ts; this schema validates it and is checked against it both ways below,
// so a field added to Diagnostic cannot be dropped silently on the way (z.object strips unknown keys).

const TextEditSchema = z.object({ file: z.string(), start: z.number(), end: z.number(), text: z.string() });

const FixSchema = z.object({ title: z.string(), edits: z.readonly(z.array(TextEditSchema)) });

const DataValueSchema = z.union([z.string(), z.number(), z.boolean(), z.readonly(z.array(z.string()))]);

const DiagnosticShape = z.object({
  file: z.string(),
  line: z.number(),
  column: z.number(),
  endLine: z.number(),
  endColumn: z.number(),
  severity: z.enum(['error', 'warning', 'info']),
  code: z.string(),
  message: z.string(),
  path: z.exactOptional(z.string()),
  fix: z.exactOptional(FixSchema),
  data: z.exactOptional(z.readonly(z.record(z.string(), DataValueSchema))),
});

/** Every key of Diagnostic must be a key of the schema: a missing one is a type error here. */
const everyField: Record<Exclude<keyof Diagnostic, keyof z.infer<typeof DiagnosticShape>>, never> = {};
void everyField;

/** Validates a core Diagnostic received from another thread; what it gives is a Diagnostic. */
export const DiagnosticSchema: z.ZodMiniType<Diagnostic> = DiagnosticShape;
