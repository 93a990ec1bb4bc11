import { describe, expect, it } from 'vitest';
import { hasPageExtension, isMarkdownPage, isPageFile, MemoryProject, newPageFile, pageFileFor, stripPageExtension } from '../../../src/core/index.ts';

describe('hasPageExtension', () => {
  it('is true for .md and .mdx in any case, and nothing else', () => {
    expect(['a.mdx', 'a.md', 'Intro.MDX', 'b/c.Md', 'a.mdxx', 'a.json', 'mdx', 'a.mdx/b'].map(hasPageExtension)).toEqual([true, true, true, true, false, false, false, false]);
  });
});

describe('isMarkdownPage', () => {
  it('is true for .md in any case, the pages parsed without JSX', () => {
    expect(['a.md', 'A.MD', 'a.mdx', 'a.Mdx', 'a.markdown'].map(isMarkdownPage)).toEqual([true, true, false, false, false]);
  });
});

describe('stripPageExtension', () => {
  it('drops a page extension only', () => {
    expect(['guides/a.mdx', 'b.md', 'C.MDX', 'c.json', 'guides/a'].map(stripPageExtension)).toEqual(['guides/a', 'b', 'C', 'c.json', 'guides/a']);
  });
});

describe('isPageFile', () => {
  it('leaves out tooling folders and README-like files', () => {
    expect(['a.mdx', 'Guide.MD', '.cursor/rules.md', 'node_modules/x/a.mdx', 'README.md', 'docs/CHANGELOG.md', 'readme.mdx', 'a.txt'].map(isPageFile)).toEqual([true, true, false, false, false, false, true, false]);
  });
});

describe('pageFileFor', () => {
  const project = new MemoryProject({ 'a.mdx': '', 'b.md': '', 'c.mdx': '', 'c.md': '' });

  it('finds .mdx, else .md, for an entry, and an entry written with its extension', () => {
    expect(['a', '/a', 'b', 'c', 'a.mdx', 'b.md', 'd', 'b.mdx'].map((entry) => pageFileFor(project, entry))).toEqual(['a.mdx', 'a.mdx', 'b.md', 'c.mdx', 'a.mdx', 'b.md', undefined, undefined]);
  });
});

describe('newPageFile', () => {
  it('gives the .mdx file a new page for an entry gets; an entry with an extension keeps it', () => {
    expect(['guides/intro', '/faq', './a//b', 'x.md', 'y.MDX'].map(newPageFile)).toEqual(['guides/intro.mdx', 'faq.mdx', 'a/b.mdx', 'x.md', 'y.MDX']);
  });
});
