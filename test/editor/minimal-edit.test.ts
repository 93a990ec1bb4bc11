import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../../src/core/index.ts';
import { minimalEdit } from '../../src/editor/minimal-edit.ts';

describe('minimalEdit', () => {
  it('replaces only the changed middle', () => {
    expect(minimalEdit('title: A\nbody', 'title: B\nbody')).toEqual({ start: 7, end: 8, text: 'B' });
    expect(minimalEdit('abc', 'abXYc')).toEqual({ start: 2, end: 2, text: 'XY' });
    expect(minimalEdit('abcabc', 'abc')).toEqual({ start: 3, end: 6, text: '' });
  });

  it('is undefined for equal texts', () => {
    expect(minimalEdit('same', 'same')).toBeUndefined();
  });

  it('does not split a surrogate pair or a CRLF', () => {
    const before = 'a\u{1F600}b';
    const after = 'a\u{1F601}b';
    const edit = minimalEdit(before, after);
    expect(edit).toEqual({ start: 1, end: 3, text: '\u{1F601}' });
    expect(minimalEdit('a\r\nb', 'a\nb')).toEqual({ start: 1, end: 3, text: '\n' });
  });

  it('always reproduces the new text', () => {
    const pairs: [string, string][] = [['', 'x'], ['x', ''], ['aaa', 'aa'], ['line\r\n', 'line\n'], ['\u{1F600}', '\u{1F600}\u{1F600}']];
    for (const [before, after] of pairs) {
      const edit = minimalEdit(before, after);
      expect(edit ? applyTextEdits(before, [edit]) : before).toBe(after);
    }
  });
});
