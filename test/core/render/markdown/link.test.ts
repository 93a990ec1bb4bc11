import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('links', () => {
  it.each([
    ['./setup', 'setup.html'],
    ['../api/users', '../api/users.html'],
    ['/guides/intro#steps', 'intro.html#steps'],
    ['/', '../index.html'],
    ['other.mdx', 'other.html'],
    ['#local', '#local'],
    ['https://example.com/x?y=1', 'https://example.com/x?y=1'],
    ['mailto:hi@example.com', 'mailto:hi@example.com'],
    ['/files/report.pdf', '../files/report.pdf'],
  ])('resolves %s relative to the page to %s', (url, href) => {
    expect(render(`[x](${url})`).html).toBe(html(h('p', [h('a', { href }, 'x')])));
  });

  it('passes project pages and files to the context callbacks', () => {
    const ctx = { pageUrl: (p: string, hash: string) => `/p/${p}${hash}`, assetUrl: (p: string) => `/a/${p}` };
    expect(render('[a](../api/users#get) [b](/files/x.pdf)', { ctx }).html).toBe(html(h('p', [h('a', { href: '/p/api/users#get' }, 'a'), ' ', h('a', { href: '/a/files/x.pdf' }, 'b')])));
  });

  it('keeps the title', () => {
    expect(render('[x](https://a.example "Go")').html).toBe(html(h('p', [h('a', { href: 'https://a.example', title: 'Go' }, 'x')])));
  });

  it('resolves reference links through their definition', () => {
    expect(render('[docs][d]\n\n[d]: /guides/start').html).toBe(html(h('p', [h('a', { href: 'start.html' }, 'docs')])));
  });

  it('removes a javascript: link, keeping its text, with a warning', () => {
    const page = render('Click [here](javascript:alert(1)) now');
    expect(page.html).toBe(html(h('p', ['Click ', h('span', { className: ['q-link-removed'] }, 'here'), ' now'])));
    expect(codes(page)).toEqual(['render/unsafe-content@1:7']);
  });
});
