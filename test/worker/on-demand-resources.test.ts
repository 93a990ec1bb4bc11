import { expect, it, vi } from 'vitest';
import type { WorkerEvent } from '../../src/worker/index.ts';
import { starterProject } from '../../src/workspace/index.ts';

// A fresh copy of the worker's modules starts with no icon data or grammar loaded, as in the browser.
async function freshService() {
  vi.resetModules();
  const { SiteService } = await import('../../src/worker/site-service.ts');
  const { hasResource } = await import('../../src/core/resources/index.ts');
  const events: WorkerEvent[] = [];
  const feed: WorkerEvent[] = [];
  const service = new SiteService((e) => events.push(e), { set: () => undefined, clear: () => {} });
  service.attachPreview({ postMessage: (m) => void feed.push(m as WorkerEvent) });
  return { service, events, feed, hasResource };
}

type Render = Extract<WorkerEvent, { type: 'render' | 'render-body' }>;
const renders = (feed: WorkerEvent[]): Render[] => feed.filter((e): e is Render => e.type === 'render' || e.type === 'render-body');
/** An icon whose data was not loaded: an empty box of its size (see pendingIcon). */
const pendingBox = '<path d=""></path>';

it('sends the first page at once, empty boxes in its icons’ places, loads the icons once the preview painted it, then sends the page again complete', async () => {
  const { service, events, feed, hasResource } = await freshService();
  service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 7 });
  // Sent at once: no icon data was waited for, or even asked for.
  expect(renders(feed).map((r) => [r.type, r.seq, r.file])).toEqual([['render', 7, 'introduction.mdx']]);
  const first = renders(feed)[0]?.html ?? '';
  expect(first).toContain(pendingBox);
  expect(first).not.toContain('q-icon-fallback');
  expect(hasResource('icons/fontawesome/0')).toBe(false);

  service.handle({ type: 'preview-shown' });
  await vi.waitFor(() => expect(renders(feed)).toHaveLength(2));
  expect(renders(feed).map((r) => [r.type, r.seq, r.file, r.type === 'render' ? r.scroll : undefined])).toEqual([
    ['render', 7, 'introduction.mdx', 'top'],
    ['render', 0, 'introduction.mdx', 'keep'],
  ]);
  expect(renders(feed)[1]?.html).not.toContain(pendingBox);
  expect(renders(feed)[1]?.html).not.toContain('q-icon-fallback');
  expect(events.filter((e) => e.type === 'failed')).toEqual([]);
});

it('after the first paint, holds back a render that needs icon data until it is loaded: an icon written by another name, through the alias table', async () => {
  const { service, events, feed } = await freshService();
  service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 3 });
  service.handle({ type: 'preview-shown' });
  await vi.waitFor(() => expect(renders(feed)).toHaveLength(2));
  // `external-link` is Font Awesome's old name of `arrow-up-right-from-square`; the starter's own icons are all bundled names.
  service.handle({ type: 'set-file', path: 'introduction.mdx', content: '---\ntitle: "Introduction"\n---\n\n<Icon icon="external-link" />\n', seq: 4 });
  expect(renders(feed)).toHaveLength(2);
  await vi.waitFor(() => expect(renders(feed)).toHaveLength(3));
  const last = renders(feed)[2];
  expect([last?.type, last?.seq, last?.file]).toEqual(['render', 4, 'introduction.mdx']);
  expect(last?.html).not.toContain(pendingBox);
  expect(last?.html).not.toContain('q-icon-fallback');
  expect(events.filter((e) => e.type === 'failed')).toEqual([]);
});

it('checks the project without loading a highlighting grammar: the check renders every page, but code is not highlighted for a report', async () => {
  vi.resetModules();
  const { SiteService } = await import('../../src/worker/site-service.ts');
  const { hasResource } = await import('../../src/core/resources/index.ts');
  const { defaultTimers } = await import('../../src/worker/timers.ts');
  const events: WorkerEvent[] = [];
  const service = new SiteService((e) => events.push(e), defaultTimers, { startLoads: true });
  // The starter's guides and API pages have bash, JSON and JavaScript fences; its home page has none.
  service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'asset:' });
  await vi.waitFor(() => expect(events.some((e) => e.type === 'diagnostics')).toBe(true), { timeout: 10_000 });
  expect(['bash', 'json', 'javascript', 'css', 'python'].filter((g) => hasResource(`grammar/${g}`))).toEqual([]);
  expect(events.filter((e) => e.type === 'failed')).toEqual([]);
});

it("sends the first page before the project check's code is loaded, then loads it and posts the check", async () => {
  vi.resetModules();
  const { SiteService } = await import('../../src/worker/site-service.ts');
  const { hasResource } = await import('../../src/core/resources/index.ts');
  const events: WorkerEvent[] = [];
  const feed: WorkerEvent[] = [];
  const timers: (() => void)[] = [];
  const service = new SiteService((e) => events.push(e), { set: (fn) => timers.push(fn), clear: () => {} });
  service.attachPreview({ postMessage: (m) => void feed.push(m as WorkerEvent) });
  service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  await vi.waitFor(() => expect(feed.map((e) => e.type)).toEqual(['render']));
  // The page is out and the check is due, but its code is not part of what the page needed.
  expect(hasResource('worker/project-check')).toBe(false);
  for (const fn of timers.splice(0)) fn();
  await vi.waitFor(() => expect(events.some((e) => e.type === 'diagnostics')).toBe(true), { timeout: 10_000 });
  expect(hasResource('worker/project-check')).toBe(true);
  const posted = events.filter((e): e is Extract<WorkerEvent, { type: 'diagnostics' }> => e.type === 'diagnostics');
  expect(posted.map((e) => [e.diagnostics.filter((d) => d.severity === 'error').length, e.checkedLoad])).toEqual([[0, 1]]);
  expect(events.filter((e) => e.type === 'failed')).toEqual([]);
});
