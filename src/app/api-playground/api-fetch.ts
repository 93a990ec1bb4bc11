import type { ApiHttpRequest, ApiResult } from '../../core/protocol/api-playground-messages.ts';

/** The longest response body passed on to the preview, in characters; the rest is cut. */
export const MAX_RESPONSE_CHARS = 1_000_000;

/** What performing a request runs on. */
export interface ApiFetchDeps {
  readonly fetch: typeof fetch;
  /** Milliseconds, for the time taken; default `performance.now`. */
  readonly now?: () => number;
  /** The origin requests go from (what the API must allow); default `location.origin`. */
  readonly origin?: string;
}

/** The URL of a request when it is absolute http(s); undefined otherwise. */
export function httpUrl(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Performs a playground request from the app: no cookies or HTTP authentication of the app's
 * own (`credentials: 'omit'`), no referrer, redirects followed. A request the browser gives no
 * response for (unreachable, or refused by CORS: the two look the same to a page) is a `network`
 * result naming the origin the API must allow.
 */
export async function performApiRequest(request: ApiHttpRequest, deps: ApiFetchDeps): Promise<ApiResult> {
  const origin = deps.origin ?? location.origin;
  const now = deps.now ?? (() => performance.now());
  const url = httpUrl(request.url);
  if (!url) return { ok: false, kind: 'invalid', origin, detail: `Not an http(s) URL: ${request.url}` };
  const started = now();
  let response: Response;
  try {
    response = await deps.fetch(url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD' ? { body: request.body } : {}),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      mode: 'cors',
      cache: 'no-store',
    });
  } catch (error) {
    return { ok: false, kind: 'network', origin, detail: error instanceof Error ? error.message : String(error) };
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    return { ok: false, kind: 'network', origin, detail: error instanceof Error ? error.message : String(error) };
  }
  return {
    ok: true,
    status: response.status,
    statusText: response.statusText,
    ms: Math.round(now() - started),
    headers: [...response.headers.entries()],
    body: body.length > MAX_RESPONSE_CHARS ? body.slice(0, MAX_RESPONSE_CHARS) : body,
    truncated: body.length > MAX_RESPONSE_CHARS,
  };
}
