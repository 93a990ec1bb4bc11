import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

const item = (name: string | undefined, copy: string, shown: string, style: string | undefined) =>
  h('button', { type: 'button', className: ['q-color-item'], dataCopy: '', dataCopyText: copy, ariaLabel: `Copy ${name ? `${name}, ` : ''}${copy}`, title: 'Copy' }, [
    h('span', style ? { className: ['q-color-swatch'], style } : { className: ['q-color-swatch'] }),
    ...(name ? [h('span', { className: ['q-color-name'] }, name)] : []),
    h('code', { className: ['q-color-value'] }, shown),
  ]);

describe('<Color>', () => {
  it('renders a compact palette of swatches that copy their value', () => {
    const page = render('<Color variant="compact">\n  <Color.Item name="blue-500" value="#3B82F6" />\n  <Color.Item value="oklch(70% 0.2 145)" />\n</Color>');
    expect(page.html).toBe(html(h('div', { className: ['q-color', 'q-color-compact'] }, [item('blue-500', '#3B82F6', '#3B82F6', '--q-swatch: #3B82F6'), item(undefined, 'oklch(70% 0.2 145)', 'oklch(70% 0.2 145)', '--q-swatch: oklch(70% 0.2 145)')])));
    expect(codes(page)).toEqual([]);
  });

  it('renders a table palette of labelled rows, with light and dark values', () => {
    const page = render('<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="bg" value={{ light: "#fff", dark: "#000" }} />\n  </Color.Row>\n</Color>');
    expect(page.html).toBe(
      html(h('div', { className: ['q-color', 'q-color-table'] }, [h('div', { className: ['q-color-row'] }, [h('div', { className: ['q-color-row-title'] }, 'Primary'), h('div', { className: ['q-color-items'] }, [item('bg', '#fff', '#fff / #000', '--q-swatch: #fff; --q-swatch-dark: #000')])])])),
    );
  });

  it('shows a value that is not a plain CSS color as text, without painting the swatch', () => {
    expect(render('<Color variant="compact">\n  <Color.Item value="url(https://x.test/a.png)" />\n</Color>').html).toBe(html(h('div', { className: ['q-color', 'q-color-compact'] }, [item(undefined, 'url(https://x.test/a.png)', 'url(https://x.test/a.png)', undefined)])));
  });
});
