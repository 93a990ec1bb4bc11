import { describe, expect, it } from 'vitest';
import { typedFilePath } from '../../../src/app/controller/typed-file-path.ts';

// The New file dialog pre-fills `new-page.mdx` with the name selected: typing `guides/a.mdx` over it
// gave `guides/a.mdx.mdx`, a file that is no page (issue "every status tells the truth" §1).
describe('typedFilePath', () => {
  it('drops the pre-filled .mdx behind a typed page extension', () => {
    expect(typedFilePath('guides/a.mdx.mdx')).toBe('guides/a.mdx');
    expect(typedFilePath('a.md.mdx')).toBe('a.md');
    expect(typedFilePath('guides/A.MDX.mdx')).toBe('guides/A.MDX');
  });

  it('keeps every other path as typed', () => {
    expect(typedFilePath('guides/a.mdx')).toBe('guides/a.mdx');
    expect(typedFilePath('a.mdx.md')).toBe('a.mdx.md');
    expect(typedFilePath('notes.txt.mdx')).toBe('notes.txt.mdx');
    expect(typedFilePath('guides/.mdx.mdx')).toBe('guides/.mdx.mdx');
    expect(typedFilePath('logo.svg')).toBe('logo.svg');
  });
});
