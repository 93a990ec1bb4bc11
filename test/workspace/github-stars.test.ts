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

  it('gives no count when offline or refused, and an old count when it has one', async () => {
    const store = new MemoryStore();
    const offline = createStarsClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')), store });
    expect(await offline(repo)).toBeUndefined();
    const refused = createStarsClient({ fetch: async () => ({ ok: false, json: async () => ({}) }), store });
    expect(await refused(repo)).toBeUndefined();
    store.setItem('quire:stars:mintlify/starter', JSON.stringify({ stars: 7, at: 0 }));
    const later = createStarsClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')), store, now: () => 10 * 24 * 60 * 60 * 1000 });
    expect(await later(repo)).toBe(7);
  });

  it('ignores an answer without a numeric count', async () => {
    const stars = createStarsClient({ fetch: async () => ({ ok: true, json: async () => ({ message: 'Not Found' }) }), store: new MemoryStore() });
    expect(await stars(repo)).toBeUndefined();
  });
});
