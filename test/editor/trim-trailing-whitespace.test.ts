import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../../src/core/index.ts';
import { trimTrailingWhitespace } from '../../src/editor/trim-trailing-whitespace.ts';

const trim = (text: string) => applyTextEdits(text, trimTrailingWhitespace(text));

describe('trimTrailingWhitespace', () => {
  it('trims spaces and tabs at line ends, including whitespace-only lines and the last line', () => {
    expect(trim('a \t\n   \nb\r\nc   ')).toBe('a\n\nb\r\nc');
  });

  it('keeps a two-space hard line break before a non-blank line', () => {
    expect(trim('First line  \nsecond line  \n\nthird   \nfourth')).toBe('First line  \nsecond line\n\nthird\nfourth');
  });

  it('returns no edits for clean text', () => {
    expect(trimTrailingWhitespace('clean\ntext\n')).toEqual([]);
  });
});
