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

  it('turns a link inside the link text (a Tooltip call to action) into text, with a warning', () => {
    const page = render('[See <Tooltip tip="Docs" cta="More" href="/api">terms</Tooltip>](/guides/intro)');
    expect(page.html).toBe(
      html(
        h('p', [
          h('a', { href: 'intro.html' }, [
            'See ',
            h('span', { className: ['q-tooltip'], tabIndex: 0 }, [h('span', { className: ['q-tooltip-trigger'] }, 'terms'), h('span', { className: ['q-tooltip-bubble'], role: 'tooltip' }, ['Docs', h('span', { className: ['q-tooltip-cta'] }, 'More')])]),
          ]),
        ]),
      ),
    );
    expect(codes(page)).toEqual(['render/nested-link@1:1']);
  });

  it('leaves a Tooltip without a call to action inside link text alone', () => {
    const page = render('[See <Tooltip tip="Docs">terms</Tooltip>](/guides/intro)');
    expect(page.html).toContain('<a href="intro.html">See <span class="q-tooltip"');
    expect(codes(page)).toEqual([]);
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
