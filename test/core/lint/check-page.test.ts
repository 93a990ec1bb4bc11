import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { checkPage } from '../../../src/core/lint/index.ts';
import { isSnippetPath } from '../../../src/core/project/page-files.ts';

function where(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);
}

describe('checkPage', () => {
  it('accepts a clean page and returns its front matter', () => {
    const result = checkPage('quickstart.mdx', '---\ntitle: Quickstart\ndescription: Set up in five minutes.\n---\n\n## Install\n\n```bash\nnpm i quire\n```\n\n<Frame>\n  ![The dashboard](/dash.png)\n</Frame>\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.frontmatter).toEqual({ title: 'Quickstart', description: 'Set up in five minutes.' });
    expect(result.page.ok).toBe(true);
  });

  it('runs every check and sorts the diagnostics by position', () => {
    const text = ['---', 'title: Start', '---', '', '# Start', '', '<Accordian title="a">', '![](/a.png)', '</Accordian>', '', '```', 'x', '```', '', '<CardGroup cols="two">', '<Card href="/a" />', '</CardGroup>'].join('\n');
    expect(where(checkPage('start.mdx', text).diagnostics)).toEqual([
      'page/missing-description 1:1',
      'lint/heading-level-1 5:1',
      'component/unknown 7:1',
      'lint/image-missing-alt 8:1',
      'lint/image-outside-frame 8:1',
      'lint/code-missing-language 11:1',
      'component/invalid-attribute 15:12',
      'component/missing-attribute 16:1',
    ]);
  });

  it('still checks the page body when the front matter YAML is broken', () => {
    const result = checkPage('a.mdx', '---\ntitle: a: b\n---\n\n<Step>\nx\n</Step>\n');
    expect(where(result.diagnostics)).toEqual(['page/frontmatter-syntax 2:8', 'component/invalid-nesting 5:1', 'component/missing-attribute 5:1']);
  });

  it('checks the front matter of a page whose MDX does not parse, and skips the rules that need its tree', () => {
    const result = checkPage('a.mdx', '---\ntitle: Broken\n---\n\n# Heading\n\n<Note>\nnever closed\n');
    expect(where(result.diagnostics)).toEqual(['page/missing-description 1:1', 'page/mdx-syntax 7:1']);
    expect(result.frontmatter).toEqual({ title: 'Broken' });
  });

  it('skips the front matter rules for snippets, by option or by folder', () => {
    expect(checkPage('guides/intro.mdx', 'Text', { snippet: true }).diagnostics).toEqual([]);
    expect(checkPage('snippets/intro.mdx', 'Text').diagnostics).toEqual([]);
    expect(checkPage('_snippets/deep/intro.mdx', 'Text').diagnostics).toEqual([]);
    expect(where(checkPage('snippets/intro.mdx', 'Text', { snippet: false }).diagnostics)).toEqual(['page/missing-frontmatter 1:1']);
    expect(isSnippetPath('docs/snippets/a.mdx')).toBe(true);
    expect(isSnippetPath('guides/snippets.mdx')).toBe(false);
  });

  it('treats the project-known components as known', () => {
    const text = '---\ntitle: a\ndescription: b\n---\n\n<Banner />\n';
    expect(where(checkPage('a.mdx', text).diagnostics)).toEqual(['component/unknown 6:1']);
    expect(checkPage('a.mdx', text, { knownComponents: new Set(['Banner']) }).diagnostics).toEqual([]);
  });
});
