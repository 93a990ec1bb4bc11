import { expect, it, vi } from 'vitest';
import type { WorkerEvent } from '../../src/worker/index.ts';
import { freshSiteService } from './fresh-site-service.ts';
import { starterProject } from '../../src/workspace/index.ts';

type Event<T extends WorkerEvent['type']> = Extract<WorkerEvent, { type: T }>;

// A fresh copy of the worker's modules starts with nothing loaded, as in the browser: jsonc-parser
// (the `json-syntax` resource) loads only when docs.json stops being valid JSON.
it('holds back the work a broken docs.json does until the syntax check loads, then sends the detailed diagnostics and the page once', async () => {
  const { service, events, feed, runTimers, hasResource } = await freshSiteService();
  const files = starterProject();
  service.handle({ type: 'load', files: [...files], assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  runTimers();
  await vi.waitFor(() => expect(feed.some((e) => e.type === 'render') && events.some((e) => e.type === 'diagnostics')).toBe(true), { timeout: 10_000 });
  expect(hasResource('json-syntax')).toBe(false);
  events.splice(0);
  feed.splice(0);

  const text = files.get('docs.json') ?? '';
  const comma = text.indexOf(',');
  service.handle({ type: 'set-file', path: 'docs.json', content: text.slice(0, comma) + text.slice(comma + 1), seq: 2 });
  // The project check runs before the syntax check is in: it too must wait for it rather than post.
  runTimers();
  expect(feed).toEqual([]);
  expect(events.filter((e) => e.type === 'diagnostics')).toEqual([]);
  await vi.waitFor(() => expect(feed.length > 0 && events.some((e) => e.type === 'diagnostics')).toBe(true));

  expect(hasResource('json-syntax')).toBe(true);
  expect(feed.map((e) => [e.type, 'seq' in e ? e.seq : undefined, 'file' in e ? e.file : undefined])).toEqual([['render', 2, 'introduction.mdx']]);
  const posted = events.filter((e): e is Event<'diagnostics'> => e.type === 'diagnostics');
  expect(posted).toHaveLength(1);
  const syntax = posted[0]?.diagnostics.filter((d) => d.code === 'config/json-syntax').map((d) => d.message);
  expect(syntax).toEqual(['Expected a comma between properties']);
  expect(events.filter((e) => e.type === 'failed')).toEqual([]);
});
