import { describe, expect, it } from 'vitest';
import { hasPageExtension, isMarkdownPage, isPageFile, MemoryProject, newPageFile, pageFileFor, projectPageFiles, stripPageExtension } from '../../../src/core/index.ts';

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
    expect(['a.mdx', 'Guide.MD', '.cursor/rules.md', 'node_modules/x/a.mdx', 'README.md', 'docs/CHANGELOG.md', 'readme.mdx', 'a.txt'].map((p) => isPageFile(p))).toEqual([true, true, false, false, false, false, true, false]);
  });

  it('leaves out the platform\'s default ignored folders: build, dist, coverage, tmp, temp', () => {
    expect(['build/a.mdx', 'docs/dist/b.md', 'coverage/c.mdx', 'tmp/d.mdx', 'temp/e.mdx', 'builds/f.mdx'].map((p) => isPageFile(p))).toEqual([false, false, false, false, false, true]);
  });
});

describe('projectPageFiles: .mintignore', () => {
  it('leaves out what .mintignore ignores (gitignore syntax), so those files are neither pages nor checked', () => {
    // Before: every .mdx below was a page (drafts/wip.mdx with its broken MDX an error).
    const project = new MemoryProject({
      '.mintignore': '# drafts\ndrafts/\n*.draft.mdx\n/internal-notes.mdx\nsecret/*\n!secret/public.mdx\nguides/**/old-*.md\n',
      'index.mdx': '',
      'drafts/wip.mdx': '<Note>',
      'guides/a.draft.mdx': '',
      'internal-notes.mdx': '',
      'guides/internal-notes.mdx': '',
      'secret/hidden.mdx': '',
      'secret/public.mdx': '',
      'guides/v1/old-api.md': '',
      'guides/old-intro.md': '',
    });
    expect(projectPageFiles(project).sort()).toEqual(['guides/internal-notes.mdx', 'index.mdx', 'secret/public.mdx']);
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
