import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { lintPage } from '../../../src/core/lint/index.ts';
import { parsePage } from '../../../src/core/page/index.ts';

function lint(body: string): Diagnostic[] {
  return lintPage(parsePage('page.mdx', body)).filter((d) => d.code === 'lint/heading-level-1');
}

describe('lint/heading-level-1', () => {
  it('accepts headings from level 2 down', () => {
    expect(lint('## Install\n\n### Options\n\n<h2>Also</h2>')).toEqual([]);
  });

  it('reports a level-1 heading with a fix that adds a #', () => {
    const text = 'Intro\n\n# Install\n\nText';
    const [d, ...rest] = lint(text);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'warning', line: 3, column: 1, endLine: 3, endColumn: 10 });
    expect(d?.message).toBe('Headings in a page start at level 2 (`##`): the page title, from the front matter `title`, is the only level-1 heading.');
    expect(d?.fix?.edits).toEqual([{ file: 'page.mdx', start: 7, end: 7, text: '#' }]);
  });

  it('reports setext headings and <h1> without a fix', () => {
    const found = lint('Install\n=======\n\n<h1>Title</h1>');
    expect(found.map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn}`)).toEqual(['1:1-2:8', '4:1-4:15']);
    expect(found.map((d) => d.fix)).toEqual([undefined, undefined]);
  });
});
