import type { Diagnostic, DiagnosticData, Fix, Severity } from '../diagnostics/diagnostic.ts';
import type { ParsedPage } from './parse-page.ts';

/** What a page rule says about a range of the page. */
export interface PageFinding {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  readonly fix?: Fix | undefined;
  /** What the finding is about, for quick fixes and tools (see DiagnosticData). */
  readonly data?: DiagnosticData | undefined;
}

/** Builds a diagnostic for the text between two offsets of a page (parsed or not: only its file and lines are read). */
export function diagnosticAt(page: Pick<ParsedPage, 'file' | 'lines'>, start: number, end: number, finding: PageFinding): Diagnostic {
  const range = page.lines.rangeOf(start, end);
  const base = { file: page.file, line: range.start.line, column: range.start.column, endLine: range.end.line, endColumn: range.end.column, severity: finding.severity, code: finding.code, message: finding.message };
  return { ...base, ...(finding.fix ? { fix: finding.fix } : {}), ...(finding.data ? { data: finding.data } : {}) };
}

/** A fix made of one edit of the page. */
export function singleEdit(page: ParsedPage, title: string, start: number, end: number, text: string): Fix {
  return { title, edits: [{ file: page.file, start, end, text }] };
}

/** The line break a page uses (`\r\n` when its first line ends with one), for text that fixes insert. */
export function lineBreakOf(text: string): string {
  const i = text.indexOf('\n');
  return i > 0 && text.charCodeAt(i - 1) === 13 ? '\r\n' : '\n';
}
