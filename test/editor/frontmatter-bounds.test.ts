import { describe, expect, it } from 'vitest';
import { frontmatterBounds } from '../../src/editor/frontmatter-bounds.ts';
import { isInCode } from '../../src/editor/is-in-code.ts';

describe('frontmatterBounds', () => {
  it('finds the block between the --- lines', () => {
    expect(frontmatterBounds('---\ntitle: A\n---\nBody')).toEqual({ start: 0, contentStart: 4, contentEnd: 13, end: 17, closed: true });
  });

  it('handles CRLF and a BOM', () => {
    expect(frontmatterBounds('\uFEFF---\r\ntitle: A\r\n---\r\n')).toEqual({ start: 1, contentStart: 6, contentEnd: 16, end: 21, closed: true });
  });

  it('runs to the end of the text when the block is not closed', () => {
    expect(frontmatterBounds('---\ntitle: A\n')).toEqual({ start: 0, contentStart: 4, contentEnd: 13, end: 13, closed: false });
  });

  it('is undefined without a --- first line', () => {
    expect(frontmatterBounds('# Title\n---\n')).toBeUndefined();
    expect(frontmatterBounds('----\n')).toBeUndefined();
  });
});

describe('isInCode', () => {
  it('knows fenced blocks, their fence lines and inline code spans', () => {
    const text = 'a `<b>` c\n```\n<x>\n```\n<y>';
    expect([3, 8, 11, 15, 20, 22].map((o) => isInCode(text, o))).toEqual([true, false, true, true, true, false]);
  });

  it('closes a fence only with the same character and at least its length', () => {
    const text = '````\n```\n<x>\n````\n<y>';
    expect([isInCode(text, 10), isInCode(text, 19)]).toEqual([true, false]);
  });
});
