import { describe, expect, it } from 'vitest';
import { createStarsClient, parseGithubRepo } from '../../src/workspace/index.ts';
import type { FetchLike } from '../../src/workspace/index.ts';
import { MemoryStore } from './memory-fs.ts';

describe('parseGithubRepo', () => {
  it('reads owner and repository from GitHub URLs', () => {
    expect(parseGithubRepo('https://github.com/mintlify/starter')).toEqual({ owner: 'mintlify', repo: 'starter' });
    expect(parseGithubRepo('https://www.github.com/a-b/c.d.git')).toEqual({ owner: 'a-b', repo: 'c.d' });
    expect(parseGithubRepo('github.com/o/r/tree/main/docs')).toEqual({ owner: 'o', repo: 'r' });
    expect(parseGithubRepo('https://gitlab.com/o/r')).toBeUndefined();
    expect(parseGithubRepo('https://github.com/only-owner')).toBeUndefined();
  });
});

describe('createStarsClient', () => {
  const repo = { owner: 'mintlify', repo: 'starter' };

  it('asks the public API once and caches the count for a day', async () => {
    const store = new MemoryStore();
    const asked: string[] = [];
    let now = 0;
    const fetch: FetchLike = async (url) => {
      asked.push(url);
      return { ok: true, json: async () => ({ stargazers_count: 42 + asked.length }) };
    };
    const stars = createStarsClient({ fetch, store, now: () => now });
    expect(await stars(repo)).toBe(43);
    now = 23 * 60 * 60 * 1000;
    expect(await stars(repo)).toBe(43);
    now = 25 * 60 * 60 * 1000;
    expect(await stars(repo)).toBe(44);
    expect(asked).toEqual(['https://api.github.com/repos/mintlify/starter', 'https://api.github.com/repos/mintlify/starter']);
  });

  it('gives no count when the request fails or is refused, and asks again only a day later', async () => {
    const store = new MemoryStore();
    let asked = 0;
    let now = 0;
    const failing = createStarsClient({ fetch: async () => (asked++, Promise.reject(new TypeError('Failed to fetch'))), store, now: () => now });
    expect(await failing(repo)).toBeUndefined();
    now = 11 * 60 * 1000;
    expect(await failing(repo)).toBeUndefined();
    now = 23 * 60 * 60 * 1000;
    expect(await failing(repo)).toBeUndefined();
    expect(asked).toBe(1);
    now = 25 * 60 * 60 * 1000;
    const refused = createStarsClient({ fetch: async () => (asked++, { ok: false, json: async () => ({}) }), store, now: () => now });
    expect(await refused(repo)).toBeUndefined();
    expect(await refused(repo)).toBeUndefined();
    expect(asked).toBe(2);
  });

  it('asks nothing while the browser is offline, and asks once back online', async () => {
    const store = new MemoryStore();
    const asked: string[] = [];
    let online = false;
    const stars = createStarsClient({ fetch: async (url) => (asked.push(url), { ok: true, json: async () => ({ stargazers_count: 5 }) }), store, online: () => online });
    expect(await stars(repo)).toBeUndefined();
    expect(await stars(repo)).toBeUndefined();
    expect(asked).toEqual([]);
    online = true;
    expect(await stars(repo)).toBe(5);
    expect(await stars(repo)).toBe(5);
    expect(asked).toEqual(['https://api.github.com/repos/mintlify/starter']);
  });

  it('keeps showing a count fetched in the last two days while the API fails', async () => {
    const store = new MemoryStore();
    store.setItem('quire:stars:mintlify/starter', JSON.stringify({ stars: 7, at: 0 }));
    const failing = (day: number) => createStarsClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')), store, now: () => day * 24 * 60 * 60 * 1000 });
    expect(await failing(1.5)(repo)).toBe(7);
    expect(await failing(3)(repo)).toBeUndefined();
    expect(JSON.parse(store.getItem('quire:stars:mintlify/starter') ?? '')).toEqual({ stars: null, at: 3 * 24 * 60 * 60 * 1000, asked: 3 * 24 * 60 * 60 * 1000 });
  });

  it('ignores an answer without a numeric count', async () => {
    const stars = createStarsClient({ fetch: async () => ({ ok: true, json: async () => ({ message: 'Not Found' }) }), store: new MemoryStore() });
    expect(await stars(repo)).toBeUndefined();
  });
});
