import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import { renderHead } from '../../../src/core/site/render-head.ts';
import { themeCss } from '../../../src/core/site/theme-css.ts';
import { currentSite } from './current-site-fixture.ts';
import { context, html, page, site } from './site-fixture.ts';

/** The Open Graph and Twitter card tags of a page titled `title`, with `description` when it has one (see seoHead). */
function social(title: string, description?: string): string[] {
  const described = (tags: string[]) => (description === undefined ? [] : tags);
  return [
    ...described([`<meta name="description" content="${description}">`]),
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Acme">',
    `<meta property="og:title" content="${title}">`,
    ...described([`<meta property="og:description" content="${description}">`]),
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    ...described([`<meta name="twitter:description" content="${description}">`]),
  ];
}

/** The head's elements after the CSP, up to the theme CSS (title, description and social tags, generator, favicons). */
function headParts(head: Element): string[] {
  return head.children.slice(3, -1).map((child) => toHtml(child));
}

describe('renderHead', () => {
  it('a current-format site: favicons per color scheme, the site description for a page without one', () => {
    const s = currentSite({ description: 'Docs for Acme.', favicon: { light: '/favicon-light.png', dark: '/favicon-dark.png' } });
    expect(headParts(renderHead(context(s, 'guides/start'), { kind: 'provided' }))).toEqual([
      '<title>Start · Acme</title>',
      ...social('Start', 'Docs for Acme.'),
      '<meta name="generator" content="Quire">',
      '<link rel="icon" href="/favicon-light.png" media="(prefers-color-scheme: light)">',
      '<link rel="icon" href="/favicon-dark.png" media="(prefers-color-scheme: dark)">',
    ]);
  });

  it('a page’s own description wins over the site’s; one favicon has no media', () => {
    const s = currentSite({ description: 'Docs for Acme.', favicon: '/favicon.svg' }, { 'index.mdx': page('Home', 'description: The home page.\n') });
    expect(headParts(renderHead(context(s, 'index'), { kind: 'provided' }))).toEqual([
      '<title>Home · Acme</title>',
      ...social('Home', 'The home page.'),
      '<meta name="generator" content="Quire">',
      '<link rel="icon" href="/favicon.svg">',
    ]);
  });

  it('the theme CSS has the background color of the one mode given, the default for the other', () => {
    const s = currentSite({ background: { color: { dark: '#101010' } } });
    const css = themeCss(s.shell);
    expect(css).toContain('--q-primary:#112233;--q-button:#112233;--q-bg:#ffffff}');
    expect(css).toContain('--q-primary:#112233;--q-button:#112233;--q-bg:#101010}');
    expect(html(renderHead(context(s, 'index'), { kind: 'provided' }))).toContain(`<style>${css}</style>`);
  });

  it('a spec-format site keeps its one favicon and no site description', () => {
    const s = site({ navigation: [{ group: 'G', pages: ['a'] }], favicon: '/favicon.png' }, { 'a.mdx': page('A') });
    expect(headParts(renderHead(context(s, 'a'), { kind: 'provided' }))).toEqual(['<title>A · Acme</title>', ...social('A'), '<meta name="generator" content="Quire">', '<link rel="icon" href="/favicon.png">']);
  });
});
