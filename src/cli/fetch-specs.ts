import { loadSiteConfig, type Project } from '../core/index.ts';
import { fetchRemoteSpec, openapiModel, type RemoteSpec, type RemoteSpecs, type SpecFetch, specFetchTimeoutMs } from '../core/openapi/index.ts';

/** Node's fetch of a spec: no cookies or credentials of any kind, redirects followed, given up after specFetchTimeoutMs. */
export const nodeSpecFetch: SpecFetch = (url) =>
  fetch(url, { signal: AbortSignal.timeout(specFetchTimeoutMs), redirect: 'follow', headers: { Accept: 'application/json, application/yaml;q=0.9, */*;q=0.5', 'User-Agent': 'quire' } });

/**
 * `--fetch`: fetches every OpenAPI spec the project's config names by URL (all at once, each with
 * fetchRemoteSpec's limits), for the project's session (see createSiteSession), so its check and build
 * read them as files. Without a `fetch` (no network here) each gets a failure saying so.
 */
export async function fetchSpecs(project: Project, fetch: SpecFetch | undefined): Promise<RemoteSpecs> {
  const config = loadSiteConfig(project).config;
  // The sources alone: an empty map of fetched specs keeps the model from reporting anything yet.
  const urls = openapiModel(project, config, new Map()).sources.urls;
  const offline: RemoteSpec = { error: { reason: 'network', message: 'it could not be reached (no network access here)' } };
  const specs = new Map(await Promise.all(urls.map(async (url) => [url, fetch ? await fetchRemoteSpec(url, fetch) : offline] as const)));
  return specs;
}
