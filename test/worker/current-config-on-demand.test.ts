import { afterAll, expect, it, vi } from 'vitest';
import type { WorkerEvent } from '../../src/worker/index.ts';
import { freshSiteService } from './fresh-site-service.ts';
import { starterProject } from '../../src/workspace/index.ts';

type Event<T extends WorkerEvent['type']> = Extract<WorkerEvent, { type: T }>;

// As in the app's build, the current format's schema is the `current-config-schema` resource, which a
// fresh copy of the worker's modules has not loaded.
const freshService = () =>
  freshSiteService(() => vi.doMock('../../src/core/resources/current-config-schema.ts', () => import('../../src/core/resources/lazy-current-config-schema.ts')));

// Unit test files share their worker's modules (vitest.config.ts): the mock would outlive this file,
// and a later file's core would validate the current format with a schema that never loads.
afterAll(() => {
  vi.doUnmock('../../src/core/resources/current-config-schema.ts');
  vi.resetModules();
});

const currentConfig = JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { pages: ['intro'] }, footnote: true });
const intro = '---\ntitle: "Intro"\ndescription: "About Acme."\n---\n\nHello.\n';

it('holds back the page and the diagnostics of a current-format project until its schema loads, then sends them once', async () => {
  const { service, events, feed, runTimers, hasResource } = await freshService();
  service.handle({ type: 'load', files: [['docs.json', currentConfig], ['intro.mdx', intro]], assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  expect(hasResource('current-config-schema')).toBe(false);
  expect(feed).toEqual([]);
  expect(events.filter((e) => e.type === 'diagnostics' || e.type === 'render-error')).toEqual([]);
  await vi.waitFor(() => expect(feed.some((e) => e.type === 'render')).toBe(true));
  // The project check starts once the preview painted the first page (the page's icons load then, and it is sent again with them).
  service.handle({ type: 'preview-shown' });
  await vi.waitFor(() => {
    runTimers();
    expect(events.some((e) => e.type === 'diagnostics')).toBe(true);
  });

  expect(hasResource('current-config-schema')).toBe(true);
  // The page went out once the schema was in, and again with its icons once the preview painted it.
  expect(feed.map((e) => [e.type, 'seq' in e ? e.seq : undefined, 'file' in e ? e.file : undefined])).toEqual([
    ['render', 1, 'intro.mdx'],
    ['render', 0, 'intro.mdx'],
  ]);
  const posted = events.filter((e): e is Event<'diagnostics'> => e.type === 'diagnostics');
  expect(posted).toHaveLength(1);
  expect(posted[0]?.diagnostics.filter((d) => d.file === 'docs.json').map((d) => [d.code, d.severity, d.path])).toEqual([['config/unknown-key', 'warning', 'footnote']]);
  expect(events.filter((e) => e.type === 'failed')).toEqual([]);
});

it('never loads the current format’s schema for a spec-format project (the spec-format starter)', async () => {
  const { service, events, feed, runTimers, hasResource } = await freshService();
  service.handle({ type: 'load', files: [...starterProject('spec')], assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  runTimers();
  await vi.waitFor(() => expect(feed.some((e) => e.type === 'render')).toBe(true));
  service.handle({ type: 'preview-shown' });
  await vi.waitFor(
    () => {
      runTimers();
      expect(events.some((e) => e.type === 'diagnostics')).toBe(true);
    },
    { timeout: 10_000 },
  );
  expect(hasResource('current-config-schema')).toBe(false);
});
