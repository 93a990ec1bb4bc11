import { describe, expect, it } from 'vitest';
import { commonTopFolder, entryPath } from '../../../src/workspace/zip/entry-path.ts';

describe('entryPath', () => {
  it('gives the project path of a safe name, with either separator, dropping . and empty segments', () => {
    expect(entryPath('docs/a.mdx')).toEqual({ path: 'docs/a.mdx' });
    expect(entryPath('docs\\guides\\b.md')).toEqual({ path: 'docs/guides/b.md' });
    expect(entryPath('./a//b/./c.md')).toEqual({ path: 'a/b/c.md' });
    expect(entryPath('a/..b/c..md')).toEqual({ path: 'a/..b/c..md' });
    expect(entryPath('ページ/é.mdx')).toEqual({ path: 'ページ/é.mdx' });
  });

  it('refuses .., absolute names in every form, control characters and names of nothing', () => {
    expect(['../x', 'a/../../x', 'a/..', '..\\x', 'a\\..\\..\\x'].map(entryPath)).toEqual(Array(5).fill({ problem: 'parent' }));
    expect(['/x', '\\x', '\\\\server\\share\\x', '//server/share/x', 'C:\\x', 'c:/x', 'C:x'].map(entryPath)).toEqual(Array(7).fill({ problem: 'absolute' }));
    expect(['a\u0000b', 'a\nb', '', './', '././', '.'].map(entryPath)).toEqual(Array(6).fill({ problem: 'bad-name' }));
  });
});

describe('commonTopFolder', () => {
  it('names the one folder every path sits in, else nothing', () => {
    expect(commonTopFolder(['repo-main/docs.json', 'repo-main/a/b.md'])).toBe('repo-main');
    expect(commonTopFolder(['repo-main/docs.json', 'README.md'])).toBe('');
    expect(commonTopFolder(['repo-main/docs.json', 'repo-main2/x.md'])).toBe('');
    expect(commonTopFolder(['docs.json'])).toBe('');
    expect(commonTopFolder([])).toBe('');
  });
});
