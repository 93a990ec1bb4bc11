import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { SiteService } from '../../src/worker/site-service.ts';
import type { FeedPort } from '../../src/worker/site-service.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';

const page = (title: string, body: string, extra = '') => `---\ntitle: "${title}"\n${extra}---\n\n${body}\n`;

/** A service with a project loaded and a feed whose messages up are sent by `ask`; the answers are collected. */
function setup(files: Record<string, string>) {
  const answers: unknown[] = [];
  let answered: ((m: unknown) => void) | undefined;
  const feed: FeedPort = {
    postMessage: (m) => {
      if ((m as { type?: string }).type !== 'search-results') return;
      answers.push(m);
      answered?.(m);
    },
  };
  const service = new SiteService(() => {}, { set: () => 0, clear: () => {} });
  service.attachPreview(feed);
  service.handle({ type: 'load', files: Object.entries(files), assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  // The answer comes on the feed (at once, or once a resource the pages need is loaded).
  const ask = (data: unknown): Promise<unknown> => {
    const answer = new Promise((resolve) => (answered = resolve));
    feed.onmessage?.({ data } as MessageEvent);
    return answer;
  };
  return { service, ask, answers, send: (data: unknown) => feed.onmessage?.({ data } as MessageEvent) };
}

const files = {
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/secret'] }] }, search: { prompt: 'Find' } }),
  'index.mdx': page('Home', 'Welcome.'),
  'guides/setup.mdx': page('Set up', 'Intro.\n\n## Install the toolbox\n\nRun the installer.'),
  'guides/secret.mdx': page('Secret', '## Toolbox internals\n\nNot for search.', 'noindex: true\n'),
  'guides/hidden.mdx': page('Hidden', '## Toolbox hidden\n\nNot listed.'),
};

describe("the preview's search, answered by the worker", () => {
  it('finds a heading on another page, with its site URL; hidden and noindex pages are left out', async () => {
    const { ask } = setup(files);
    expect(await ask({ type: 'search', id: 7, query: 'toolbox', version: '', language: '' })).toEqual({
      type: 'search-results',
      id: 7,
      results: [{ title: 'Set up', heading: 'Install the toolbox', snippet: 'Run the installer.', href: '/guides/setup#install-the-toolbox' }],
    });
  });

  it('indexes an edited page again at the next query, and a query that is not one is not answered', async () => {
    const { service, ask, answers, send } = setup(files);
    expect(await ask({ type: 'search', id: 1, query: 'gardening', version: '', language: '' })).toEqual({ type: 'search-results', id: 1, results: [] });
    service.handle({ type: 'set-file', path: 'index.mdx', content: page('Home', 'Welcome.\n\n## Gardening tips\n\nWater often.'), seq: 2 });
    expect(await ask({ type: 'search', id: 2, query: 'gardening', version: '', language: '' })).toEqual({
      type: 'search-results',
      id: 2,
      results: [{ title: 'Home', heading: 'Gardening tips', snippet: 'Water often.', href: '/index#gardening-tips' }],
    });
    // Too long a query is dropped: the next answer is the next query's.
    send({ type: 'search', id: 3, query: 'x'.repeat(501), version: '', language: '' });
    expect(await ask({ type: 'search', id: 4, query: 'water', version: '', language: '' })).toMatchObject({ id: 4 });
    expect(answers).toHaveLength(3);
  });

  it('renders the top bar search box with the config’s prompt, naming no script (the preview page loads its own)', () => {
    const html: string[] = [];
    const service = new SiteService(() => {}, { set: () => 0, clear: () => {} });
    service.attachPreview({ postMessage: (m) => void html.push((m as { html?: string }).html ?? '') });
    service.handle({ type: 'load', files: Object.entries(files), assetPrefix: 'asset:' });
    service.handle({ type: 'show', target: '/', seq: 1 });
    const button = /<button[^>]*data-quire-search[^>]*>/.exec(html.join(''))?.[0];
    expect(button).toBe('<button type="button" class="q-search-button q-js-only" aria-label="Find" aria-keyshortcuts="Control+K Meta+K" data-quire-search="" data-quire-search-prompt="Find">');
  });
});

/**
 * A service whose timers run when the test says: `round()` runs those due now, `settle()` runs rounds
 * until none is left. With `step`, the clock moves that far at each reading, so every slice of work
 * (the check, the index) does one step.
 */
function idleSetup(step?: number) {
  const timers = new Map<number, () => void>();
  let ids = 0;
  let clock = 0;
  const events: WorkerEvent[] = [];
  const answers: unknown[] = [];
  const service = new SiteService((e) => events.push(e), {
    set: (fn) => (timers.set(++ids, fn), ids),
    clear: (id) => timers.delete(id as number),
    ...(step ? { now: () => (clock += step) } : {}),
  });
  const feed: FeedPort = { postMessage: (m) => void ((m as { type?: string }).type === 'search-results' && answers.push(m)) };
  service.attachPreview(feed);
  service.handle({ type: 'load', files: Object.entries(files), assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  service.handle({ type: 'preview-shown' });
  const round = (): void => {
    const due = [...timers.values()];
    timers.clear();
    for (const fn of due) fn();
  };
  const checked = () => events.filter((e) => e.type === 'diagnostics' && !e.cached).length;
  return { service, answers, feed, round, checked, settle: () => { while (timers.size > 0) round(); } };
}

const toolbox = { type: 'search-results', id: 9, results: [{ title: 'Set up', heading: 'Install the toolbox', snippet: 'Run the installer.', href: '/guides/setup#install-the-toolbox' }] };

describe("the preview's search index, made in idle time", () => {
  it('is made after the whole-project check with no query (the sections of Home and Set up; noindex and hidden pages left out), and made again after an edit', () => {
    const { service, settle, checked } = idleSetup();
    expect(service.searchIndexSize).toBeUndefined();
    settle();
    expect(checked()).toBe(1);
    expect(service.searchIndexSize).toBe(3);
    service.handle({ type: 'set-file', path: 'index.mdx', content: page('Home', 'Welcome.\n\n## Gardening tips\n\nWater often.'), seq: 2 });
    expect(service.searchIndexSize).toBeUndefined();
    settle();
    expect(service.searchIndexSize).toBe(4);
  });

  it('answers a query that comes while the index is half made exactly as a query with no index made ahead', () => {
    const { service, feed, round, checked, answers } = idleSetup(1000);
    while (checked() === 0) round();
    // One slice: the index has one page's sections, no more.
    round();
    expect(service.searchIndexSize).toBeUndefined();
    feed.onmessage?.({ data: { type: 'search', id: 9, query: 'toolbox', version: '', language: '' } } as MessageEvent);
    expect(answers).toEqual([toolbox]);
    expect(service.searchIndexSize).toBe(3);
  });
});
