import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { anchorBadgeStyle, renderAnchors } from '../../../src/core/site/render-anchors.ts';
import { navHtml, plainNav, renderNav, renderSidebar } from '../../../src/core/site/render-sidebar.ts';
import { context, html, page, site, svg } from './site-fixture.ts';

const files = { 'intro.mdx': page('Intro'), 'guides/one.mdx': page('One'), 'v1/old.mdx': page('Old'), 'secret/x.mdx': page('Hidden anchor page') };
const navigation = [
  { group: 'Start', pages: ['intro'] },
  { group: 'Guides', pages: ['guides/one'] },
  { group: 'Old', pages: ['v1/old'] },
  { group: 'Secret', pages: ['secret/x'] },
];

describe('anchors', () => {
  it('lists the top anchor then each anchor with its icon; the current one is marked; external ones open outside', () => {
    const s = site({ navigation, anchors: [{ name: 'Guides', url: 'guides', icon: 'book' }, { name: 'Community', url: 'https://acme.dev/community', icon: 'discord' }] }, files);
    expect(html(renderAnchors(context(s, 'guides/one')))).toBe(
      '<ul class="q-anchors">' +
        `<li class="q-anchor"><a class="q-anchor-link" href="/intro.html"><span class="q-anchor-badge">${svg('book-open')}</span><span class="q-anchor-name">Documentation</span></a></li>` +
        `<li class="q-anchor"><a class="q-anchor-link q-anchor-active" href="/guides/one.html" aria-current="true"><span class="q-anchor-badge">${svg('book')}</span><span class="q-anchor-name">Guides</span></a></li>` +
        `<li class="q-anchor"><a class="q-anchor-link" href="https://acme.dev/community" target="_blank" rel="noopener noreferrer"><span class="q-anchor-badge">${svg('discord')}</span><span class="q-anchor-name">Community</span></a></li>` +
        '</ul>',
    );
  });

  it('uses topAnchor name, icon and iconType', () => {
    const s = site({ navigation, anchors: [{ name: 'Guides', url: 'guides' }], topAnchor: { name: 'Home', icon: 'house', iconType: 'solid' } }, files);
    expect(html(renderAnchors(context(s, 'intro')))).toContain(`<a class="q-anchor-link q-anchor-active" href="/intro.html" aria-current="true"><span class="q-anchor-badge">${svg('house')}</span><span class="q-anchor-name">Home</span></a>`);
  });

  it('paints the icon badge with color, or a gradient for { from, to }', () => {
    expect(anchorBadgeStyle('#FF0000')).toBe('background:#ff0000');
    expect(anchorBadgeStyle({ from: '#112233', to: '#445566' })).toBe('background:linear-gradient(45deg,#112233,#445566)');
    expect(anchorBadgeStyle('red;background:url(x)')).toBeUndefined();
    expect(anchorBadgeStyle(undefined)).toBeUndefined();
    const s = site({ navigation, anchors: [{ name: 'Guides', url: 'guides', icon: 'book', color: { from: '#112233', to: '#445566' } }] }, files);
    expect(html(renderAnchors(context(s, 'intro')))).toContain('<span class="q-anchor-badge" style="background:linear-gradient(45deg,#112233,#445566)">');
  });

  it('hides an anchor of another version (data-version) until that version is shown', () => {
    const s = site({ navigation, versions: ['v2', 'v1'], anchors: [{ name: 'Old', url: 'v1', version: 'v1' }] }, files);
    expect(html(renderAnchors(context(s, 'intro')))).toContain('<li class="q-anchor" data-version="v1" hidden><a class="q-anchor-link" href="/v1/old.html">');
    expect(html(renderAnchors(context(s, 'v1/old')))).toContain('<li class="q-anchor" data-version="v1"><a class="q-anchor-link q-anchor-active" href="/v1/old.html" aria-current="true">');
  });

  it('hides an isDefaultHidden anchor except on its own pages', () => {
    const s = site({ navigation, anchors: [{ name: 'Secret', url: 'secret', isDefaultHidden: true }] }, files);
    expect(html(renderAnchors(context(s, 'intro')))).toContain('<li class="q-anchor" data-default-hidden="" hidden>');
    expect(html(renderAnchors(context(s, 'secret/x')))).toContain('<li class="q-anchor" data-default-hidden=""><a class="q-anchor-link q-anchor-active" href="/secret/x.html"');
  });

  it('draws an image for an icon given as a path or URL, and the fallback ring for an unknown name', () => {
    const s = site({ navigation, anchors: [{ name: 'Guides', url: 'guides', icon: '/icons/g.svg' }, { name: 'X', url: 'https://x.dev', icon: 'no-such-icon' }] }, files);
    const out = html(renderAnchors(context(s, 'intro')));
    expect(out).toContain('<span class="q-anchor-badge"><img class="q-icon q-icon-image" src="/icons/g.svg" alt="" loading="lazy"></span>');
    expect(out).toContain('<svg xmlns="http://www.w3.org/2000/svg" class="q-icon q-icon-fallback"');
  });

  it('renders no anchor list without anchors', () => {
    expect(renderAnchors(context(site({ navigation }, files), 'intro'))).toBeUndefined();
  });
});

describe('navigation groups', () => {
  const deep = {
    navigation: [
      {
        group: 'L1',
        pages: ['a', { group: 'L2', pages: ['b', { group: 'L3', pages: [{ group: 'L4', pages: ['c'] }] }] }, { group: 'Closed', pages: ['d'] }],
      },
    ],
  };
  const deepFiles = { 'a.mdx': page('A'), 'b.mdx': page('B'), 'c.mdx': page('C', 'icon: rocket\n'), 'd.mdx': page('D', 'sidebarTitle: Dee\n') };

  it('nests groups four deep as <details>, open around the current page, with the current page marked', () => {
    const s = site(deep, deepFiles);
    const link = (path: string, title: string, current = false, icon = '') =>
      `<li><a class="q-nav-link${current ? ' q-nav-active' : ''}" href="/${path}.html"${current ? ' aria-current="page"' : ''}>${icon ? `${icon}<span>${title}</span>` : title}</a></li>`;
    const group = (name: string, open: boolean, inner: string) =>
      `<li><details class="q-nav-group"${open ? ' open' : ''}><summary class="q-nav-summary"><span>${name}</span>${svg('chevron-right', undefined, 'q-icon q-nav-caret')}</summary><ul class="q-nav-list">${inner}</ul></details></li>`;
    expect(html(renderNav(context(s, 'c')))).toBe(
      '<nav class="q-nav" aria-label="Pages"><section class="q-nav-section"><h2 class="q-nav-heading">L1</h2><ul class="q-nav-list">' +
        link('a', 'A') +
        group('L2', true, link('b', 'B') + group('L3', true, group('L4', true, link('c', 'C', true, svg('rocket'))))) +
        group('Closed', false, link('d', 'Dee')) +
        '</ul></section></nav>',
    );
  });

  it('lists only the groups of the current page’s tab and anchor', () => {
    const s = site({ navigation, tabs: [{ name: 'Guides', url: 'guides' }], anchors: [{ name: 'Old', url: 'v1' }] }, files);
    const headings = (path: string) => [...html(renderNav(context(s, path))).matchAll(/<h2 class="q-nav-heading">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings('intro')).toEqual(['Start', 'Secret']);
    expect(headings('guides/one')).toEqual(['Guides']);
    expect(headings('v1/old')).toEqual(['Old']);
  });

  it('leaves pages with hidden: true out of the sidebar, and groups left empty', () => {
    const s = site({ navigation: [{ group: 'G', pages: ['a'] }, { group: 'Only hidden', pages: ['h'] }] }, { 'a.mdx': page('A'), 'h.mdx': page('H', 'hidden: true\n') });
    expect(html(renderNav(context(s, 'a')))).toBe(
      '<nav class="q-nav" aria-label="Pages"><section class="q-nav-section"><h2 class="q-nav-heading">G</h2><ul class="q-nav-list"><li><a class="q-nav-link q-nav-active" href="/a.html" aria-current="page">A</a></li></ul></section></nav>',
    );
  });
});

describe('renderSidebar', () => {
  it('is the drawer target, with a close link, the top-bar links for phones, the anchors and the navigation', () => {
    const s = site({ navigation, topbarLinks: [{ name: 'Blog', url: 'https://acme.dev' }], anchors: [{ name: 'Guides', url: 'guides' }] }, files);
    const out = html(renderSidebar(context(s, 'intro')));
    expect(out.startsWith(`<aside class="q-sidebar" id="q-sidebar" aria-label="Navigation"><a class="q-drawer-close" href="#q-content" aria-label="Close navigation">${svg('xmark')}</a><ul class="q-sidebar-links">`)).toBe(true);
    expect(out.indexOf('<ul class="q-anchors">')).toBeLessThan(out.indexOf('<nav class="q-nav"'));
  });

  it('holds the navigation HTML it is given (the shell passes a slot it fills after serializing), else navHtml\'s', () => {
    const s = site({ navigation: [{ group: 'G', pages: ['a'] }] }, { 'a.mdx': page('A') });
    const ctx = context(s, 'a');
    expect(navHtml(ctx)).toBe('<section class="q-nav-section"><h2 class="q-nav-heading">G</h2><ul class="q-nav-list"><li><a class="q-nav-link q-nav-active" href="/a.html" aria-current="page">A</a></li></ul></section>');
    expect(html(renderSidebar(ctx, '<!--slot-->')).endsWith('<nav class="q-nav" aria-label="Pages"><!--slot--></nav></aside>')).toBe(true);
    expect(html(renderSidebar(ctx)).endsWith(`<nav class="q-nav" aria-label="Pages">${navHtml(ctx)}</nav></aside>`)).toBe(true);
  });
});

describe('plainNav', () => {
  it('drops the group ids and notes where each closed group opens; an open group and an id outside a group tag are not noted', () => {
    const html = '<details class="q-nav-group" data-group="0"><details class="q-nav-group" data-group="1" open></details><span data-group="2"></span><details class="q-nav-group" data-group="3"></details></details>';
    const { plain, closedAt } = plainNav(html);
    expect(plain).toBe('<details class="q-nav-group"><details class="q-nav-group" open></details><span></span><details class="q-nav-group"></details></details>');
    expect([...closedAt]).toEqual([
      [0, 28],
      [3, 114],
    ]);
    expect(plain.slice(0, 28) + ' open' + plain.slice(28, 114)).toBe('<details class="q-nav-group" open><details class="q-nav-group" open></details><span></span><details class="q-nav-group"');
  });
});
