import type { Diagnostic } from '../core/index.ts';
import { countDiagnostics } from '../core/index.ts';

/** The summary both output formats carry. */
export interface Summary {
  readonly errors: number;
  readonly warnings: number;
  readonly files: number;
  /** Warnings fail as errors do (`quire check --strict`, or `"strict": true` in the project's settings). */
  readonly strict?: boolean;
}

/** Summarizes diagnostics for `files` checked files; `strict` (default false) makes warnings fail. */
export function summarize(diagnostics: readonly Diagnostic[], files: number, strict = false): Summary {
  const { errors, warnings } = countDiagnostics(diagnostics);
  return strict ? { errors, warnings, files, strict } : { errors, warnings, files };
}

/** Whether the run fails (exit code 1): any error, or under strict, any warning. */
export function fails(summary: Summary): boolean {
  return summary.errors > 0 || (summary.strict === true && summary.warnings > 0);
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
  lines.push(`${fails(summary) ? '✖' : '✔'} ${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')} in ${plural(summary.files, 'file')}${summary.strict ? ' (strict: warnings fail)' : ''}`);
  return `${lines.join('\n')}\n`;
}

/** JSON output: `{"diagnostics":[…],"summary":{"errors","warnings","files","strict"?}}` (`strict` only when true). */
export function formatJson(diagnostics: readonly Diagnostic[], summary: Summary): string {
  const out = diagnostics.map((d) => {
    const item: Record<string, unknown> = { file: d.file, line: d.line, column: d.column, endLine: d.endLine, endColumn: d.endColumn, severity: d.severity, code: d.code, message: d.message };
    if (d.path !== undefined) item.path = d.path;
    return item;
  });
  return `${JSON.stringify({ diagnostics: out, summary: { errors: summary.errors, warnings: summary.warnings, files: summary.files, ...(summary.strict && { strict: true }) } }, null, 2)}\n`;
}
