import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('expressions', () => {
  it.each([
    ['{"text"}', ['text']],
    ["{'single'}", ['single']],
    ['{42}', ['42']],
    ['{-1.5}', ['-1.5']],
    ['{`template`}', ['template']],
    ['{["a", "b"]}', ['a', 'b']],
    ['{true}', []],
    ['{null}', []],
    ['{/* a comment */}', []],
  ])('render %s as its value', (expr, values) => {
    const page = render(`A${expr}B`);
    expect(page.html).toBe(html(h('p', ['A', ...values, 'B'])));
    expect(codes(page)).toEqual([]);
  });

  it('render {" "} as a space between elements', () => {
    expect(render('**a**{" "}**b**').html).toBe(html(h('p', [h('strong', 'a'), ' ', h('strong', 'b')])));
  });

  it('use export const of the same page, including objects and arrays', () => {
    const page = render("export const product = { name: 'Quire', tags: ['docs', 'mdx'] };\nexport const version = `v${2}`;\n\n{product.name} {version} {product.tags[1]} {product.tags.length}");
    expect(page.html).toBe(html(h('p', ['Quire', ' ', 'v2', ' ', 'mdx', ' ', '2'])));
  });

  it('render JSX values', () => {
    expect(render('export const Logo = <b>Q</b>;\n\n{Logo} and {<i>inline</i>}').html).toBe(html(h('p', [h('b', 'Q'), ' and ', h('i', 'inline')])));
  });

  it('show code that needs to run as muted source text with a warning', () => {
    const page = render('Today is {new Date().getFullYear()}.');
    expect(page.html).toBe(html(h('p', ['Today is ', h('span', { className: ['q-unsupported'], title: 'Not shown: this expression needs code to run' }, '{new Date().getFullYear()}'), '.'])));
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column, d.endColumn])).toEqual([['render/unsupported-expression', 1, 10, 36]]);
  });

  it('show a flow expression that needs code as a muted block', () => {
    expect(render('{items.map((i) => i)}').html).toBe(html(h('div', { className: ['q-unsupported'], title: 'Not shown: this expression needs code to run' }, '{items.map((i) => i)}')));
  });

  it('warn on export const computed by code and show nothing for it', () => {
    const page = render('export const now = Date.now();\n\nIt is {now}.');
    expect(page.html).toBe(html(h('p', ['It is ', '.'])));
    expect(codes(page)).toEqual(['render/unsupported-expression@1:20']);
  });
});
