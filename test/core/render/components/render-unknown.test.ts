import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('unknown components', () => {
  it('renders the children in a marked box with a warning', () => {
    const page = render('<Banner>\n  Hello\n</Banner>');
    expect(page.html).toBe(html(h('div', { className: ['q-unknown'], dataComponent: 'Banner' }, [h('span', { className: ['q-unknown-label'] }, 'Banner'), h('p', 'Hello')])));
    expect(page.diagnostics).toEqual([
      { file: 'guides/page.mdx', line: 1, column: 1, endLine: 3, endColumn: 10, severity: 'warning', code: 'render/unknown-component', message: '<Banner> is not a known component, so only its content is shown. Check the name (components are case-sensitive) or import it from a snippet.' },
    ]);
  });

  it('uses a span inside a paragraph', () => {
    expect(render('A <Shiny>new</Shiny> thing').html).toBe(html(h('p', ['A ', h('span', { className: ['q-unknown'], dataComponent: 'Shiny' }, [h('span', { className: ['q-unknown-label'] }, 'Shiny'), 'new']), ' thing'])));
  });

  it('explains components imported from JavaScript modules', () => {
    const page = render("import { Chart } from '@acme/charts';\n\n<Chart />");
    expect(page.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([['render/unknown-component', 3, '<Chart> is imported from a JavaScript module, which the preview cannot load, so only its content is shown. Use a snippet (`.mdx`) or a built-in component.']]);
  });
});
