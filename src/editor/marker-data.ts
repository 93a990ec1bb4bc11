import type { Diagnostic, Severity } from '../core/index.ts';

/** Monaco's `MarkerSeverity` values (`monaco.MarkerSeverity.Error` is 8, `Warning` 4, `Info` 2). */
export const markerSeverity: Readonly<Record<Severity, 8 | 4 | 2>> = { error: 8, warning: 4, info: 2 };

/** The marker owner the editor sets diagnostics under. */
export const markerOwner = 'quire';

/** A Monaco `IMarkerData`, platform-free. */
export interface MarkerData {
  readonly severity: 8 | 4 | 2;
  readonly message: string;
  readonly code: string;
  readonly source: string;
  readonly startLineNumber: number;
  readonly startColumn: number;
  readonly endLineNumber: number;
  readonly endColumn: number;
}

/** Turns a core diagnostic into Monaco marker data: same 1-based range, severity mapped, code kept. */
export function toMarkerData(d: Diagnostic): MarkerData {
  const line = Math.max(1, d.line);
  const column = Math.max(1, d.column);
  const endBeforeStart = d.endLine < line || (d.endLine === line && d.endColumn < column);
  return {
    severity: markerSeverity[d.severity],
    message: d.message,
    code: d.code,
    source: markerOwner,
    startLineNumber: line,
    startColumn: column,
    endLineNumber: endBeforeStart ? line : d.endLine,
    endColumn: endBeforeStart ? column : d.endColumn,
  };
}
