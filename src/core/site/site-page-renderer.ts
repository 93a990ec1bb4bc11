import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { QuireError } from '../diagnostics/quire-error.ts';
import type { Project } from '../project/project.ts';
import type { PageRenderer, TocEntry } from '../render/index.ts';
import { LruCache } from '../lru-cache.ts';
import { configVariables } from './config-variables.ts';
import { configIconLibrary } from './icon-diagnostics.ts';
import { createSiteBodyRenderer, renderSiteBody, siteBodyKey } from './render-body.ts';
import type { RepositoryLocation } from './render-feedback.ts';
import type { HeadAssets } from './render-head.ts';
import type { SearchBox } from './render-search-button.ts';
import { headTitle } from './render-head.ts';
import { renderSiteShell } from './render-site-shell.ts';
import type { SitePageShell } from './render-site-shell.ts';
import type { ShellContext } from './shell-context.ts';
import type { SiteModel } from './site-model.ts';
import { versionOf } from './site-model.ts';
import { SiteErrorCode } from './site-codes.ts';
import { pagePathOf } from './site-links.ts';
import { withOperationMeta } from '../render/openapi/index.ts';
import { diagramClass } from '../render/code/render-mermaid.ts';
import { inSession } from '../session/session-project.ts';

/** How the pages of a site are rendered; the caller decides every URL. */
export interface SitePageOptions {
  /**
   * How the page gets the CSS and runtime all pages share: `files` (an export: `quire.css` and
   * `quire-runtime.js`) or `provided` (the preview page loads them itself).
   */
  readonly assets: HeadAssets;
  /** The URL of a page (navigation path, such as `guides/setup`) from the current page, with an optional hash (without `#`). */
  readonly pageUrl: (pagePath: string, hash?: string) => string;
  /** The URL of a project file from the current page. */
  readonly assetUrl: (projectPath: string) => string;
  /** Star count of the `github` call-to-action repository, when the host fetched it; never fetched here. */
  readonly githubStars?: number;
  /** Where the project lives in its repository, for the feedback buttons; default the repository found in the config, branch `main`, at its root. */
  readonly repository?: RepositoryLocation;
  /** The site's public URL, for canonical URLs (see ShellContext.siteUrl). */
  readonly siteUrl?: string;
  /** The top bar's search box, whose script (if it names one) the page's CSP allows by its integrity; default none. */
  readonly search?: SearchBox;
  /** The page that shows these copies a page's Markdown itself (see ShellContext.copyPage). */
  readonly copyPage?: boolean;
  /** The URL of the stylesheet of a body's utility classes (see utilityClassesOf), which the head links; default none (the preview puts their CSS in the body). */
  readonly utilityStylesheet?: (bodyHtml: string) => string | undefined;
  /** When a project file was last committed (an ISO date), for `metadata.timestamp` (see renderLastUpdated); default none. */
  readonly lastModified?: (file: string) => string | undefined;
}

/** One rendered site page, its body and the shell around it apart: the whole page is `shell.before + body + shell.after` (see sitePageHtml). */
export interface RenderedSitePage {
  /** The page's file. */
  readonly file: string;
  /** The HTML of the page body, the content of `.q-content`. */
  readonly body: string;
  /** Everything around the body: the same object as the last render's when that is unchanged, so a host can send only the body. */
  readonly shell: SitePageShell;
  /** The body's diagnostics (see renderSiteBody). */
  readonly diagnostics: Diagnostic[];
  /** The head title, "Page · Site". */
  readonly title: string;
  /** False when the page shows an error panel instead of its body. */
  readonly ok: boolean;
  /** How many characters of the page the body render parsed: the changed blocks, or the whole page (see PageRenderer.parsedChars). */
  readonly parsedChars: number;
}

/** Renders pages of a site, again and again as the project changes (see createSitePageRenderer). */
export interface SitePageRenderer {
  /** Renders the navigable page at `pagePath` of `site` as the project now is. */
  render(site: SiteModel, pagePath: string): RenderedSitePage;
}

/**
 * How many pages keep their incremental body renderer in a renderer that keeps any (the preview's:
 * the pages visited last); each holds its page's parsed blocks and their HTML.
 */
export const bodyRendererCacheSize = 24;

/**
 * A renderer of the pages of one project's site, used by the preview (one renderer while the
 * project is open) and the export (one per output file, whose URLs are relative to it). Each page
 * body has an incremental renderer (only changed top-level blocks are parsed again; `keep` of them
 * are kept, the pages rendered last), and the shell is rendered again only when the site, the page
 * or its table of contents changed.
 */
export function createSitePageRenderer(given: Project, options: SitePageOptions, keep = bodyRendererCacheSize): SitePageRenderer {
  const project = inSession(given);
  const bodies = new LruCache<string, PageRenderer>(keep);
  let last: { site: SiteModel; path: string; heading: string; toc: readonly TocEntry[]; shell: SitePageShell } | undefined;
  // Hashes reach the caller without their `#`, and an empty hash as none.
  const pageUrl = (path: string, hash?: string): string => {
    const bare = hash?.replace(/^#/, '');
    return bare ? options.pageUrl(path, bare) : options.pageUrl(path);
  };
  const urls = { pageUrl, assetUrl: options.assetUrl };
  return {
    render(site, pagePath) {
      const page = site.byPath.get(pagePathOf(pagePath));
      if (!page) throw new QuireError(SiteErrorCode.unknownPage, `"${pagePath}" is not a navigable page of this site`, { page: pagePath });
      const bodyOptions = { library: configIconLibrary(site.config), variables: configVariables(site.config) };
      const key = siteBodyKey(page.file, bodyOptions);
      const renderer = bodies.get(key) ?? createSiteBodyRenderer(project, page.file, urls, bodyOptions);
      const { body, diagnostics, threw } = renderSiteBody(project, page.file, renderer, site.config, { urls });
      if (threw) bodies.delete(key);
      else bodies.set(key, renderer);
      const shown = withOperationMeta(page, body);
      const utilities = options.utilityStylesheet?.(body.html);
      const uses = { diagrams: body.html.includes(`class="${diagramClass}"`), ...(utilities !== undefined ? { utilities } : {}) };
      const lastModified = options.lastModified?.(page.file);
      const heading = `${shown.title}\0${shown.meta.description ?? ''}\0${uses.diagrams ? 'diagrams' : ''}\0${utilities ?? ''}\0${lastModified ?? ''}`;
      if (!last || last.site !== site || last.path !== page.path || last.heading !== heading || !sameToc(last.toc, body.toc)) {
        const ctx: ShellContext = { site, page: shown, pageUrl, assetUrl: options.assetUrl, version: versionOf(site, page) ?? site.versions[0], githubStars: options.githubStars, siteUrl: options.siteUrl, search: options.search, lastModified, markdown: options.assets.kind === 'files' && options.assets.markdown !== undefined, copyPage: options.copyPage };
        last = { site, path: page.path, heading, toc: body.toc, shell: renderSiteShell(ctx, body.toc, { assets: options.assets, repository: options.repository, uses }) };
      }
      return { file: page.file, body: body.html, shell: last.shell, diagnostics, title: headTitle(shown.title, site.shell.name), ok: body.ok, parsedChars: renderer.parsedChars };
    },
  };
}

/** The whole HTML of a rendered site page. */
export function sitePageHtml(page: RenderedSitePage): string {
  return page.shell.before + page.body + page.shell.after;
}

function sameToc(a: readonly TocEntry[], b: readonly TocEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.depth === b[i]?.depth && e.id === b[i]?.id && e.text === b[i]?.text);
}
