import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { parseFragment } from 'parse5';
import { serializeHtml } from '../../../src/core/render/index.ts';
import { seoHead } from '../../../src/core/site/seo-head.ts';
import { canonicalUrl, normalizeSiteUrl, siteSeo } from '../../../src/core/site/site-seo.ts';
import { currentSite } from './current-site-fixture.ts';
import { context, page } from './site-fixture.ts';

const tags = (...args: Parameters<typeof context>) => seoHead(context(...args)).map((e) => toHtml(e));

describe('seoHead', () => {
  it('with a site URL: the canonical link and og:url; seo.metatags, then the page’s og:/twitter:/keywords front matter win', () => {
    const s = currentSite(
      { description: 'Docs for Acme.', seo: { metatags: { 'og:image': 'https://acme.dev/og.png', 'google-site-verification': 'abc', 'twitter:site': '@acme', canonical: 'https://ignored.dev' } } },
      { 'guides/start.mdx': page('Start', '"og:title": Start with Acme\n"twitter:card": summary\nkeywords: [widgets, setup]\n') },
    );
    expect(tags(s, 'guides/start', { siteUrl: 'https://docs.acme.dev' })).toEqual([
      '<link rel="canonical" href="https://docs.acme.dev/guides/start">',
      '<meta name="description" content="Docs for Acme.">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Acme">',
      '<meta property="og:title" content="Start with Acme">',
      '<meta property="og:description" content="Docs for Acme.">',
      '<meta property="og:url" content="https://docs.acme.dev/guides/start">',
      '<meta name="twitter:card" content="summary">',
      '<meta property="og:image" content="https://acme.dev/og.png">',
      '<meta name="google-site-verification" content="abc">',
      '<meta name="twitter:site" content="@acme">',
      '<meta name="keywords" content="widgets, setup">',
      '<meta name="twitter:title" content="Start with Acme">',
      '<meta name="twitter:description" content="Docs for Acme.">',
      '<meta name="twitter:image" content="https://acme.dev/og.png">',
    ]);
  });

  it('seo.metatags.canonical is the site URL without --site-url; the home page is its root; a page’s canonical front matter wins', () => {
    const s = currentSite({ seo: { metatags: { canonical: 'https://acme.dev/docs' } } }, { 'guides/start.mdx': page('Start', 'canonical: https://acme.dev/latest/start\n') });
    const seo = siteSeo(s.config);
    expect(seo.siteUrl).toBe('https://acme.dev/docs/');
    expect(canonicalUrl(seo, s, s.byPath.get('index')!)).toBe('https://acme.dev/docs/');
    expect(canonicalUrl(seo, s, s.byPath.get('guides/start')!)).toBe('https://acme.dev/latest/start');
    expect(tags(s, 'index')[0]).toBe('<link rel="canonical" href="https://acme.dev/docs/">');
  });

  it('noindex and hidden pages get robots noindex; seo.indexing "all" indexes hidden pages but never noindex ones', () => {
    const files = { 'guides/start.mdx': page('Start', 'noindex: true\n'), 'orphan.mdx': page('Orphan'), 'index.mdx': page('Home', 'hidden: true\n') };
    const robots = (s: ReturnType<typeof currentSite>, path: string) => tags(s, path).filter((t) => t.includes('"robots"'));
    const navigable = currentSite({}, files);
    expect(robots(navigable, 'guides/start')).toEqual(['<meta name="robots" content="noindex">']);
    expect(robots(navigable, 'orphan')).toEqual(['<meta name="robots" content="noindex">']);
    expect(robots(navigable, 'index')).toEqual(['<meta name="robots" content="noindex">']);
    const all = currentSite({ seo: { indexing: 'all' } }, files);
    expect(robots(all, 'guides/start')).toEqual(['<meta name="robots" content="noindex">']);
    expect(robots(all, 'orphan')).toEqual([]);
    expect(robots(all, 'index')).toEqual([]);
  });

  it('escapes every value as a browser parses it, and never writes a tag whose name is not a plain meta name', () => {
    const hostile = '"><script>alert(1)</script><meta http-equiv="refresh" content="0;url=javascript:alert(1)';
    const s = currentSite(
      { description: hostile, seo: { metatags: { 'x" onload="alert(1)': 'a', refresh: '0;url=https://evil.dev', 'og:image': hostile } } },
      { 'guides/start.mdx': page('Start', `"og:title": '${hostile.replace(/'/g, "''")}'\n`) },
    );
    const html = serializeHtml({ type: 'root', children: seoHead(context(s, 'guides/start')) });
    // As a browser parses the head: only meta tags, with only name/property and content.
    const parsed = parseFragment(html).childNodes as { nodeName: string; attrs?: { name: string }[] }[];
    expect(new Set(parsed.map((n) => n.nodeName))).toEqual(new Set(['meta']));
    expect(new Set(parsed.flatMap((n) => (n.attrs ?? []).map((a) => a.name)))).toEqual(new Set(['name', 'property', 'content']));
    expect(html).toContain('<meta property="og:title" content="&#x22;&#x3E;&#x3C;script&#x3E;alert(1)&#x3C;/script&#x3E;&#x3C;meta http-equiv=&#x22;refresh&#x22; content=&#x22;0;url=javascript:alert(1)">');
  });

  it('a site URL must be http(s), with no query or hash', () => {
    expect(['https://docs.acme.dev', 'http://localhost:8000/docs/', 'javascript:alert(1)', 'https://a.dev/?q', 'docs.acme.dev', 'https://a.dev/"x'].map(normalizeSiteUrl)).toEqual([
      'https://docs.acme.dev/',
      'http://localhost:8000/docs/',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
