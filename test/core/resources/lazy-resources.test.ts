import { describe, expect, it } from 'vitest';
import { defineResource, hasResource, loadResources, settleResources, trackResources, useResource } from '../../../src/core/resources/index.ts';

describe('lazy resources', () => {
  it('returns what a piece of work looked up while not loaded with its result, and the value once loaded', async () => {
    defineResource('test/a', () => Promise.resolve({ value: 1 }));
    expect(trackResources(() => [useResource('test/a'), useResource('test/a')])).toEqual({ result: [undefined, undefined], missing: ['test/a'] });
    expect(trackResources(() => 1)).toEqual({ result: 1, missing: [] });
    expect(await loadResources(['test/a'])).toBe(true);
    expect(trackResources(() => useResource('test/a'))).toEqual({ result: { value: 1 }, missing: [] });
    expect(await loadResources(['test/a'])).toBe(false);
  });

  it('does not note names nobody declared', () => {
    expect(trackResources(() => useResource('test/never-declared'))).toEqual({ result: undefined, missing: [] });
  });

  it('reports what nested work missed to the work around it too, and keeps nothing after it', () => {
    defineResource('test/b', () => Promise.resolve('b'));
    defineResource('test/b2', () => Promise.resolve('b2'));
    const outer = trackResources(() => {
      useResource('test/b');
      return trackResources(() => useResource('test/b2'));
    });
    expect(outer).toEqual({ result: { result: undefined, missing: ['test/b2'] }, missing: ['test/b', 'test/b2'] });
    expect(() => trackResources(() => {
      useResource('test/b');
      throw new Error('boom');
    })).toThrow('boom');
    expect(trackResources(() => 0).missing).toEqual([]);
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
    const lookups = trackResources(() => [useResource('test/eager'), useResource('test/eager'), useResource('test/eager-flaky')], { startLoads: true });
    expect(lookups).toEqual({ result: [undefined, undefined, undefined], missing: ['test/eager', 'test/eager-flaky'] });
    expect(started).toEqual(['eager', 'flaky']);
    await Promise.resolve();
    expect(useResource('test/eager')).toBe('e');
    // Loaded before anyone asked for it: still reported as new once, so the work runs again.
    expect(await loadResources(['test/eager'])).toBe(true);
    expect(await loadResources(['test/eager'])).toBe(false);
    fail = false;
    expect(await loadResources(['test/eager', 'test/eager-flaky'])).toBe(true);
    expect(started).toEqual(['eager', 'flaky', 'flaky']);
    expect(useResource('test/eager-flaky')).toBe('f');
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
