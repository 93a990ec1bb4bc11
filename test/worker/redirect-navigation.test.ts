import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { SiteService } from '../../src/worker/site-service.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';

// A site URL that is no page but a redirect source shows the redirect's destination, as the
// exported site's redirect pages do; a redirect to another site is opened by the preview.
const page = (title: string) => `---\ntitle: "${title}"\n---\n\nAbout ${title}.\n`;

function setup(config: object) {
  const events: WorkerEvent[] = [];
  const feed: { type: string }[] = [];
  const service = new SiteService((e) => events.push(e), { set: () => {}, clear: () => {} });
  service.attachPreview({ postMessage: (m) => void feed.push(m as { type: string }) });
  const files: [string, string][] = [
    ['docs.json', JSON.stringify(config)],
    ['intro.mdx', page('Intro')],
    ['guides/setup.mdx', page('Setup')],
    ['posts/2024/hello.mdx', page('Hello')],
  ];
  service.handle({ type: 'load', files, assetPrefix: 'asset:' });
  /** What the preview and the app get for one `show`: the page shown, its URL and scroll, or what else happened. */
  const show = (target: string, seq: number) => {
    feed.splice(0);
    events.splice(0);
    service.handle({ type: 'show', target, seq });
    const render = feed.find((m): m is Extract<WorkerEvent, { type: 'render' }> => m.type === 'render');
    if (render) return { file: render.file, pageUrl: render.pageUrl, scroll: render.scroll };
    return [...feed.filter((m) => m.type === 'open-external'), ...events.filter((e) => e.type === 'not-found')];
  };
  return { show };
}

const redirects = [
  { source: '/old-intro', destination: '/intro' },
  { source: '/start', destination: 'guides/setup#install' },
  { source: '/blog/:slug*', destination: '/posts/:slug*' },
  { source: '/docs/:section/:page', destination: '/:section/:page' },
  { source: '/community', destination: 'https://forum.example.com/c?from=docs' },
  { source: '/twice', destination: '/old-intro' },
  { source: '/loop-a', destination: '/loop-b' },
  { source: '/loop-b', destination: '/loop-a' },
  { source: '/evil', destination: 'javascript:alert(1)' },
];
const spec = { name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'guides/setup', 'posts/2024/hello'] }], redirects };

describe('following redirects in the preview', () => {
  it('shows the destination page of an exact source, with the destination\'s anchor or else the link\'s', () => {
    const { show } = setup(spec);
    expect(show('/old-intro', 1)).toEqual({ file: 'intro.mdx', pageUrl: '/intro', scroll: 'top' });
    // The page shown already keeps its scroll position, as for any link to it.
    expect(show('/old-intro.html', 2)).toEqual({ file: 'intro.mdx', pageUrl: '/intro', scroll: 'keep' });
    expect(show('/start', 3)).toEqual({ file: 'guides/setup.mdx', pageUrl: '/guides/setup', scroll: { anchor: 'install' } });
    expect(show('/old-intro#why', 4)).toEqual({ file: 'intro.mdx', pageUrl: '/intro', scroll: { anchor: 'why' } });
    expect(show('/twice', 5)).toEqual({ file: 'intro.mdx', pageUrl: '/intro', scroll: 'keep' });
  });

  it('fills a pattern source\'s parameters into its destination', () => {
    const { show } = setup(spec);
    expect(show('/blog/2024/hello', 1)).toEqual({ file: 'posts/2024/hello.mdx', pageUrl: '/posts/2024/hello', scroll: 'top' });
    expect(show('/docs/guides/setup', 2)).toEqual({ file: 'guides/setup.mdx', pageUrl: '/guides/setup', scroll: 'top' });
    expect(show('/blog/2023/gone', 3)).toEqual([{ type: 'not-found', seq: 3, target: '/blog/2023/gone' }]);
  });

  it('has the preview open an http(s) destination, and finds no page for a loop or a script URL', () => {
    const { show } = setup(spec);
    expect(show('/community', 1)).toEqual([{ type: 'open-external', url: 'https://forum.example.com/c?from=docs' }]);
    expect(show('/loop-a', 2)).toEqual([{ type: 'not-found', seq: 2, target: '/loop-a' }]);
    expect(show('/evil', 3)).toEqual([{ type: 'not-found', seq: 3, target: '/evil' }]);
  });

  it('a page wins over a redirect from its own URL, and redirects are read from a config with an error elsewhere', () => {
    const { show } = setup({ ...spec, colors: { primary: 'green' }, redirects: [{ source: '/intro', destination: '/guides/setup' }, ...redirects] });
    expect(show('/intro', 1)).toEqual({ file: 'intro.mdx', pageUrl: '/intro', scroll: 'top' });
    expect(show('/start', 2)).toEqual({ file: 'guides/setup.mdx', pageUrl: '/guides/setup', scroll: { anchor: 'install' } });
    expect(show('/old-intro', 3)).toEqual({ file: 'intro.mdx', pageUrl: '/intro', scroll: 'top' });
  });

  it('follows the redirects of a current-format config', () => {
    const { show } = setup({ theme: 'mint', name: 'Acme', navigation: { groups: [{ group: 'Start', pages: ['intro', 'guides/setup', 'posts/2024/hello'] }] }, redirects });
    expect(show('/blog/2024/hello', 1)).toEqual({ file: 'posts/2024/hello.mdx', pageUrl: '/posts/2024/hello', scroll: 'top' });
    expect(show('/community', 2)).toEqual([{ type: 'open-external', url: 'https://forum.example.com/c?from=docs' }]);
  });
});
