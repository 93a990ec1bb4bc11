import type { Diagnostic } from '../core/index.ts';

/** The parts of a Monaco marker that identify the diagnostic it was made from. */
export interface MarkerLike {
  readonly code?: string | { readonly value: string } | undefined;
  readonly message: string;
  readonly startLineNumber: number;
  readonly startColumn: number;
}

/**
 * The diagnostic a marker shows: same code and message, and of those the one whose range started
 * nearest the marker's start (Monaco moves markers as the text is edited; diagnostics stay put).
 */
export function matchDiagnostic(diagnostics: readonly Diagnostic[], marker: MarkerLike): Diagnostic | undefined {
  const code = typeof marker.code === 'string' ? marker.code : marker.code?.value;
  let best: Diagnostic | undefined;
  let bestDistance = Infinity;
  for (const d of diagnostics) {
    if (d.code !== code || d.message !== marker.message) continue;
    const distance = Math.abs(d.line - marker.startLineNumber) * 10000 + Math.abs(d.column - marker.startColumn);
    if (distance < bestDistance) {
      best = d;
      bestDistance = distance;
    }
  }
  return best;
}
