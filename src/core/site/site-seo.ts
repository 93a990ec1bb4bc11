import { currentSourceOf } from '../config/current/to-site-config.ts';
import type { DocsConfig } from '../config/index.ts';
import type { SiteModel, SitePage } from './site-model.ts';

/** The site's search engine and agent settings, read from the config (the current format's `seo`, `search` and `markdown`). */
export interface SiteSeo {
  /** The site's public URL, ending in `/` (`https://docs.example.com/`), or undefined when neither `--site-url` nor `seo.metatags.canonical` gives one. */
  readonly siteUrl: string | undefined;
  /** `seo.indexing`: `navigable` (default) indexes the pages the navigation lists; `all` every page but `noindex` ones. */
  readonly indexing: 'navigable' | 'all';
  /** `seo.metatags`, name → content, in the config's order. */
  readonly metatags: Readonly<Record<string, string>>;
  /** `search.prompt`, the search box's placeholder. */
  readonly searchPrompt: string | undefined;
  /** `markdown.instructions` as lines, empty when unset. */
  readonly instructions: readonly string[];
}

const webUrl = /^https?:\/\/[^\s/?#"'<>\\]+(?:\/[^\s?#"'<>\\]*)?$/i;

/** `https://x.dev/docs` → `https://x.dev/docs/`; undefined for anything but an http(s) URL with no query or hash. */
export function normalizeSiteUrl(url: string | undefined): string | undefined {
  const trimmed = url?.trim();
  if (trimmed === undefined || !webUrl.test(trimmed)) return undefined;
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/**
 * The SEO settings of a site: `siteUrl` (the caller's, such as `quire build --site-url`) wins over
 * the config's `seo.metatags.canonical`, which the platform uses as the base every page's path is
 * appended to. A spec-format config has none of these settings.
 */
export function siteSeo(config: DocsConfig, siteUrl?: string): SiteSeo {
  const current = currentSourceOf(config);
  const metatags = current?.seo?.metatags ?? {};
  const instructions = current?.markdown?.instructions;
  const lines = (Array.isArray(instructions) ? instructions : instructions === undefined ? [] : [instructions]).flatMap((i) => i.split(/\r?\n/)).filter((l) => l.trim() !== '');
  return {
    siteUrl: normalizeSiteUrl(siteUrl) ?? normalizeSiteUrl(metatags['canonical']),
    indexing: current?.seo?.indexing ?? 'navigable',
    metatags,
    searchPrompt: current?.search?.prompt?.trim() || undefined,
    instructions: lines,
  };
}

/**
 * Whether search engines, the sitemap, llms.txt and the site search include a page: never with
 * `noindex: true`; with `indexing: navigable`, only pages the navigation lists and that are not
 * `hidden`.
 */
export function isIndexed(page: SitePage, indexing: SiteSeo['indexing']): boolean {
  if (page.meta.noindex === true) return false;
  return indexing === 'all' || (page.listed && page.meta.hidden !== true);
}

/** The path of a page under the site URL, as hosts serve it without `.html`: `guides/setup`, '' for the home page. */
export function publicPath(site: SiteModel, page: SitePage): string {
  if (site.home?.path === page.path) return '';
  return page.path.split('/').map(encodeURIComponent).join('/');
}

/** A page's canonical URL: its front matter `canonical` (an http(s) URL), else the site URL and its public path; undefined without a site URL. */
export function canonicalUrl(seo: SiteSeo, site: SiteModel, page: SitePage): string | undefined {
  const own = page.meta.canonical?.trim();
  if (own !== undefined && webUrl.test(own)) return own;
  return seo.siteUrl === undefined ? undefined : seo.siteUrl + publicPath(site, page);
}
