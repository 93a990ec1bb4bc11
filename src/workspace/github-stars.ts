import type { KeyValueStore } from './key-value-store.ts';

/** A GitHub repository named by a `topbarCtaButton` of type `github`. */
export interface GithubRepo {
  readonly owner: string;
  readonly repo: string;
}

/** The minimal fetch the stars client needs; the app passes window.fetch, tests a fake. */
export type FetchLike = (url: string, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads `owner/repo` from a GitHub URL (`https://github.com/o/r`, with or without `.git` or a path); undefined otherwise. */
export function parseGithubRepo(url: string): GithubRepo | undefined {
  const match = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[/?#].*)?$/i.exec(url.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { owner: match[1], repo: match[2] };
}

/**
 * The star count of a public repository from `https://api.github.com/repos/OWNER/REPO` — the only
 * request the app makes to anyone but its own origin. Answers are cached in `store` for a day;
 * any failure (offline, rate limit, no such repository) gives undefined, and the button then shows
 * the repository name without a count.
 *
 * @param options.fetch the network (window.fetch in the app)
 * @param options.store the cache (localStorage in the app)
 * @param options.now the clock (default Date.now)
 */
export function createStarsClient(options: { fetch: FetchLike; store: KeyValueStore; now?: () => number }): (repo: GithubRepo) => Promise<number | undefined> {
  const now = options.now ?? Date.now;
  return async ({ owner, repo }) => {
    const key = `quire:stars:${owner}/${repo}`.toLowerCase();
    const cached = readCache(options.store.getItem(key));
    if (cached && now() - cached.at < DAY_MS) return cached.stars;
    try {
      const response = await options.fetch(`https://api.github.com/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`, { headers: { Accept: 'application/vnd.github+json' } });
      if (!response.ok) return cached?.stars;
      const body = await response.json();
      const stars = typeof body === 'object' && body !== null && 'stargazers_count' in body ? body.stargazers_count : undefined;
      if (typeof stars !== 'number') return cached?.stars;
      try {
        options.store.setItem(key, JSON.stringify({ stars, at: now() }));
      } catch {
        // A full cache only costs a request next time.
      }
      return stars;
    } catch {
      return cached?.stars;
    }
  };
}

function readCache(raw: string | null): { stars: number; at: number } | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'stars' in value && 'at' in value && typeof value.stars === 'number' && typeof value.at === 'number') {
      return { stars: value.stars, at: value.at };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
