import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

const heading = (tag: string, id: string, children: Parameters<typeof h>[2]) => h(tag, { id, className: ['q-heading'] }, [h('a', { className: ['q-heading-anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 }), ...(children as never[])]);

describe('headings', () => {
  it('get a GitHub-style id and an anchor link', () => {
    expect(render('## Getting started, quickly!').html).toBe(html(heading('h2', 'getting-started-quickly', ['Getting started, quickly!'])));
  });

  it('take the id written as {#id} (the page parses), and a later slug equal to it moves on', () => {
    const page = render('## My section {#custom-anchor}\n\n### **Bold** {#b}\n\n## custom anchor');
    expect(page.ok).toBe(true);
    expect(page.html).toBe(
      [html(heading('h2', 'custom-anchor', ['My section'])), html(heading('h3', 'b', [h('strong', 'Bold')])), html(heading('h2', 'custom-anchor-1', ['custom anchor']))].join('\n'),
    );
    expect(page.toc).toEqual([
      { depth: 2, id: 'custom-anchor', text: 'My section' },
      { depth: 3, id: 'b', text: 'Bold' },
      { depth: 2, id: 'custom-anchor-1', text: 'custom anchor' },
    ]);
    expect(page.diagnostics).toEqual([]);
  });

  it('keep {#id} as written in a code block that shows the syntax', () => {
    expect(render('```mdx\n## Title {#id}\n```', { ctx: { highlight: false } }).html).toContain('<code class="language-mdx">## Title {#id}</code>');
  });

  it('de-duplicate ids within a page and list levels 2 and 3 in the table of contents', () => {
    const page = render('# Title\n\n## Setup\n\n### Setup\n\n#### Deep\n\n## Setup');
    expect(page.html.match(/id="[^"]+"/g)).toEqual(['id="title"', 'id="setup"', 'id="setup-1"', 'id="deep"', 'id="setup-2"']);
    expect(page.toc).toEqual([
      { depth: 2, id: 'setup', text: 'Setup' },
      { depth: 3, id: 'setup-1', text: 'Setup' },
      { depth: 2, id: 'setup-2', text: 'Setup' },
    ]);
  });

  it('slug the text the reader sees, including inline code and expressions', () => {
    const page = render("export const v = 'v2';\n\n## Use `npm` with {v}");
    expect(page.toc).toEqual([{ depth: 2, id: 'use-npm-with-v2', text: 'Use npm with v2' }]);
  });

  it('slug and list only the visible words of a tooltip, not its hover text', () => {
    const page = render('## API <Tooltip tip="Application programming interface">terms</Tooltip>');
    expect(page.html).toBe(
      html(
        heading('h2', 'api-terms', [
          'API ',
          h('span', { className: ['q-tooltip'], tabIndex: 0 }, [h('span', { className: ['q-tooltip-trigger'] }, 'terms'), h('span', { className: ['q-tooltip-bubble'], role: 'tooltip' }, 'Application programming interface')]),
        ]),
      ),
    );
    expect(page.toc).toEqual([{ depth: 2, id: 'api-terms', text: 'API terms' }]);
  });

  it('inside components get ids but stay out of the table of contents', () => {
    const page = render('<Accordion title="A">\n  ## Hidden\n</Accordion>\n\n## Shown');
    expect(page.html).toContain('id="hidden"');
    expect(page.toc).toEqual([{ depth: 2, id: 'shown', text: 'Shown' }]);
  });

  it('from a snippet join the table of contents and the de-duplication', () => {
    const page = render("import S from '/snippets/s.mdx';\n\n## Install\n\n<S />", { files: { 'snippets/s.mdx': '## Install' } });
    expect(page.toc.map((t) => t.id)).toEqual(['install', 'install-1']);
  });

  it('without text get a fallback id', () => {
    expect(render('## {" "}').html).toContain('id="section"');
  });
});
