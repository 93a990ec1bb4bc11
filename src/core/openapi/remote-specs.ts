// Specs at absolute URLs: core never fetches them. A host (the CLI with --fetch, the app's worker)
// fetches them with fetchRemoteSpec, through a fetch it passes in, and supplies the outcome to its
// site session (see createSiteSession, supplyRemoteSpecs); the OpenAPI model then reads a URL's text as it reads a file.
import { maxFetchedSpecBytes } from './openapi-limits.ts';

/** Why a spec at a URL could not be had: `data.reason` of `openapi/fetch-failed`. */
export type FetchFailureReason = 'scheme' | 'status' | 'network' | 'timeout' | 'too-large' | 'offline';

/** A fetch that failed: the reason, the HTTP status for `status`, and a sentence saying what happened. */
export interface FetchFailure {
  readonly reason: FetchFailureReason;
  readonly status?: number;
  readonly message: string;
}

/** A spec at a URL as the host fetched it: its text, or why there is none. */
export type RemoteSpec = { readonly text: string } | { readonly error: FetchFailure };

/** URL → what its fetch gave. */
export type RemoteSpecs = ReadonlyMap<string, RemoteSpec>;

/** The part of a fetch Response that fetchRemoteSpec reads (the platform's Response has it). */
export interface FetchedResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  readonly body: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array | undefined }>; cancel(): Promise<void> } } | null;
}

/** The host's fetch of one URL (with its timeout and no credentials); it rejects on a network failure, with a `TimeoutError` or `AbortError` on timeout. */
export type SpecFetch = (url: string) => Promise<FetchedResponse>;

/** Options of fetchRemoteSpec. */
export interface FetchSpecOptions {
  /** What to say of a network failure, after "could not be reached": the browser explains CORS, Node names the error; default the error's message. */
  readonly explainNetwork?: (error: unknown) => string;
  /** Bytes read at most; default maxFetchedSpecBytes. */
  readonly maxBytes?: number;
}

/**
 * Fetches a spec named by URL through `fetch`: http and https only, an answer other than 2xx, a body
 * over the size cap (by its Content-Length, or counted while it streams in), a timeout and a
 * network failure each give a FetchFailure instead of a text. Never rejects.
 */
export async function fetchRemoteSpec(url: string, fetch: SpecFetch, options: FetchSpecOptions = {}): Promise<RemoteSpec> {
  const maxBytes = options.maxBytes ?? maxFetchedSpecBytes;
  const fail = (reason: FetchFailureReason, message: string, status?: number): RemoteSpec => ({ error: { reason, message, ...(status !== undefined ? { status } : {}) } });
  if (!/^https?:\/\//i.test(url)) return fail('scheme', 'only http and https URLs are fetched');
  const tooLarge = (): RemoteSpec => fail('too-large', `it is larger than ${maxBytes / 1_000_000} MB`);
  try {
    const response = await fetch(url);
    if (!response.ok) {
      await response.body?.getReader().cancel();
      return fail('status', `the server answered ${response.status}`, response.status);
    }
    const length = Number(response.headers.get('content-length') ?? NaN);
    if (length > maxBytes) {
      await response.body?.getReader().cancel();
      return tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
      if (!next.value) continue;
      size += next.value.length;
      if (size > maxBytes) {
        await reader?.cancel();
        return tooLarge();
      }
      chunks.push(next.value);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return { text: new TextDecoder('utf-8').decode(bytes) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') return fail('timeout', 'no answer came in time');
    return fail('network', `it could not be reached (${options.explainNetwork ? options.explainNetwork(error) : errorMessage(error)})`);
  }
}

/** An error's message, with its cause's when it has one (Node's fetch says only "fetch failed" and puts ECONNREFUSED in the cause). */
function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
