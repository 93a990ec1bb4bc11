import type { KeyValueStore } from './key-value-store.ts';

/** A GitHub repository named by a `topbarCtaButton` of type `github`. */
export interface GithubRepo {
  readonly owner: string;
  readonly repo: string;
}

/** The minimal fetch the stars client needs; the app passes window.fetch, tests a fake. */
export type FetchLike = (url: string, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** After a failure, how long before asking again (GitHub allows 60 unauthenticated requests an hour). */
const RETRY_MS = 10 * 60 * 1000;

/** Reads `owner/repo` from a GitHub URL (`https://github.com/o/r`, with or without `.git` or a path); undefined otherwise. */
export function parseGithubRepo(url: string): GithubRepo | undefined {
  const match = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[/?#].*)?$/i.exec(url.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { owner: match[1], repo: match[2] };
}

/**
 * The star count of a public repository from `https://api.github.com/repos/OWNER/REPO` — the only
 * request the app makes to anyone but its own origin. Answers are cached in `store` for a day;
 * any failure (offline, rate limit, no such repository) gives the last known count or undefined,
 * and the button then shows the repository name without a count; the API is asked again after
 * ten minutes.
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
    if (cached && now() - cached.at < (cached.stars === undefined ? RETRY_MS : DAY_MS)) return cached.stars;
    const remember = (stars: number | undefined) => {
      try {
        options.store.setItem(key, JSON.stringify({ stars: stars ?? null, at: now() }));
      } catch {
        // A full cache only costs a request next time.
      }
    };
    let stars: unknown;
    try {
      const response = await options.fetch(`https://api.github.com/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`, { headers: { Accept: 'application/vnd.github+json' } });
      const body = response.ok ? await response.json() : undefined;
      stars = typeof body === 'object' && body !== null && 'stargazers_count' in body ? body.stargazers_count : undefined;
    } catch {
      stars = undefined;
    }
    if (typeof stars === 'number') {
      remember(stars);
      return stars;
    }
    // Keep an older count for a day after it was fetched; either way, wait before asking again.
    if (cached?.stars !== undefined && now() - cached.at < 2 * DAY_MS) return cached.stars;
    remember(undefined);
    return undefined;
  };
}

function readCache(raw: string | null): { stars: number | undefined; at: number } | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'stars' in value && 'at' in value && (typeof value.stars === 'number' || value.stars === null) && typeof value.at === 'number') {
      return { stars: value.stars ?? undefined, at: value.at };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
