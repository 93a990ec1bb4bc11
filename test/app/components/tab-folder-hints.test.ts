import { describe, expect, it } from 'vitest';
import { tabFolderHints } from '../../../src/app/components/tab-folder-hints.ts';

describe('tabFolderHints', () => {
  it('names the folder of tabs that share a file name, and nothing for the others', () => {
    expect([...tabFolderHints(['a/index.mdx', 'docs.json', 'b/index.mdx'])]).toEqual([
      ['a/index.mdx', 'a'],
      ['b/index.mdx', 'b'],
    ]);
  });

  it('uses as many trailing folders as tell the tabs apart, and / for the root', () => {
    expect([...tabFolderHints(['docs/a/x.mdx', 'blog/a/x.mdx', 'x.mdx', 'c/x.mdx'])]).toEqual([
      ['docs/a/x.mdx', 'docs/a'],
      ['blog/a/x.mdx', 'blog/a'],
      ['x.mdx', '/'],
      ['c/x.mdx', 'c'],
    ]);
  });

  it('gives nothing when every name is different', () => {
    expect(tabFolderHints(['a/one.mdx', 'a/two.mdx']).size).toBe(0);
  });
});
