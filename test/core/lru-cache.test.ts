import { describe, expect, it } from 'vitest';
import { LruCache } from '../../src/core/lru-cache.ts';

describe('LruCache', () => {
  it('drops the least recently used entries first once over its budget of entries', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it('weighs entries by the given function, replaces a key in place and forgets on delete and clear', () => {
    const cache = new LruCache<string, string>(10, (key, value) => key.length + value.length);
    cache.set('a', '1234');
    cache.set('b', '1234');
    cache.set('a', '12');
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual(['12', '1234', 2]);
    // 'c' weighs 6: 'a' (3, used before 'b') goes, and 'b' (5) too, to get back to 10.
    cache.set('c', '12345');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, '12345']);
    cache.set('d', '123');
    cache.delete('c');
    expect([cache.get('c'), cache.get('d'), cache.size]).toEqual([undefined, '123', 1]);
    cache.clear();
    expect([cache.get('c'), cache.size]).toEqual([undefined, 0]);
  });

  it('keeps nothing with a budget of 0', () => {
    const cache = new LruCache<string, number>(0);
    cache.set('a', 1);
    expect([cache.get('a'), cache.size]).toEqual([undefined, 0]);
  });
});
