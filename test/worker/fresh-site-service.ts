import { vi } from 'vitest';
import type { WorkerEvent } from '../../src/worker/index.ts';

/**
 * A SiteService from a fresh copy of the worker's modules, which starts with no resource loaded, as
 * in the browser. Its events and the preview feed are collected; its timers run when the test says
 * so (`runTimers`), and a cleared one never runs (a rescheduled check runs once). `mock` replaces
 * modules first, as the app's build does (scripts/vite-plugins/core-aliases.ts).
 */
export async function freshSiteService(mock: () => void = () => {}) {
  vi.resetModules();
  mock();
  const { SiteService } = await import('../../src/worker/site-service.ts');
  const { hasResource } = await import('../../src/core/resources/index.ts');
  const events: WorkerEvent[] = [];
  const feed: WorkerEvent[] = [];
  const timers = new Map<number, () => void>();
  let ids = 0;
  const runTimers = (): void => {
    const due = [...timers.values()];
    timers.clear();
    for (const fn of due) fn();
  };
  const service = new SiteService((e) => events.push(e), { set: (fn) => timers.set(++ids, fn) && ids, clear: (id) => timers.delete(id as number) });
  service.attachPreview({ postMessage: (m) => void feed.push(m as WorkerEvent) });
  return { service, events, feed, runTimers, hasResource };
}
