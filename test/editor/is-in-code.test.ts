import { describe, expect, it } from 'vitest';
import { isInCode } from '../../src/editor/is-in-code.ts';

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
