import { originOf } from '../git/token-auth.ts';
import type { GitCredentials } from '../git/token-auth.ts';
import { githubProvider } from './github-provider.ts';
import { gitlabProvider } from './gitlab-provider.ts';
import type { ProviderRateLimitListener } from './provider-http.ts';
import type { ProviderKind, ProviderRepo, RepoProvider } from './repo-provider.ts';
import type { AbortSignalLike } from '../git/git-options.ts';

/** A link's or the dialog's explicit choice: the provider and its API base (GitHub Enterprise, self-managed GitLab, a test's mock). */
export interface ProviderChoice {
  readonly provider?: string;
  readonly api?: string;
}

const GITHUB_API = 'https://api.github.com';

function httpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The provider repository a URL names: github.com and gitlab.com by their host, any other host only
 * with an explicit `provider` (and its `api` base, default `<origin>/api/v3` or `/api/v4`).
 * Undefined when the URL is for git-over-HTTP (another host, or not a repository path).
 */
export function providerRepoFor(repoUrl: string, choice: ProviderChoice = {}): ProviderRepo | undefined {
  const url = httpUrl(repoUrl);
  if (!url || url.username || url.password) return undefined;
  const host = url.host.toLowerCase();
  const named = choice.provider === 'github' || choice.provider === 'gitlab' ? choice.provider : undefined;
  // An API base alone says which: GitHub Enterprise serves /api/v3, GitLab /api/v4.
  const byApi = choice.api?.replace(/\/+$/, '').endsWith('/api/v3') ? 'github' : choice.api?.replace(/\/+$/, '').endsWith('/api/v4') ? 'gitlab' : undefined;
  const kind: ProviderKind | undefined = named ?? byApi ?? (host === 'github.com' ? 'github' : host === 'gitlab.com' ? 'gitlab' : undefined);
  if (!kind) return undefined;
  // `owner/name/tree/main/docs` (GitHub) and `group/sub/name/-/tree/main` (GitLab) name the repository first.
  const segments = url.pathname.split('/').filter(Boolean);
  const cut = kind === 'gitlab' ? segments.indexOf('-') : 2;
  const parts = (cut >= 0 ? segments.slice(0, cut) : segments).map((s, i, all) => (i === all.length - 1 ? s.replace(/\.git$/, '') : s));
  if (parts.length < 2 || parts.some((p) => p === '.' || p === '..')) return undefined;
  const api = choice.api !== undefined ? httpUrl(choice.api) : undefined;
  if (choice.api !== undefined && !api) return undefined;
  const apiBase = (api ? api.href : host === 'github.com' ? GITHUB_API : `${url.origin}/api/${kind === 'github' ? 'v3' : 'v4'}`).replace(/\/+$/, '');
  return { kind, apiBase, path: parts.join('/'), webUrl: `${url.origin}/${parts.join('/')}` };
}

/**
 * The token for a provider's requests: the one kept for the API's own origin; for api.github.com
 * also the one kept for https://github.com (the same service). Never one chosen by the repository's
 * URL alone: a link naming a foreign API base gets that base's token or none.
 */
export function providerToken(repo: ProviderRepo, credentials: GitCredentials | undefined): string | undefined {
  if (!credentials) return undefined;
  const origin = originOf(repo.apiBase);
  const own = origin && Object.hasOwn(credentials, origin) ? credentials[origin] : undefined;
  if (own) return own;
  if (repo.apiBase === GITHUB_API && Object.hasOwn(credentials, 'https://github.com')) return credentials['https://github.com'];
  return undefined;
}

/** The RepoProvider for a repository. */
export function createProvider(
  repo: ProviderRepo,
  options: { readonly fetch: typeof globalThis.fetch; readonly credentials?: GitCredentials; readonly signal?: AbortSignalLike; readonly onRateLimit?: ProviderRateLimitListener },
): RepoProvider {
  const token = providerToken(repo, options.credentials);
  const http = { fetch: options.fetch, ...(token ? { token } : {}), ...(options.signal ? { signal: options.signal } : {}), ...(options.onRateLimit ? { onRateLimit: options.onRateLimit } : {}) };
  return repo.kind === 'github' ? githubProvider(repo, http) : gitlabProvider(repo, http);
}
