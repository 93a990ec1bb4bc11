import { redirectedUrl } from '../project/link-targets.ts';
import type { RedirectIndex } from '../project/redirect-index.ts';
import { stripPageExtension } from '../project/page-files.ts';
import { parsePageTarget } from './page-target.ts';
import { redirectDestination } from './render-redirect.ts';
import type { SiteModel, SitePage } from './site-model.ts';

/** How many redirects in a row a followed link may take (a loop of redirects ends as a page not found). */
const MAX_REDIRECTS = 8;
/** The origin site URLs are resolved against (never fetched). */
const SITE_ORIGIN = 'https://site.invalid';

/** A config's redirects, indexed for following (see redirectIndexOf); a session keeps them while the config is the same. */
export interface SiteRedirects {
  readonly list: readonly { readonly source: string; readonly destination: string }[];
  readonly index: RedirectIndex;
}

/** What a page target names: a page of the site (with the anchor of the URL), another site a redirect leads to, or nothing (undefined). */
export type ResolvedTarget = { readonly page: SitePage; readonly anchor: string | undefined } | { readonly external: string } | undefined;

/**
 * The page a target names (a project file, or a site URL: a page, a folder's index page, the home
 * page; see parsePageTarget), following the config's redirects from a URL that is no page, as the
 * export's redirect pages do (a few in a row at most); or the other site a redirect leads to.
 */
export function resolvePageTarget(site: SiteModel, target: string, redirects: SiteRedirects): ResolvedTarget {
  let parsed = parsePageTarget(target);
  for (let hops = 0; ; hops++) {
    if (parsed.kind === 'file') {
      const file = parsed.file;
      const page = site.pages.find((p) => p.file === file);
      return page && { page, anchor: undefined };
    }
    const path = parsed.path;
    // A folder's URL shows its index page (`/v3/cloud/` → v3/cloud/index), as in the export.
    const page = path === '' ? site.home : (site.byPath.get(path) ?? site.byPath.get(`${path}/index`) ?? site.pages.find((p) => stripPageExtension(p.file) === path));
    if (page) return { page, anchor: parsed.anchor };
    const url = hops < MAX_REDIRECTS ? redirectedUrl(redirects.list, path, redirects.index) : undefined;
    const destination = url === undefined ? undefined : redirectDestination(url);
    if (destination === undefined) return undefined;
    if ('external' in destination) return destination;
    // A relative destination is relative to the source; the link's anchor is kept when the destination has none, as browsers do.
    const next = new URL(destination.internal, `${SITE_ORIGIN}/${path}`);
    const kept = parsed.anchor === undefined ? '' : `#${encodeURIComponent(parsed.anchor)}`;
    parsed = parsePageTarget(`${next.pathname}${next.hash || kept}`);
  }
}
