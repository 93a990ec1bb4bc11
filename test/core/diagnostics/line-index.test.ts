import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../../src/core/index.ts';

describe('LineIndex', () => {
  it('maps offsets to 1-based lines and columns with \\n line ends', () => {
    const index = new LineIndex('ab\ncd\n\nef');
    expect([0, 1, 2, 3, 5, 6, 7, 9].map((o) => index.positionAt(o))).toEqual([
      { line: 1, column: 1 },
      { line: 1, column: 2 },
      { line: 1, column: 3 },
      { line: 2, column: 1 },
      { line: 2, column: 3 },
      { line: 3, column: 1 },
      { line: 4, column: 1 },
      { line: 4, column: 3 },
    ]);
  });

  it('treats \\r\\n and a lone \\r as one line end', () => {
    const index = new LineIndex('a\r\nb\rc');
    expect(index.positionAt(3)).toEqual({ line: 2, column: 1 });
    expect(index.positionAt(5)).toEqual({ line: 3, column: 1 });
  });

  it('maps positions back to offsets and clamps out-of-range input', () => {
    const index = new LineIndex('ab\ncd');
    expect(index.offsetAt({ line: 2, column: 2 })).toBe(4);
    expect(index.offsetAt({ line: 9, column: 9 })).toBe(5);
    expect(index.positionAt(-3)).toEqual({ line: 1, column: 1 });
    expect(index.positionAt(99)).toEqual({ line: 2, column: 3 });
    expect(index.rangeOf(1, 4)).toEqual({ start: { line: 1, column: 2 }, end: { line: 2, column: 2 } });
  });
});
