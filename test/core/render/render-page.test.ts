import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from './render-helpers.ts';

describe('renderPage', () => {
  it('returns the body, table of contents and front matter', () => {
    const page = render('---\ntitle: Intro\ndescription: "Start here"\n---\n\n## First\n\nText.');
    expect(page.ok).toBe(true);
    expect(page.frontmatter).toEqual({ title: 'Intro', description: 'Start here' });
    expect(page.toc).toEqual([{ depth: 2, id: 'first', text: 'First' }]);
    expect(page.html).toBe([html(h('h2', { id: 'first', className: ['q-heading'] }, [h('a', { className: ['q-heading-anchor'], href: '#first', ariaHidden: 'true', tabIndex: -1 }), 'First'])), html(h('p', 'Text.'))].join('\n'));
    expect(page.diagnostics).toEqual([]);
  });

  it('returns an error panel naming the line and column when the page does not parse', () => {
    const page = render('---\ntitle: Broken\n---\n\n# Hi\n\n<Note>\n  never closed\n');
    expect(page.ok).toBe(false);
    expect(page.frontmatter).toEqual({ title: 'Broken' });
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['page/mdx-syntax', 7, 1]]);
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-parse-error'], role: 'alert' }, [
          h('p', { className: ['q-parse-error-title'] }, 'This page could not be rendered: guides/page.mdx, line 7, column 1'),
          h('p', { className: ['q-parse-error-message'] }, page.diagnostics[0]?.message ?? ''),
          h('pre', { className: ['q-parse-error-excerpt'] }, [h('code', '   7 | <Note>\n     | ^')]),
        ]),
      ),
    );
  });

  it('reports diagnostics with page lines, wherever the block is', () => {
    const page = render('# A\n\nText\n\n<Bogus />\n\n{x()}');
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column, d.endLine, d.endColumn])).toEqual([
      ['render/unknown-component', 5, 1, 5, 10],
      ['render/unsupported-expression', 7, 1, 7, 6],
    ]);
  });

  it('renders Markdown pages without MDX', () => {
    expect(render('# T {x}\n\n<b>bold</b>', { file: 'README.md' }).html).toContain('T {x}');
  });
});
