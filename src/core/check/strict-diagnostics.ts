import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Diagnostics as strict mode shows them (the playground's "Strict" setting, or `"strict": true`): every warning is an error. */
export function strictDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' } : d));
}
