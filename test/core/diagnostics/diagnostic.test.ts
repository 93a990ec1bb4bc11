import { describe, expect, it } from 'vitest';
import type { Diagnostic, Severity } from '../../../src/core/diagnostics/diagnostic.ts';
import { compareBySeverity, compareDiagnostics } from '../../../src/core/diagnostics/diagnostic.ts';

function at(file: string, line: number, severity: Severity, code = 'x/y'): Diagnostic {
  return { file, line, column: 1, endLine: line, endColumn: 2, severity, code, message: code };
}

const list = [at('b.mdx', 3, 'info'), at('a.mdx', 9, 'warning'), at('b.mdx', 1, 'error'), at('a.mdx', 2, 'info'), at('c.mdx', 5, 'error'), at('a.mdx', 1, 'warning')];
const key = (d: Diagnostic) => `${d.severity} ${d.file}:${d.line}`;

describe('diagnostic order', () => {
  it('compareDiagnostics: by file, then position', () => {
    expect([...list].sort(compareDiagnostics).map(key)).toEqual(['warning a.mdx:1', 'info a.mdx:2', 'warning a.mdx:9', 'error b.mdx:1', 'info b.mdx:3', 'error c.mdx:5']);
  });

  it('compareBySeverity: errors first, then warnings, then notes, each by file and position', () => {
    expect([...list].sort(compareBySeverity).map(key)).toEqual(['error b.mdx:1', 'error c.mdx:5', 'warning a.mdx:1', 'warning a.mdx:9', 'info a.mdx:2', 'info b.mdx:3']);
  });
});
