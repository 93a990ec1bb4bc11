import type { ApiRequest, ApiResult } from '../../core/protocol/api-playground-messages.ts';
import type { KeyValueStore } from '../../workspace/index.ts';
import { httpUrl, performApiRequest } from './api-fetch.ts';
import { foreignCredentialOrigins } from './foreign-credentials.ts';
import { maskedRequest } from './masked-request.ts';

/** Where remembered credentials are kept in the app's storage (never the preview's, never a share link). */
export const REMEMBERED_KEY = 'quire:api-credentials';

/** What the playground runs on. */
export interface ApiPlaygroundDeps {
  readonly fetch: typeof fetch;
  /** The app's storage, for credentials the reader asked to remember. */
  readonly storage: KeyValueStore;
  /** Asks the reader before the first request to an origin; resolves to their answer. */
  confirm(title: string, text: string): Promise<boolean>;
  /** The app's origin; default `location.origin`. */
  readonly origin?: string;
}

/**
 * The app's side of the API playground: a request from the preview is shown to the reader
 * (credentials masked) before the first one to each origin, then performed from the app. The
 * origins allowed and the credentials stay in memory; only when the reader ticks "remember" are
 * the credentials kept, per API origin, in the app's storage, and a request that carries the
 * credentials remembered for another origin is asked about every time.
 */
export class ApiPlayground {
  readonly #deps: ApiPlaygroundDeps;
  readonly #allowed = new Set<string>();

  constructor(deps: ApiPlaygroundDeps) {
    this.#deps = deps;
  }

  /** Performs `message`'s request once the reader allowed its origin; resolves to what to answer the preview. */
  async handle(message: ApiRequest): Promise<ApiResult> {
    const origin = this.#deps.origin ?? location.origin;
    const url = httpUrl(message.request.url);
    if (!url) return { ok: false, kind: 'invalid', origin, detail: `Not an http(s) URL: ${message.request.url}` };
    // Remembered credentials are one origin's: a request carrying another origin's is asked about every time.
    const foreign = foreignCredentialOrigins(message.request, url.origin, this.remembered());
    if (!this.#allowed.has(url.origin) || foreign.length > 0) {
      const shown = maskedRequest(message.request, message.secrets);
      const text = [
        `The page's playground asks to send ${shown.line}`,
        shown.headers.length > 0 ? `with the headers ${shown.headers.join(', ')}` : 'with no headers',
        shown.body !== undefined ? `and a body of ${shown.body}.` : 'and no body.',
        ...(foreign.length > 0 ? [`Its credentials are the ones remembered for ${foreign.join(', ')}, not for ${url.origin}.`] : []),
        `It goes from ${origin}, without this app's cookies.`,
        foreign.length > 0 ? `Send them to ${url.origin}?` : `Send requests to ${url.origin} from now on?`,
      ].join(' ');
      const title = foreign.length > 0 ? `Send the credentials of ${foreign.join(', ')} to ${url.origin}?` : `Send a request to ${url.origin}?`;
      if (!(await this.#deps.confirm(title, text))) {
        return { ok: false, kind: 'declined', origin, detail: foreign.length > 0 ? `The request carried the credentials remembered for ${foreign.join(', ')}, and they were not sent to ${url.origin}.` : `Requests to ${url.origin} were not allowed.` };
      }
      this.#allowed.add(url.origin);
    }
    this.#remember(url.origin, message);
    return performApiRequest(message.request, { fetch: this.#deps.fetch, origin });
  }

  /** Keeps the credentials of a request the reader asked to remember; forgets them when they untick it. */
  #remember(apiOrigin: string, message: ApiRequest): void {
    const saved = this.remembered();
    if (message.remember && Object.keys(message.credentials).length > 0) saved[apiOrigin] = message.credentials;
    else if (saved[apiOrigin] !== undefined) delete saved[apiOrigin];
    else return;
    if (Object.keys(saved).length === 0) this.#deps.storage.removeItem(REMEMBERED_KEY);
    else this.#deps.storage.setItem(REMEMBERED_KEY, JSON.stringify(saved));
  }

  /** The remembered credentials of those of `origins` (API origins) that have some. */
  rememberedFor(origins: readonly string[]): [string, Record<string, string>][] {
    const saved = this.remembered();
    return [...new Set(origins)].flatMap((origin) => {
      const credentials = Object.hasOwn(saved, origin) ? saved[origin] : undefined;
      return credentials ? [[origin, credentials] as [string, Record<string, string>]] : [];
    });
  }

  /** The remembered credentials by API origin. */
  remembered(): Record<string, Record<string, string>> {
    try {
      const value: unknown = JSON.parse(this.#deps.storage.getItem(REMEMBERED_KEY) ?? '{}');
      return typeof value === 'object' && value !== null ? (value as Record<string, Record<string, string>>) : {};
    } catch {
      return {};
    }
  }
}
