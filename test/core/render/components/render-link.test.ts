import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<Link>', () => {
  it('renders a link like a Markdown one, with page paths resolved', () => {
    const page = render('See <Link href="/quickstart" title="Start here">the quickstart</Link>.');
    expect(page.html).toBe(html(h('p', ['See ', h('a', { href: '../quickstart.html', title: 'Start here' }, ['the quickstart']), '.'])));
    expect(codes(page)).toEqual([]);
  });

  it('keeps only the text of a link whose target could run code, with a warning', () => {
    const page = render('A <Link href="javascript:alert(1)">b</Link>');
    expect(page.html).toBe(html(h('p', ['A ', h('span', { className: ['q-link-removed'] }, ['b'])])));
    expect(codes(page)).toEqual(['render/unsafe-content@1:3']);
  });
});
