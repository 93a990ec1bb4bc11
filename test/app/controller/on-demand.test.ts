import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadForAction, onDemand, prefetchWhenIdle } from '../../../src/app/controller/on-demand.ts';
import { initialAppState } from '../../../src/app/state/app-state.ts';
import { createStore } from '../../../src/app/state/store.ts';

/** An importer whose answers are given in order: a value, or an error to reject with. */
function importer<T>(...answers: (T | Error)[]) {
  const fn = vi.fn(async () => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('No more answers.');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return fn;
}

const noticesOf = (store: ReturnType<typeof createStore<ReturnType<typeof initialAppState>>>) => store.get().notices.map((n) => [n.kind, n.text]);

describe('onDemand', () => {
  it('imports a part once, for every load at the same time and after', async () => {
    const load = importer({ name: 'palette' });
    const part = onDemand(load);
    expect(part.loaded).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b, part.loaded]).toEqual([{ name: 'palette' }, { name: 'palette' }, { name: 'palette' }]);
    expect(await part.load()).toEqual({ name: 'palette' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failed load, and keeps nothing of the failure', async () => {
    const load = importer<{ name: string }>(new TypeError('Failed to fetch dynamically imported module: /assets/ui.js'), { name: 'palette' });
    const part = onDemand(load);
    await expect(part.load()).rejects.toThrow('Failed to fetch dynamically imported module: /assets/ui.js');
    expect(part.loaded).toBeUndefined();
    expect(await part.load()).toEqual({ name: 'palette' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('prefetches without reporting a failure, which the next load tries again', async () => {
    const load = importer<{ name: string }>(new Error('offline'), { name: 'search' });
    const part = onDemand(load);
    part.prefetch();
    // Let the failed load settle: an unhandled rejection would fail the test run.
    await new Promise((resolve) => setTimeout(resolve));
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.loaded).toBeUndefined();
    expect(await part.load()).toEqual({ name: 'search' });
  });
});

describe('loadForAction', () => {
  it('gives the part and shows nothing when it loads', async () => {
    const store = createStore(initialAppState('light'));
    expect(await loadForAction({ store }, onDemand(importer({ name: 'ops' })), 'Could not move a.mdx')).toEqual({ name: 'ops' });
    expect(noticesOf(store)).toEqual([]);
  });

  it('says what could not be done, and why, when the part does not load', async () => {
    const store = createStore(initialAppState('light'));
    const part = onDemand(importer<{ name: string }>(new TypeError('Failed to fetch dynamically imported module: /assets/file-operations.js')));
    expect(await loadForAction({ store }, part, 'Could not move guides/a.mdx')).toBeUndefined();
    expect(noticesOf(store)).toEqual([['error', 'Could not move guides/a.mdx: part of Quire did not load (Failed to fetch dynamically imported module: /assets/file-operations.js). Reload to try again.']]);
  });
});

describe('prefetchWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts loading every part after the delay, not before', () => {
    vi.useFakeTimers();
    const loads = [importer({ name: 'ui' }), importer({ name: 'ops' })];
    prefetchWhenIdle(loads.map((load) => onDemand(load)), 2000);
    vi.advanceTimersByTime(1999);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([0, 0]);
    vi.advanceTimersByTime(1);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1]);
  });
});
