import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../../src/editor/apply-text-edits.ts';
import { addDescriptionFix, addFrontmatterFix, addTitleFix, suggestTitle } from '../../src/editor/fix-frontmatter.ts';

describe('addFrontmatterFix', () => {
  it('inserts a block titled from the first level-1 heading', () => {
    const text = '# Getting started\n\nInstall it.\n';
    const fix = addFrontmatterFix('guides/start.mdx', text);
    expect(fix).toEqual({ title: 'Add front matter', edits: [{ file: 'guides/start.mdx', start: 0, end: 0, text: '---\ntitle: "Getting started"\ndescription: ""\n---\n\n' }] });
  });

  it('titles from the file name (an index page from its folder) and keeps CRLF', () => {
    const fix = addFrontmatterFix('api-reference/index.mdx', 'Text\r\n');
    expect(fix && applyTextEdits('Text\r\n', fix.edits)).toBe('---\r\ntitle: "Api reference"\r\ndescription: ""\r\n---\r\n\r\nText\r\n');
  });

  it('offers nothing when the page has front matter', () => {
    expect(addFrontmatterFix('a.mdx', '---\ntitle: A\n---\n')).toBeUndefined();
  });
});

describe('addTitleFix', () => {
  it('inserts title as the first key of the block', () => {
    const text = '---\ndescription: "Set up"\n---\n\n# Quick start\n';
    const fix = addTitleFix('quickstart.mdx', text);
    expect(fix?.title).toBe('Add a title');
    expect(fix && applyTextEdits(text, fix.edits)).toBe('---\ntitle: "Quick start"\ndescription: "Set up"\n---\n\n# Quick start\n');
  });

  it('adds the whole block when there is none, and nothing when a title exists', () => {
    expect(addTitleFix('a.mdx', 'Hi')?.title).toBe('Add front matter');
    expect(addTitleFix('a.mdx', '---\ntitle: A\n---\n')).toBeUndefined();
  });
});

describe('addDescriptionFix', () => {
  it('inserts an empty description before the closing fence', () => {
    const text = '---\ntitle: A\n---\nBody';
    const fix = addDescriptionFix('a.mdx', text);
    expect(fix?.title).toBe('Add a description');
    expect(fix && applyTextEdits(text, fix.edits)).toBe('---\ntitle: A\ndescription: ""\n---\nBody');
    expect(addDescriptionFix('a.mdx', '---\ndescription: x\n---\n')).toBeUndefined();
  });
});

describe('suggestTitle', () => {
  it('ignores headings in code and strips emphasis', () => {
    expect(suggestTitle('my_page.mdx', '```md\n# Not this\n```\n\n# The **real** one\n')).toBe('The real one');
    expect(suggestTitle('my_page.mdx', 'No heading')).toBe('My page');
    expect(suggestTitle('index.mdx', '')).toBe('Index');
  });
});
