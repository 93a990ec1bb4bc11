import { expect, it, vi } from 'vitest';
import type { FeedPort } from '../../src/worker/site-service.ts';
import { freshSiteService } from './fresh-site-service.ts';

// As in the browser, a fresh copy of the worker's modules has not loaded the search's code (the
// `worker/preview-search` resource: MiniSearch and the index's sections).

const page = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n${body}\n`;
const files: [string, string][] = [
  ['docs.json', JSON.stringify({ name: 'Acme', colors: { primary: '#112233' }, navigation: [{ group: 'Start', pages: ['index', 'guides/setup'] }] })],
  ['index.mdx', page('Home', 'Welcome.')],
  ['guides/setup.mdx', page('Set up', 'Intro.\n\n## Install the toolbox\n\nRun the installer.')],
];

it('renders the first page without the search’s code, loads it at the first query and answers that query once, as a query with the code loaded', async () => {
  const { service, feed, runTimers, hasResource } = await freshSiteService();
  const answers: unknown[] = [];
  const port: FeedPort = { postMessage: (m) => void ((m as { type?: string }).type === 'search-results' ? answers.push(m) : feed.push(m as (typeof feed)[number])) };
  service.attachPreview(port);
  service.handle({ type: 'load', files, assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  await vi.waitFor(() => expect(feed.some((e) => e.type === 'render' && e.seq === 1)).toBe(true));
  expect(hasResource('worker/preview-search')).toBe(false);

  port.onmessage?.({ data: { type: 'search', id: 5, query: 'toolbox', version: '', language: '' } } as MessageEvent);
  // Not answered at once: the code is on its way.
  expect(answers).toEqual([]);
  await vi.waitFor(() => expect(answers).toHaveLength(1));
  expect(hasResource('worker/preview-search')).toBe(true);
  expect(answers).toEqual([{ type: 'search-results', id: 5, results: [{ title: 'Set up', heading: 'Install the toolbox', snippet: 'Run the installer.', href: '/guides/setup#install-the-toolbox' }] }]);
  // The index made in idle time after the check uses the loaded code: it is made at once, with no load.
  runTimers();
  expect(service.searchIndexSize).toBe(3);
});

it('loads the search’s code when the whole check is done, and makes the index in idle time once it is in', async () => {
  const { service, events, runTimers, hasResource } = await freshSiteService();
  service.handle({ type: 'load', files, assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  service.handle({ type: 'preview-shown' });
  // The check's own code loads first; the timers run until its diagnostics are posted.
  await vi.waitFor(() => {
    runTimers();
    expect(events.some((e) => e.type === 'diagnostics' && !e.cached)).toBe(true);
  });
  await vi.waitFor(() => {
    runTimers();
    expect(service.searchIndexSize).toBe(3);
  });
  expect(hasResource('worker/preview-search')).toBe(true);
  expect(events.filter((e) => e.type === 'failed')).toEqual([]);
});
