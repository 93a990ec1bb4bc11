import type { Diagnostic } from '../core/index.ts';
import { countDiagnostics } from '../core/index.ts';

/** The summary both output formats carry. */
export interface Summary {
  readonly errors: number;
  readonly warnings: number;
  readonly files: number;
}

/** Summarizes diagnostics for `files` checked files. */
export function summarize(diagnostics: readonly Diagnostic[], files: number): Summary {
  const { errors, warnings } = countDiagnostics(diagnostics);
  return { errors, warnings, files };
}

/** Text output: `file:line:col severity code message`, one block per file, then a summary line. */
export function formatText(diagnostics: readonly Diagnostic[], summary: Summary): string {
  const lines: string[] = [];
  let current: string | undefined;
  for (const d of diagnostics) {
    if (d.file !== current) {
      if (current !== undefined) lines.push('');
      current = d.file;
    }
    lines.push(`${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
  }
  if (lines.length > 0) lines.push('');
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(`${summary.errors > 0 ? '✖' : '✔'} ${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')} in ${plural(summary.files, 'file')}`);
  return `${lines.join('\n')}\n`;
}

/** JSON output: `{"diagnostics":[…],"summary":{"errors","warnings","files"}}`. */
export function formatJson(diagnostics: readonly Diagnostic[], summary: Summary): string {
  const out = diagnostics.map((d) => {
    const item: Record<string, unknown> = { file: d.file, line: d.line, column: d.column, endLine: d.endLine, endColumn: d.endColumn, severity: d.severity, code: d.code, message: d.message };
    if (d.path !== undefined) item.path = d.path;
    return item;
  });
  return `${JSON.stringify({ diagnostics: out, summary: { errors: summary.errors, warnings: summary.warnings, files: summary.files } }, null, 2)}\n`;
}
