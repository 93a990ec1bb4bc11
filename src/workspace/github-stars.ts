import type { KeyValueStore } from './key-value-store.ts';

/** A GitHub repository named by a `topbarCtaButton` of type `github`. */
export interface GithubRepo {
  readonly owner: string;
  readonly repo: string;
}

/** The minimal fetch the stars client needs; the app passes window.fetch, tests a fake. */
export type FetchLike = (url: string, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/** How long an answer, or a failure to get one, stands before the API is asked again: once per repository per day. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads `owner/repo` from a GitHub URL (`https://github.com/o/r`, with or without `.git` or a path); undefined otherwise. */
export function parseGithubRepo(url: string): GithubRepo | undefined {
  const match = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[/?#].*)?$/i.exec(url.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { owner: match[1], repo: match[2] };
}

/**
 * The star count of a public repository from `https://api.github.com/repos/OWNER/REPO` — the only
 * request the app makes to anyone but its own origin. The API is asked at most once per repository
 * per day: the answer, or the failure (rate limit, no such repository), is cached in `store` for a
 * day, and nothing is asked while the browser knows it is offline (a request that cannot succeed
 * would only put a network error in the console). A failure gives the last known count or
 * undefined, and the button then shows the repository name without a count.
 *
 * @param options.fetch the network (window.fetch in the app)
 * @param options.store the cache (localStorage in the app)
 * @param options.now the clock (default Date.now)
 * @param options.online whether the network may be reachable (navigator.onLine in the app; default always)
 */
export function createStarsClient(options: { fetch: FetchLike; store: KeyValueStore; now?: () => number; online?: () => boolean }): (repo: GithubRepo) => Promise<number | undefined> {
  const now = options.now ?? Date.now;
  const online = options.online ?? (() => true);
  return async ({ owner, repo }) => {
    const key = `quire:stars:${owner}/${repo}`.toLowerCase();
    const cached = readCache(options.store.getItem(key));
    // A count is shown for two days after it was fetched, while the API fails.
    const known = cached?.stars !== undefined && now() - cached.at < 2 * DAY_MS ? cached.stars : undefined;
    if (cached && now() - cached.asked < DAY_MS) return known;
    // Offline, nothing is asked nor remembered: the first visit back online asks.
    if (!online()) return known;
    let stars: unknown;
    try {
      const response = await options.fetch(`https://api.github.com/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`, { headers: { Accept: 'application/vnd.github+json' } });
      const body = response.ok ? await response.json() : undefined;
      stars = typeof body === 'object' && body !== null && 'stargazers_count' in body ? body.stargazers_count : undefined;
    } catch {
      stars = undefined;
    }
    const fresh = typeof stars === 'number' ? stars : undefined;
    const entry: StarsCache = fresh !== undefined ? { stars: fresh, at: now(), asked: now() } : { stars: known, at: known !== undefined && cached ? cached.at : now(), asked: now() };
    try {
      options.store.setItem(key, JSON.stringify({ stars: entry.stars ?? null, at: entry.at, asked: entry.asked }));
    } catch {
      // A full cache only costs a request next time.
    }
    return entry.stars;
  };
}

/** A cached answer: the count (undefined: none known), when it was fetched, and when the API was last asked. */
interface StarsCache {
  readonly stars: number | undefined;
  readonly at: number;
  readonly asked: number;
}

function readCache(raw: string | null): StarsCache | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'stars' in value && 'at' in value && (typeof value.stars === 'number' || value.stars === null) && typeof value.at === 'number') {
      const asked = 'asked' in value && typeof value.asked === 'number' ? value.asked : value.at;
      return { stars: value.stars ?? undefined, at: value.at, asked };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
