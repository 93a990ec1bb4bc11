import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { redirectDestination } from '../../../src/core/site/render-redirect.ts';
import { exportSite } from './export-site-files.ts';
import { page } from './site-fixture.ts';

const head = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#x27;none&#x27;; base-uri &#x27;none&#x27;; form-action &#x27;none&#x27;\"><meta name=\"robots\" content=\"noindex\">";
/** The whole redirect page Quire writes for a destination URL, as serialized. */
const redirectPage = (url: string) => `${head}<meta http-equiv="refresh" content="0; url=${url}"><title>Moved</title></head><body><p>This page has moved to <a href="${url}">${url}</a>.</p></body></html>`;

const project = (redirects: unknown[]) =>
  new MemoryProject({
    'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'v3/manage/cloud/index', 'guides/migration-1.0'] }], redirects }),
    'intro.mdx': page('Introduction', '', 'See [cloud](/v3/manage/cloud/) and [again](v3/manage/cloud) and [m](/guides/migration-1.0) and [old](/old/intro).'),
    'v3/manage/cloud/index.mdx': page('Cloud', '', 'Back [home](../../../intro) and [itself](./).'),
    'guides/migration-1.0.mdx': page('Migration', '', 'x'),
  });

describe('redirect pages in the export', () => {
  it('writes one page per redirect source, refreshing to the destination made relative (a folder to its index page) or to an http(s) URL, with a visible link and a policy that allows nothing', () => {
    const redirects = [
      { source: '/old/intro', destination: '/intro#top' },
      { source: '/gone', destination: 'https://example.com/a?b=1&c=2' },
      { source: '/folder', destination: '/v3/manage/cloud/' },
    ];
    const { files, diagnostics } = exportSite(project(redirects));
    expect(diagnostics).toEqual([]);
    expect([...files.keys()].filter((f) => f.endsWith('.html')).sort()).toEqual(['404.html', 'folder.html', 'gone.html', 'guides/migration-1.0.html', 'index.html', 'intro.html', 'old/intro.html', 'v3/manage/cloud/index.html']);
    expect(files.get('old/intro.html')).toBe(redirectPage('../intro.html#top'));
    expect(files.get('gone.html')).toBe(redirectPage('https://example.com/a?b=1&#x26;c=2'));
    expect(files.get('folder.html')).toBe(redirectPage('v3/manage/cloud/index.html'));
  });

  it('writes none for a source with parameters, a source where a page is, or a destination that is not an http(s) URL or a path of the site', () => {
    const redirects = [
      { source: '/blog/:slug*', destination: '/intro' },
      { source: '/intro', destination: '/gone' },
      { source: '/bad', destination: 'javascript:alert(1)' },
      { source: '/other-host', destination: '//evil.example/x' },
    ];
    const { files } = exportSite(project(redirects));
    expect([...files.keys()].filter((f) => f.endsWith('.html')).sort()).toEqual(['404.html', 'guides/migration-1.0.html', 'index.html', 'intro.html', 'v3/manage/cloud/index.html']);
    expect(String(files.get('intro.html'))).not.toContain('refresh');
  });

  it('keeps hostile destinations inert: quoted and encoded, never markup', () => {
    const redirects = [
      { source: '/a', destination: 'https://a.dev/"><script>alert(1)</script>' },
      { source: '/b', destination: '/x"><img src=x onerror=alert(1)>' },
    ];
    const { files } = exportSite(project(redirects));
    const attribute = 'https://a.dev/&#x22;&#x3E;&#x3C;script&#x3E;alert(1)&#x3C;/script&#x3E;';
    expect(files.get('a.html')).toBe(`${head}<meta http-equiv="refresh" content="0; url=${attribute}"><title>Moved</title></head><body><p>This page has moved to <a href="${attribute}">https://a.dev/">&#x3C;script>alert(1)&#x3C;/script></a>.</p></body></html>`);
    expect(files.get('b.html')).toBe(redirectPage('x%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.html'));
  });

  it('accepts only http(s) URLs and paths of the site as destinations', () => {
    expect(['https://a.dev/x', 'HTTP://a.dev', '/new', '../x', 'javascript:alert(1)', 'data:text/html,x', '//a.dev', '/a\\b', 'ftp://a.dev/x', ' ', 'https:///x'].map(redirectDestination)).toEqual([
      { external: 'https://a.dev/x' },
      { external: 'HTTP://a.dev' },
      { internal: '/new' },
      { internal: '../x' },
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('links to a folder index page in the export', () => {
  it('lead to the page’s real file (`/v3/manage/cloud/` → v3/manage/cloud/index.html), and a page named with a dot stays a page', () => {
    const { files } = exportSite(project([{ source: '/old/intro', destination: '/intro' }]));
    const links = (file: string) => [...String(files.get(file)).matchAll(/<div class="q-content">([\s\S]*?)<\/div>/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/href="([^"]*)"/g)].map((h) => h[1]));
    expect(links('intro.html')).toEqual(['v3/manage/cloud/index.html', 'v3/manage/cloud/index.html', 'guides/migration-1.0.html', 'old/intro.html']);
    expect(links('v3/manage/cloud/index.html')).toEqual(['../../../intro.html', 'index.html']);
  });
});
