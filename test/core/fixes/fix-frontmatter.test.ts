import { describe, expect, it } from 'vitest';
import { applyTextEdits, checkPage, type Diagnostic, quickFixes } from '../../../src/core/index.ts';

const diagnostic = (file: string, code: string, title?: string): Diagnostic => ({
  file,
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 4,
  severity: 'warning',
  code,
  message: 'x',
  ...(title === undefined ? {} : { data: { title } }),
});

/** The title of each fix and the text after it. */
const fixed = (text: string, d: Diagnostic) => quickFixes(text, d).map((fix) => [fix.title, applyTextEdits(text, fix.edits)]);

describe('addFrontmatterFixes', () => {
  it('inserts a block with the title the rule suggested', () => {
    const text = '# Getting started\n\nInstall it.\n';
    expect(quickFixes(text, diagnostic('guides/start.mdx', 'page/missing-frontmatter', 'Getting started'))).toEqual([
      { title: 'Add front matter', edits: [{ file: 'guides/start.mdx', start: 0, end: 0, text: '---\ntitle: "Getting started"\ndescription: ""\n---\n\n' }] },
    ]);
  });

  it('titles from the file name without data (an index page from its folder), keeps CRLF and goes after a BOM', () => {
    expect(fixed('Text\r\n', diagnostic('api-reference/index.mdx', 'page/missing-frontmatter'))).toEqual([['Add front matter', '---\r\ntitle: "Api reference"\r\ndescription: ""\r\n---\r\n\r\nText\r\n']]);
    expect(fixed('\uFEFFText', diagnostic('a.mdx', 'page/missing-frontmatter'))).toEqual([['Add front matter', '\uFEFF---\ntitle: "A"\ndescription: ""\n---\n\nText']]);
  });

  it('escapes a quote of the file name in the YAML title', () => {
    expect(fixed('Hi', diagnostic('say "hi".mdx', 'page/missing-frontmatter'))).toEqual([['Add front matter', '---\ntitle: "Say \\"hi\\""\ndescription: ""\n---\n\nHi']]);
  });

  it('offers nothing when the page has front matter', () => {
    expect(quickFixes('---\ntitle: A\n---\n', diagnostic('a.mdx', 'page/missing-frontmatter'))).toEqual([]);
  });
});

describe('addTitleFixes', () => {
  it('inserts title as the first key of the block', () => {
    const text = '---\ndescription: "Set up"\n---\n\n# Quick start\n';
    expect(fixed(text, diagnostic('quickstart.mdx', 'page/missing-title', 'Quick start'))).toEqual([['Add a title', '---\ntitle: "Quick start"\ndescription: "Set up"\n---\n\n# Quick start\n']]);
  });

  it('adds the whole block when there is none, and nothing when a title exists', () => {
    expect(quickFixes('Hi', diagnostic('a.mdx', 'page/missing-title')).map((f) => f.title)).toEqual(['Add front matter']);
    expect(quickFixes('---\ntitle: A\n---\n', diagnostic('a.mdx', 'page/missing-title'))).toEqual([]);
  });
});

describe('addDescriptionFixes', () => {
  it('inserts an empty description before the closing fence, and nothing when one is written or the block is open', () => {
    expect(fixed('---\ntitle: A\n---\nBody', diagnostic('a.mdx', 'page/missing-description'))).toEqual([['Add a description', '---\ntitle: A\ndescription: ""\n---\nBody']]);
    expect(quickFixes('---\ndescription: x\n---\n', diagnostic('a.mdx', 'page/missing-description'))).toEqual([]);
    expect(quickFixes('---\ntitle: A\n', diagnostic('a.mdx', 'page/missing-description'))).toEqual([]);
  });
});

describe('the rule and its fixes', () => {
  it('suggests the first level-1 heading outside code, without its emphasis, in data and in its own fix', () => {
    const text = '```md\n# Not this\n```\n\n# The **real** one\n';
    const [d] = checkPage('my_page.mdx', text).diagnostics.filter((x) => x.code === 'page/missing-frontmatter');
    expect(d?.data).toEqual({ title: 'The real one' });
    expect(d?.fix).toEqual(quickFixes(text, { ...d!, message: 'x' })[0]);
    expect(d?.fix?.edits[0]?.text).toBe('---\ntitle: "The real one"\ndescription: ""\n---\n\n');
  });
});
