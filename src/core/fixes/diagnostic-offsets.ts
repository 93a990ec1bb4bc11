import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LineIndex } from '../diagnostics/line-index.ts';

/** The offsets into `text` of a diagnostic's range (its end never before its start). */
export function diagnosticOffsets(text: string, diagnostic: Diagnostic): { start: number; end: number } {
  const lines = new LineIndex(text);
  const start = lines.offsetAt({ line: diagnostic.line, column: diagnostic.column });
  const end = lines.offsetAt({ line: diagnostic.endLine, column: diagnostic.endColumn });
  return { start, end: Math.max(start, end) };
}
