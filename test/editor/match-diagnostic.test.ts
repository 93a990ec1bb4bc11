import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/index.ts';
import { matchDiagnostic } from '../../src/editor/match-diagnostic.ts';

const d = (line: number, column: number, code = 'lint/image-outside-frame', message = 'Wrap it.'): Diagnostic => ({ file: 'a.mdx', line, column, endLine: line, endColumn: column + 5, severity: 'warning', code, message });

describe('matchDiagnostic', () => {
  it('picks the diagnostic with the same code and message that started nearest the marker', () => {
    const list = [d(3, 1), d(9, 1), d(9, 1, 'page/missing-title', 'Wrap it.')];
    expect(matchDiagnostic(list, { code: 'lint/image-outside-frame', message: 'Wrap it.', startLineNumber: 10, startColumn: 1 })).toBe(list[1]);
    expect(matchDiagnostic(list, { code: { value: 'page/missing-title' }, message: 'Wrap it.', startLineNumber: 1, startColumn: 1 })).toBe(list[2]);
  });

  it('is undefined when no diagnostic has the marker\'s code and message', () => {
    expect(matchDiagnostic([d(1, 1)], { code: 'lint/image-outside-frame', message: 'Other.', startLineNumber: 1, startColumn: 1 })).toBeUndefined();
  });
});
