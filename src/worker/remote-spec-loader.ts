import { isOnline, offlineMessage } from '../offline/index.ts';
import { fetchRemoteSpec, openapiModel } from '../core/openapi/index.ts';
import type { RemoteSpec, SpecFetch } from '../core/openapi/index.ts';
import type { DocsConfig, RenderSession } from './core-api.ts';

/** What the worker says when the browser would not let it read a spec: the likely cause is CORS, which a message of the browser never names. */
export const corsExplanation =
  'the browser did not let Quire read it: the server must allow this page to read it with CORS (an Access-Control-Allow-Origin header naming this origin or *), or the host is unreachable';

/** Options of RemoteSpecLoader. */
export interface RemoteSpecLoaderOptions {
  /** The worker's fetch of one spec (with its timeout and no credentials); without it, nothing is fetched and URLs stay not fetched. */
  readonly fetch?: SpecFetch;
  /** Whether the browser is online; default isOnline. */
  readonly online?: () => boolean;
}

/**
 * The OpenAPI specs a project's config names by URL, fetched by the worker: each URL once per
 * session (a failure too, except being offline, which is tried again once online), supplied to
 * every project the worker loads. `arrived` runs when a fetch has finished, so the site is made again.
 */
export class RemoteSpecLoader {
  readonly #specs = new Map<string, RemoteSpec>();
  readonly #fetching = new Set<string>();
  readonly #options: RemoteSpecLoaderOptions;
  readonly #arrived: () => void;

  constructor(arrived: () => void, options: RemoteSpecLoaderOptions = {}) {
    this.#arrived = arrived;
    this.#options = options;
  }

  /** Supplies what was fetched to `session` and starts fetching the URLs of `config` not fetched yet. */
  want(session: RenderSession, config: DocsConfig | undefined): void {
    session.supplyRemoteSpecs(this.#specs);
    const project = session.project;
    const fetch = this.#options.fetch;
    if (!fetch || !config) return;
    const online = (this.#options.online ?? isOnline)();
    for (const url of openapiModel(project, config, this.#specs).sources.urls) {
      const known = this.#specs.get(url);
      if (this.#fetching.has(url) || (known && !(online && 'error' in known && known.error.reason === 'offline'))) continue;
      if (!online) {
        this.#specs.set(url, { error: { reason: 'offline', message: offlineMessage } });
        continue;
      }
      this.#fetching.add(url);
      void fetchRemoteSpec(url, fetch, { explainNetwork: () => corsExplanation }).then((spec) => {
        this.#fetching.delete(url);
        this.#specs.set(url, spec);
        this.#arrived();
      });
    }
  }
}
