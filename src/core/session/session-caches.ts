import type { Root } from 'mdast';
import { LruCache } from '../lru-cache.ts';
import type { DataParseResult } from '../openapi/parse-openapi.ts';
import type { OpenapiModel } from '../openapi/openapi-model.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import type { DocsConfig } from '../config/index.ts';
import type { RenderedPage } from '../render/render-context.ts';
import type { SiteModel } from '../site/site-model.ts';
import type { NavTemplate } from '../site/render-sidebar.ts';
import type { SiteBodyCache } from '../site/site-render-diagnostics.ts';

/**
 * The caches of one site session (see createSiteSession). Each holds results that depend on nothing
 * but their key and the text stored with them, so a stale entry is never served: the session drops
 * them only to bound memory. A project outside a session gets a fresh set per top-level call (see
 * sessionStateOf), so nothing is kept between calls and nothing is shared between threads.
 */
export interface SessionCaches {
  /** The last parse of each page file, while its text is the same (checking and rendering a page parse it once). */
  readonly parses: LruCache<string, ParsedPage>;
  /** Snippet parses by path and text (snippets are shared by many pages). */
  readonly snippets: LruCache<string, ParsedPage>;
  /** OpenAPI and data files as parsed, by file, with the text parsed. */
  readonly dataFiles: LruCache<string, { readonly text: string; readonly result: DataParseResult }>;
  /** Whether a file is an OpenAPI description, by file, with the text looked at (every page asks). */
  readonly specSniffs: LruCache<string, { readonly text: string; readonly spec: boolean }>;
  /** OpenAPI models by their sources, with every text they read. */
  readonly openapiModels: LruCache<string, { readonly texts: ReadonlyMap<string, string | undefined>; readonly model: OpenapiModel }>;
  /** Highlighted code by language and code. */
  readonly highlights: LruCache<string, string>;
  /** Parsed OpenAPI descriptions (a shared schema's fields repeat across the pages of a spec). */
  readonly openapiMarkdown: LruCache<string, Root>;
  /** Parsed banner and page-not-found texts, rendered on every page. */
  readonly shellMarkdown: LruCache<string, Root>;
  /** Base heading slugs by heading text. */
  readonly slugs: LruCache<string, string>;
  /** An OpenAPI page's body with its operation, by the body rendered, while the model and config are the same (see withOpenapiOperation). */
  /** Page body renderers a check keeps for the next check of the session (see SiteBodyCache): a page whose text and snippets did not change is not rendered again. */
  readonly siteBodies: SiteBodyCache;
  /** The sidebar of each section of a site, rendered once per link base (see navTemplate). */
  readonly navTemplates: WeakMap<SiteModel, Map<string, NavTemplate>>;
  readonly openapiPages: WeakMap<RenderedPage, { readonly model: OpenapiModel; readonly config: DocsConfig | undefined; readonly page: RenderedPage }>;
}

/** Characters of page text whose parses a session keeps. */
export const parseCacheBudget = 8_000_000;

/** A new, empty set of session caches, with the budgets of a long-lived session (the app's worker). */
export function createSessionCaches(): SessionCaches {
  return {
    parses: new LruCache(parseCacheBudget, (_, page) => page.text.length),
    snippets: new LruCache(256),
    dataFiles: new LruCache(64_000_000, (_, v) => v.text.length + 1),
    specSniffs: new LruCache(10_000),
    openapiModels: new LruCache(4),
    highlights: new LruCache(4_000_000, (key, html) => key.length + html.length),
    openapiMarkdown: new LruCache(2_000_000, (key) => key.length + 1),
    shellMarkdown: new LruCache(16),
    slugs: new LruCache(5000),
    openapiPages: new WeakMap(),
    navTemplates: new WeakMap(),
    // siteBodyCacheSize pages (see site-render-diagnostics.ts), each with its parsed blocks and their HTML.
    siteBodies: new LruCache(1000),
  };
}
