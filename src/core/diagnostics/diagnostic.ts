/** How serious a diagnostic is; only `error` makes `quire check` exit 1. */
export type Severity = 'error' | 'warning' | 'info';

/** A replacement of the text between two offsets of one file; a file that does not exist yet is created by an edit at 0..0. */
export interface TextEdit {
  readonly file: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A quick fix the editor can offer for a diagnostic. */
export interface Fix {
  readonly title: string;
  readonly edits: readonly TextEdit[];
}

/**
 * What a diagnostic is about, as values a quick fix reads (the missing page, the unknown key and its
 * suggestion…), so nothing ever parses the message, whose wording may change. Each rule documents its keys.
 */
export type DiagnosticData = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/**
 * One problem found in a project. Lines and columns are 1-based and count UTF-16 code units,
 * as Monaco does; `endColumn` is the column just after the last character of the range.
 */
export interface Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly severity: Severity;
  /** Stable identifier such as `config/unknown-key`; tests, the UI and docs refer to it. */
  readonly code: string;
  readonly message: string;
  /** For config diagnostics: where in docs.json, as `navigation[0].pages[2]`. */
  readonly path?: string;
  readonly fix?: Fix;
  /** The facts the rule found, for quick fixes and tools; see DiagnosticData. */
  readonly data?: DiagnosticData;
}

const severityRank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** A diagnostic about a whole file, placed at its start (1:1). */
export function fileDiagnostic(file: string, severity: Severity, code: string, message: string): Diagnostic {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity, code, message };
}

/** Orders diagnostics by file, then position, then severity, so every output is stable. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column || severityRank[a.severity] - severityRank[b.severity] || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

/** Orders diagnostics for a reader's list: errors first, then warnings, then notes; within each, by file and position. */
export function compareBySeverity(a: Diagnostic, b: Diagnostic): number {
  return severityRank[a.severity] - severityRank[b.severity] || compareDiagnostics(a, b);
}

/** Counts diagnostics by severity. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number; infos: number } {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
    else infos++;
  }
  return { errors, warnings, infos };
}
