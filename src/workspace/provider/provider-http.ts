import { GitCode } from '../git/git-codes.ts';
import { GitError } from '../git/git-error.ts';
import type { AbortSignalLike } from '../git/git-options.ts';

/** The request budget a host reported in its last answer (GitHub's and GitLab's rate-limit headers). */
export interface RateLimit {
  readonly limit: number;
  readonly remaining: number;
  /** When the budget refills, ISO time; undefined when the host did not say. */
  readonly resetAt: string | undefined;
}

/** Told the request budget after every answer that carried rate-limit headers. */
export type ProviderRateLimitListener = (limit: RateLimit) => void;

/** How a provider talks to a host's REST API. */
export interface ProviderHttpOptions {
  /** The API's base URL, without a trailing slash (`https://api.github.com`, `https://gitlab.com/api/v4`). */
  readonly apiBase: string;
  /** `fetch` (the browser's, or Node's). */
  readonly fetch: typeof globalThis.fetch;
  /** A token; sent only in the Authorization header of requests to the API's origin and the raw host. */
  readonly token?: string;
  /** Stops at the next request once aborted (`git/cancelled`). */
  readonly signal?: AbortSignalLike;
  /** Called after every answer that carried rate-limit headers. */
  readonly onRateLimit?: ProviderRateLimitListener;
}

/** What a request failed with, before it becomes a GitError: the HTTP status and the host's message. */
export interface HostAnswer {
  readonly status: number;
  readonly message: string;
}

/** Maps a host's error answer to a GitError; `explain` picks a code for the statuses a call gives meaning to (409, 422). */
export type ExplainAnswer = (answer: HostAnswer) => GitError | undefined;

const hostName = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * One host's REST API: JSON requests and raw downloads with the token in the Authorization header
 * only, a count of requests made, the last rate-limit figures, and every failure as a GitError
 * (401 auth, 403 scope or rate limit, 404 not found, network, cancel).
 */
export class ProviderHttp {
  /** Requests sent to the API (raw downloads included). */
  requests = 0;
  rateLimit: RateLimit | undefined;
  readonly host: string;

  constructor(readonly options: ProviderHttpOptions) {
    this.host = hostName(options.apiBase);
  }

  /** An absolute URL for `path` under the API base (a path starting with `http` is taken as is). */
  url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.options.apiBase}${path}`;
  }

  /** Sends one request and returns the response, or throws a GitError for a failure. */
  async send(path: string, init: { method?: string; body?: unknown; raw?: boolean; explain?: ExplainAnswer; notFound?: () => GitError } = {}): Promise<Response> {
    if (this.options.signal?.aborted) throw new GitError(GitCode.cancelled);
    const url = this.url(path);
    const headers: Record<string, string> = { accept: init.raw ? '*/*' : 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const native = typeof AbortSignal !== 'undefined' && this.options.signal instanceof AbortSignal ? this.options.signal : undefined;
    let response: Response;
    this.requests++;
    try {
      response = await this.options.fetch(url, {
        method: init.method ?? 'GET',
        headers,
        // Never credentials from the browser's cookie jar: the token is the only authority sent.
        credentials: 'omit',
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
        ...(native ? { signal: native } : {}),
      });
    } catch {
      if (this.options.signal?.aborted) throw new GitError(GitCode.cancelled);
      throw new GitError(GitCode.network, { host: this.host });
    }
    this.readRateLimit(response);
    if (response.ok) return response;
    const message = await response
      .json()
      .then((body: unknown) => (body && typeof body === 'object' && 'message' in body ? String((body as { message: unknown }).message) : ''))
      .catch(() => '');
    throw this.failure(response, { status: response.status, message }, init);
  }

  /** GET (or another method) of a JSON resource. */
  async json<T>(path: string, init: { method?: string; body?: unknown; explain?: ExplainAnswer; notFound?: () => GitError } = {}): Promise<T> {
    const response = await this.send(path, init);
    return (await response.json()) as T;
  }

  /** A JSON resource that may not exist: undefined for a 404. */
  async find<T>(path: string): Promise<T | undefined> {
    const missing = new GitError(GitCode.unknown, { host: this.host, status: 404 });
    try {
      return await this.json<T>(path, { notFound: () => missing });
    } catch (error) {
      if (error === missing) return undefined;
      throw error;
    }
  }

  /** The bytes of a raw download. */
  async bytes(path: string, notFound?: () => GitError): Promise<Uint8Array> {
    const response = await this.send(path, { raw: true, ...(notFound ? { notFound } : {}) });
    return new Uint8Array(await response.arrayBuffer());
  }

  private readRateLimit(response: Response): void {
    const limit = Number(response.headers.get('x-ratelimit-limit') ?? response.headers.get('ratelimit-limit'));
    const remaining = Number(response.headers.get('x-ratelimit-remaining') ?? response.headers.get('ratelimit-remaining'));
    if (!Number.isFinite(limit) || !Number.isFinite(remaining) || response.headers.get('x-ratelimit-remaining') === null && response.headers.get('ratelimit-remaining') === null) return;
    const reset = Number(response.headers.get('x-ratelimit-reset') ?? response.headers.get('ratelimit-reset'));
    this.rateLimit = { limit, remaining, resetAt: Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000).toISOString() : undefined };
    this.options.onRateLimit?.(this.rateLimit);
  }

  private failure(response: Response, answer: HostAnswer, init: { explain?: ExplainAnswer; notFound?: () => GitError }): GitError {
    const host = this.host;
    const explained = init.explain?.(answer);
    if (explained) return explained;
    const { status } = answer;
    if (status === 401) return new GitError(GitCode.authRequired, { host, status });
    if ((status === 403 || status === 429) && (this.rateLimit?.remaining === 0 || /rate limit/i.test(answer.message))) {
      return new GitError(GitCode.rateLimited, { host, status, ...(this.rateLimit ? { limit: this.rateLimit.limit } : {}), ...(this.rateLimit?.resetAt ? { resetAt: this.rateLimit.resetAt } : {}) });
    }
    if (status === 403) {
      const scopes = response.headers.get('x-accepted-oauth-scopes') ?? response.headers.get('x-accepted-github-permissions');
      return new GitError(GitCode.forbidden, { host, status, ...(scopes ? { scope: scopes } : {}) });
    }
    if (status === 409 && /empty/i.test(answer.message)) return new GitError(GitCode.emptyRepository, { host, status });
    if (status === 404) return init.notFound?.() ?? new GitError(GitCode.repositoryNotFound, { host, status });
    return new GitError(GitCode.unknown, { host, status, detail: `HTTP ${status}${answer.message ? `: ${answer.message}` : ''}` });
  }
}
