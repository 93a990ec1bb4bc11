import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { exportSite } from './export-site-files.ts';
import { all, attr, text, withClass } from './html-query.ts';
import { page } from './site-fixture.ts';

const project = (extra: Record<string, string> = {}) =>
  new MemoryProject({
    'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'guides/setup'] }] }),
    'intro.mdx': page('Introduction', '', 'See the [hidden page](/guides/secret).'),
    'guides/setup.mdx': page('Set up'),
    'guides/secret.mdx': page('Secret'),
    'snippets/part.mdx': 'A snippet.',
    ...extra,
  });

describe('hidden pages (in no navigation) in the export', () => {
  it('are written with the site’s sidebar, no active entry and no previous/next links; snippets are not pages', () => {
    const result = exportSite(project());
    expect(result.pages).toBe(3);
    expect([...result.files.keys()].filter((f) => f.endsWith('.html')).sort()).toEqual(['404.html', 'guides/secret.html', 'guides/setup.html', 'index.html', 'intro.html']);
    const doc = parse(String(result.files.get('guides/secret.html')));
    expect(withClass(doc, 'q-page-title').map(text)).toEqual(['Secret']);
    const nav = withClass(doc, 'q-nav')[0];
    if (!nav) throw new Error('no sidebar');
    expect(withClass(nav, 'q-nav-link').map((a) => [attr(a, 'href'), text(a)])).toEqual([
      ['../intro.html', 'Introduction'],
      ['setup.html', 'Set up'],
    ]);
    expect(all(nav, (el) => attr(el, 'aria-current') !== undefined)).toEqual([]);
    expect(withClass(doc, 'q-pager')).toEqual([]);
    // The listed pages neither list it nor lead to it by previous/next, but link to it from their text.
    const intro = String(result.files.get('intro.html'));
    expect(intro).toContain('<a href="guides/secret.html">hidden page</a>');
    expect(withClass(parse(intro), 'q-pager-link').map((a) => attr(a, 'href'))).toEqual(['guides/setup.html']);
  });

  it('an index page in no navigation gives way to the home page at index.html', () => {
    const result = exportSite(project({ 'index.mdx': page('Unlisted home') }));
    expect(result.pages).toBe(3);
    expect(withClass(parse(String(result.files.get('index.html'))), 'q-page-title').map(text)).toEqual(['Introduction']);
  });
});
