import { describe, expect, it } from 'vitest';
import { defineResource, hasResource, loadResources, onResourcesLoaded, settleResources, startLoadsOnLookup, takeMissingResources, useResource } from '../../../src/core/resources/index.ts';

describe('lazy resources', () => {
  it('notes a lookup of a resource that is not loaded, and returns its value once loaded', async () => {
    defineResource('test/a', () => Promise.resolve({ value: 1 }));
    takeMissingResources();
    expect(useResource('test/a')).toBeUndefined();
    expect(useResource('test/a')).toBeUndefined();
    expect(takeMissingResources()).toEqual(['test/a']);
    expect(takeMissingResources()).toEqual([]);
    expect(await loadResources(['test/a'])).toBe(true);
    expect(useResource('test/a')).toEqual({ value: 1 });
    expect(takeMissingResources()).toEqual([]);
    expect(await loadResources(['test/a'])).toBe(false);
  });

  it('does not note names nobody declared', () => {
    takeMissingResources();
    expect(useResource('test/never-declared')).toBeUndefined();
    expect(takeMissingResources()).toEqual([]);
  });

  it('tells listeners after a load, so caches made without the resource can be cleared', async () => {
    let calls = 0;
    onResourcesLoaded(() => calls++);
    defineResource('test/b', () => Promise.resolve('b'));
    await loadResources(['test/b']);
    expect(calls).toBe(1);
    await loadResources(['test/b']);
    expect(calls).toBe(1);
  });

  it('starts loading at the first lookup when asked to, once, and retries a failed load later', async () => {
    const started: string[] = [];
    let fail = true;
    defineResource('test/eager', () => {
      started.push('eager');
      return Promise.resolve('e');
    });
    defineResource('test/eager-flaky', () => {
      started.push('flaky');
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve('f');
    });
    startLoadsOnLookup(true);
    try {
      takeMissingResources();
      expect(useResource('test/eager')).toBeUndefined();
      expect(useResource('test/eager')).toBeUndefined();
      expect(useResource('test/eager-flaky')).toBeUndefined();
      expect(started).toEqual(['eager', 'flaky']);
      expect(takeMissingResources()).toEqual(['test/eager', 'test/eager-flaky']);
      await Promise.resolve();
      expect(useResource('test/eager')).toBe('e');
      // Loaded before anyone asked for it: still reported as new once, so the work runs again.
      expect(await loadResources(['test/eager'])).toBe(true);
      expect(await loadResources(['test/eager'])).toBe(false);
      fail = false;
      expect(await loadResources(['test/eager', 'test/eager-flaky'])).toBe(true);
      expect(started).toEqual(['eager', 'flaky', 'flaky']);
      expect(useResource('test/eager-flaky')).toBe('f');
    } finally {
      startLoadsOnLookup(false);
    }
  });

  it('loads a resource once even when asked for twice at the same time', async () => {
    let loads = 0;
    defineResource('test/c', () => Promise.resolve(++loads));
    await Promise.all([loadResources(['test/c']), loadResources(['test/c'])]);
    expect(loads).toBe(1);
  });

  it('retries a failed load on the next request', async () => {
    let attempt = 0;
    defineResource('test/d', () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('d')));
    await expect(loadResources(['test/d'])).rejects.toThrow('offline');
    expect(hasResource('test/d')).toBe(false);
    await loadResources(['test/d']);
    expect(useResource('test/d')).toBe('d');
  });

  it('settles a job: runs it again after loading what it missed', async () => {
    defineResource('test/e', () => Promise.resolve('loaded'));
    const results: string[] = [];
    const result = await settleResources(() => {
      const value = useResource<string>('test/e') ?? 'fallback';
      results.push(value);
      return value;
    });
    expect(result).toBe('loaded');
    expect(results).toEqual(['fallback', 'loaded']);
  });
});
