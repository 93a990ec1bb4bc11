import type { DocsConfig } from '../config/index.ts';
import { validateConfig } from '../config/index.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { QuireError } from '../diagnostics/quire-error.ts';
import type { Project } from '../project/project.ts';
import { normalizePath } from '../project/project.ts';
import type { ConfigSource } from './icon-diagnostics.ts';
import { iconDiagnostics } from './icon-diagnostics.ts';
import { asyncapiDiagnostics, asyncapiModel } from '../asyncapi/index.ts';
import { openapiModel } from '../openapi/index.ts';
import { withGeneratedPages } from '../openapi/generated-pages.ts';
import type { RepositoryLocation } from './render-feedback.ts';
import { renderNotFound } from './render-not-found.ts';
import { renderSitePage } from './render-site-page.ts';
import { exportAssets, type ExportedAssets } from './export-assets.ts';
import { diagramScript, diagramScriptFileName, exportStyles, reservedFolder, runtimeFileName, siteRuntime, siteRuntimeHash, stylesheetFileName } from './site-assets.ts';
import { cspHash } from './sha256.ts';
import { publishedMarkdownFile, publishedPage, publishFiles, type PublishHost, type WrittenPublishedPage } from './publish-files.ts';
import type { PublishedPage } from './publish-files.ts';
import { searchLoader, searchScript } from './search-runtime.ts';
import { siteSeo } from './site-seo.ts';
import type { HeadAssets } from './render-head.ts';
import { diagramClass } from '../render/code/render-mermaid.ts';
import { loadSiteConfig } from './load-site-config.ts';
import { findConfigFile } from '../check/project-files.ts';
import type { SiteModel } from './site-model.ts';
import { buildSiteModel } from './site-model.ts';
import { SiteErrorCode } from './site-codes.ts';
import { pagePathOf, relativeUrl } from './site-links.ts';
import { BuildCode } from '../check/check-codes.ts';
import { hasPathParameters, linkedPage } from '../project/link-targets.ts';
import { redirectDestination, renderRedirect } from './render-redirect.ts';
import { inSession } from '../session/session-project.ts';
import { LruCache } from '../lru-cache.ts';
import { utilityClassesOf, utilityCss, type UtilityCssCache, utilityStylesheetFile } from './utility-css.ts';

/** Options of planExport. */
export interface ExportOptions {
  /** A config already validated by the caller; default: docs.json (or mint.json) is read and validated. */
  readonly config?: DocsConfig;
  /** Star count of the `github` call-to-action repository, fetched by the caller. */
  readonly githubStars?: number;
  /** Where the project lives in its repository, for the feedback buttons. */
  readonly repository?: RepositoryLocation;
  /**
   * The URL path the site is served from (`/docs/`), or a full URL; default `/`. Only `404.html` uses it:
   * hosts serve that file at any missing URL, so its links cannot be relative (see renderNotFound).
   */
  readonly basePath?: string;
  /** The site's public URL (`https://docs.example.com/`), for canonical URLs, the sitemap and llms.txt; default `seo.metatags.canonical`, else none. */
  readonly siteUrl?: string;
  /** Also write the files for agents and search engines (see publishFiles: each page's `.md`, llms.txt, llms-full.txt, robots.txt, sitemap.xml); default false. */
  readonly publish?: boolean;
  /**
   * The MiniSearch library's CommonJS text, which the host reads from the installed package: with it
   * (and `publish`), pages get the top bar's search box and the export its search script and index.
   */
  readonly searchLibrary?: string;
  /**
   * Mermaid's browser bundle (`mermaid/dist/mermaid.min.js`), read by the host: the export writes it,
   * with the diagram runtime, as `_quire/mermaid.js` when a page has a diagram, and only those pages
   * load it. Without it diagrams show their source.
   */
  readonly mermaidBundle?: string;
}

/** How many class sets' utility stylesheets a plan keeps made (see UtilitySheets); a page with another set waits for its own again. */
const utilitySheetsKept = 256;

/** The export's search script, loaded on first use (see searchScript). */
export const searchScriptFileName = `${reservedFolder}/quire-search.js`;

/** One HTML file of an export: which page it shows and where it goes. Plain data, so it can be sent to another thread. */
export interface ExportPageJob {
  /** The page's navigation path (`guides/setup`). */
  readonly page: string;
  /** The page's file (`guides/setup.mdx`), whose parse the render reuses. */
  readonly file: string;
  /** The output file (`guides/setup.html`); every URL in it is relative to this file. */
  readonly out: string;
}

/** A rendered job. */
export interface ExportedPage {
  readonly html: string;
  readonly diagnostics: Diagnostic[];
  /** With `publish`, the page's Markdown and search sections, made on the thread that rendered it (see publishedPage); none for a copy's job (`index.html`). */
  readonly published?: PublishedPage;
  /** The project files this page links to or shows (see SiteExportPlan.referencedFiles), so a build cache can keep them with the page. */
  readonly referenced: string[];
  /** The stylesheet of the page's utility classes that it links (see utilityStylesheetFile), for the host to write with the site's files; none without utilities. */
  readonly utilities?: UtilityStylesheet;
  /** True when the page has classes whose stylesheet the plan has not made yet, so it links none: renderPage makes it and renders the page again. */
  readonly utilitiesPending?: true;
}

/** A utility stylesheet of an export: its output file and CSS. */
export interface UtilityStylesheet {
  readonly file: string;
  readonly css: string;
}

/**
 * A site export split into parts, so a host can render the pages in any order or spread them over
 * threads: each thread makes the same plan (from the same files and config) and renders some jobs.
 */
export interface SiteExportPlan {
  /** The config the site is built from; undefined when there is none (then there are no jobs). */
  readonly config: DocsConfig | undefined;
  /** The site model every page's shell and navigation are rendered from (a build cache keys pages by it); undefined without a config. */
  readonly site: SiteModel | undefined;
  /** The pages to render, in navigation order, then the pages in no navigation (hidden), and `index.html` when the home page lives in a folder. */
  readonly jobs: readonly ExportPageJob[];
  /** Output files that repeat a rendered job's file (`index.html` of a home page at the root): copy → original. */
  readonly copies: ReadonlyMap<string, string>;
  /** How many pages the site writes: the navigable ones and the hidden ones (pages in no navigation). */
  readonly pages: number;
  /**
   * Renders one job as a host writes it: with the stylesheet of its utility classes (see
   * utilityCss), which is generated asynchronously; a page that fails still gets HTML, with an error
   * panel and a `build/page-failed` error.
   */
  renderPage(job: ExportPageJob): Promise<ExportedPage>;
  /** Renders one job at once, linking a utility stylesheet only when this plan has made it already (for its diagnostics; see renderPage). */
  renderJob(job: ExportPageJob): ExportedPage;
  /** The project files the jobs rendered so far by this plan link to or show (`images/a.png`), so a build's threads can pool them. */
  referencedFiles(): string[];
  /**
   * The files that need no page rendering (a new map each call): the project's assets (see
   * exportAssets; `referenced` adds to the files this plan's own jobs referenced, for the other
   * threads' jobs), `404.html`, the stylesheet and the runtime. The assets are chosen on the first
   * call, of this or siteDiagnostics, so call it once every job is rendered. `published`: the pages'
   * Markdown and sections the jobs made (see ExportedPage.published); a page missing there is parsed here.
   */
  staticFiles(referenced?: Iterable<string>, published?: Iterable<PublishedPage | WrittenPublishedPage>, host?: PublishHost): Map<string, string | Uint8Array>;
  /**
   * With `publish`: the `.md` file of a page from the Markdown its render made (see
   * ExportedPage.published), for the thread that rendered it to write, and the small record that
   * stands for the page in staticFiles and siteFiles once written (they then read its body back with
   * their host's `readWritten` for llms-full.txt, and make no `.md` for it; see PublishHost). Undefined without `publish`.
   */
  publishedFile(published: PublishedPage): { path: string; text: string; record: WrittenPublishedPage } | undefined;
  /** Diagnostics about the site as a whole: reading the config, unknown icons and project files not copied (computed on call; `referenced` as for staticFiles). */
  siteDiagnostics(referenced?: Iterable<string>): Diagnostic[];
  /**
   * The files of the site, the one list every host of a build writes (a folder, a zip): the static
   * files (see staticFiles; `referenced` as there), the rendered `pages` (output file → HTML) and the
   * copies of those pages. A copy of a page not in `pages` (another thread wrote it) is the caller's.
   */
  siteFiles(pages: Iterable<readonly [string, string]>, referenced?: Iterable<string>, published?: Iterable<PublishedPage | WrittenPublishedPage>, utilities?: Iterable<UtilityStylesheet>, host?: PublishHost): Map<string, string | Uint8Array>;
}

/** The config to build from: the caller's, the validated one, or the valid parts of a config with errors. */
function loadConfig(project: Project, options: ExportOptions, diagnostics: Diagnostic[]): { config: DocsConfig | undefined; source: ConfigSource | undefined } {
  const file = findConfigFile(project);
  if (file === undefined && options.config) return { config: options.config, source: undefined };
  if (file !== undefined && options.config) {
    const text = project.readText(file) ?? '';
    // The caller validated it already; positions are only needed for an unknown icon, so the text
    // is validated again only then.
    let validated: ReturnType<typeof validateConfig> | undefined;
    const result = () => (validated ??= validateConfig(text, { file }));
    const source: ConfigSource = {
      file,
      rangeOf: (path) => result().rangeOf(path),
      get lines() {
        return result().lines;
      },
    };
    return { config: options.config, source };
  }
  // The same config the check and the preview read (see loadSiteConfig).
  const loaded = loadSiteConfig(project);
  const result = loaded.result;
  if (loaded.file === undefined || result === undefined) {
    diagnostics.push(...loaded.diagnostics);
    return { config: undefined, source: undefined };
  }
  const at = { file: loaded.file, line: 1, column: 1, endLine: 1, endColumn: 1 };
  const source: ConfigSource = { file: loaded.file, rangeOf: result.rangeOf, lines: result.lines };
  if (loaded.valid) return { config: loaded.config, source };
  if (loaded.config) {
    diagnostics.push(partialConfigDiagnostic(loaded.file));
    return { config: loaded.config, source };
  }
  diagnostics.push(...result.diagnostics.filter((d) => d.severity === 'error'));
  diagnostics.push({ ...at, severity: 'error', code: BuildCode.noConfig, message: `${loaded.file} could not be read (see the errors above), so there is nothing to build. Fix \`name\` and \`navigation\` first.` });
  return { config: undefined, source };
}

/** The warning that a config with errors gives the site its valid settings only; `quire check` reports it too, as the build does. */
export function partialConfigDiagnostic(file: string): Diagnostic {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'warning', code: BuildCode.configPartial, message: `${file} has errors, so the site is built from its valid settings only. Fix the errors to get every setting.` };
}

/** The output file of each navigable page: `guides/setup` → `guides/setup.html`. */
function outputFile(pagePath: string): string {
  return `${pagePath}.html`;
}

/** The file hosts serve at a missing URL; its links are absolute from the site's base path. */
const notFoundFile = '404.html';

/** `docs` → `/docs/`, `/` → `/`, `https://x.dev/docs` → `https://x.dev/docs/`. */
function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '/').trim();
  const rooted = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return rooted.endsWith('/') ? rooted : `${rooted}/`;
}

/** The URL of an output file from `out`: relative, or absolute from the base path for `404.html`. */
function urlFrom(out: string, base: string): (file: string) => string {
  if (out !== notFoundFile) return (file) => relativeUrl(out, file);
  return (file) => base + file.split('/').map(encodeURIComponent).join('/');
}

/** The page a link's path shows in the export: the home page for the root, a folder's index page for the folder (`cloud/` → `cloud/index`), else the path itself. */
function exportedPagePath(site: SiteModel, path: string): string {
  const page = pagePathOf(path);
  if (page === '') return site.home?.path ?? 'index';
  return linkedPage(site.byPath, page) ?? page;
}

/**
 * The redirect pages of an export, output file → HTML: one at each redirect's `source` (`/old/page` →
 * `old/page.html`) whose destination is an http(s) URL or a path of the site, made relative like any
 * link. Sources with parameters (`/blog/:slug*`) name no one file, and a source where a page or
 * another redirect is written already (`taken`, lower case) keeps that file; both get no page.
 */
function redirectFiles(site: SiteModel, redirects: DocsConfig['redirects'], taken: ReadonlySet<string>): Map<string, string> {
  const files = new Map<string, string>();
  for (const { source, destination } of redirects ?? []) {
    const page = pagePathOf(source);
    const target = redirectDestination(destination);
    if (page === '' || hasPathParameters(page) || target === undefined) continue;
    const out = outputFile(page);
    if (taken.has(out.toLowerCase()) || files.has(out)) continue;
    let url: string;
    if ('external' in target) url = target.external;
    else {
      const hashAt = target.internal.indexOf('#');
      const hash = hashAt < 0 ? '' : target.internal.slice(hashAt);
      url = relativeUrl(out, outputFile(exportedPagePath(site, target.internal))) + hash;
    }
    files.set(out, renderRedirect(url));
  }
  return files;
}

/** The runtime file of an export and its CSP hash; with search, the site runtime and the search loader, and the search script with its hash. */
interface ExportScripts {
  readonly runtime: string;
  readonly runtimeHash: string;
  readonly search: { readonly text: string; readonly hash: string; readonly prompt: string } | undefined;
}

function exportScripts(config: DocsConfig | undefined, options: ExportOptions): ExportScripts {
  if (!config || options.publish !== true || options.searchLibrary === undefined) return { runtime: siteRuntime(), runtimeHash: siteRuntimeHash(), search: undefined };
  // The preview's runtime stays as it is: only an export's pages can search.
  const runtime = `${siteRuntime()}\n${searchLoader}`;
  const text = searchScript(options.searchLibrary);
  return { runtime, runtimeHash: cspHash(runtime), search: { text, hash: cspHash(text), prompt: siteSeo(config).searchPrompt ?? 'Search…' } };
}

/**
 * The utility stylesheets a plan has made, by class set (see utilityClassesOf, joined by spaces): the
 * CSS, empty when none of the classes is a utility. Kept for the class sets seen last, a few hundred.
 */
interface UtilitySheets {
  readonly made: LruCache<string, string>;
  readonly cache: UtilityCssCache;
}

/** A page render and, when its body has classes whose stylesheet is not made yet, those classes (then the page links none). */
interface PageRender {
  readonly result: ReturnType<typeof renderSitePage>;
  readonly utilities: UtilityStylesheet | undefined;
  readonly missing: string[] | undefined;
}

/** Renders one page to `out`, with every URL relative to that file (or, for `404.html`, to the base path); adds the project files it uses to `referenced`. */
function exportPage(site: SiteModel, pagePath: string, out: string, options: ExportOptions, scripts: ExportScripts, referenced: Set<string>, diagrams: (() => DiagramScript) | undefined, sheets: UtilitySheets): PageRender {
  const url = urlFrom(out, normalizeBase(options.basePath));
  const { search } = scripts;
  const assets: HeadAssets = { kind: 'files', stylesheet: url(stylesheetFileName), script: url(runtimeFileName), scriptHash: scripts.runtimeHash, ...(options.publish === true ? { markdown: url(`${pagePath}.md`) } : {}) };
  // The bundle is hashed only when a page's head asks for it: a site without diagrams never pays for it.
  if (diagrams) {
    Object.defineProperty(assets, 'diagrams', {
      enumerable: true,
      get: () => {
        const script = diagrams();
        return script && { script: url(diagramScriptFileName), scriptHash: script.hash };
      },
    });
  }
  let utilities: UtilityStylesheet | undefined;
  let missing: string[] | undefined;
  const result = renderSitePage(site, pagePath, {
    assets,
    utilityStylesheet: (body) => {
      const classes = utilityClassesOf(body);
      if (classes.length === 0) return undefined;
      const css = sheets.made.get(classes.join(' '));
      if (css === undefined) missing = classes;
      if (css === undefined || css === '') return undefined;
      utilities = { file: utilityStylesheetFile(css), css };
      return url(utilities.file);
    },
    ...(search ? { search: { src: url(searchScriptFileName), integrity: search.hash.replace(/'/g, ''), prompt: search.prompt } } : {}),
    ...(options.siteUrl !== undefined ? { siteUrl: options.siteUrl } : {}),
    pageUrl: (path, hash) => `${url(outputFile(exportedPagePath(site, path)))}${hash ? `#${hash}` : ''}`,
    assetUrl: (projectPath) => {
      const path = normalizePath(projectPath);
      if (path !== '') referenced.add(path);
      return url(projectPath.replace(/^\/+/, ''));
    },
    ...(options.githubStars !== undefined ? { githubStars: options.githubStars } : {}),
    ...(options.repository ? { repository: options.repository } : {}),
  });
  if (diagrams && result.html.includes(`class="${diagramClass}"`)) referenced.add(diagramScriptFileName);
  return { result, utilities, missing };
}

type DiagramScript = ReturnType<typeof diagramScript>;

/**
 * Plans the export of a project as a static site: one HTML file per page, navigable or hidden (plus
 * `index.html` for the home page), the project's images, media and other static files (see
 * exportAssets), a redirect page at each `redirects` source (see redirectFiles), `404.html`, and the
 * stylesheet and runtime in `_quire/`; only that runtime may run
 * (see HeadAssets). Links between pages and to assets are relative, so the folder works from any
 * static host, a sub-folder or `python3 -m http.server`. A page that fails still gets a file, with
 * an error panel, and a `build/page-failed` error; the other pages are unaffected. The plan reads the
 * config and builds the site model once, and lists the HTML files to render (`quire build` spreads
 * them over threads).
 */
export function planExport(given: Project, options: ExportOptions = {}): SiteExportPlan {
  // Outside a session, the plan is one: its renders share their parses and models, and keep nothing after it.
  const files = inSession(given);
  const loadDiagnostics: Diagnostic[] = [];
  const { config, source } = loadConfig(files, options, loadDiagnostics);
  // The pages the navigation generates from OpenAPI are pages like the others (see withGeneratedPages).
  const project = withGeneratedPages(files, config);
  const site = config ? buildSiteModel(config, project) : undefined;
  const jobs: ExportPageJob[] = [];
  const copies = new Map<string, string>();
  const home = site?.home;
  // An `index` page in no navigation gives way to the home page at index.html.
  for (const page of site?.pages ?? []) if (page.listed || page.path !== 'index' || home === undefined) jobs.push({ page: page.path, file: page.file, out: outputFile(page.path) });
  const pageCount = jobs.length;
  if (site && home && home.path !== 'index') {
    // A home page at the root has the same relative links as index.html, so its file is reused.
    if (home.path.includes('/')) jobs.push({ page: home.path, file: home.file, out: 'index.html' });
    else copies.set('index.html', outputFile(home.path));
  }
  const writesNotFound = site !== undefined && !site.byPath.has('404');
  const pageOutputs = new Set([...jobs.map((j) => j.out), ...copies.keys(), ...(writesNotFound ? [notFoundFile] : [])].map((f) => f.toLowerCase()));
  const redirects = site ? redirectFiles(site, config?.redirects, pageOutputs) : new Map<string, string>();
  const referenced = new Set<string>();
  const scripts = exportScripts(config, options);
  const bundle = options.mermaidBundle;
  let script: DiagramScript | undefined;
  const diagrams = bundle === undefined ? undefined : () => (script ??= diagramScript(bundle));
  let assets: ExportedAssets | undefined;
  const sheets: UtilitySheets = { made: new LruCache(utilitySheetsKept), cache: {} };
  // Read once, on the thread that writes them: the other threads of a build never ask.
  const projectAssets = (more: Iterable<string> = []): ExportedAssets => {
    if (assets) return assets;
    for (const path of more) referenced.add(path);
    if (!site) return (assets = { files: new Map(), diagnostics: [] });
    const outputs = new Map<string, string>();
    for (const job of jobs) outputs.set(job.out.toLowerCase(), `the page rendered from ${job.file}`);
    for (const [copy, original] of copies) outputs.set(copy.toLowerCase(), `the home page (a copy of ${original})`);
    if (writesNotFound) outputs.set(notFoundFile, "the site's page-not-found page");
    for (const out of redirects.keys()) outputs.set(out.toLowerCase(), 'a redirect page');
    return (assets = exportAssets(project, outputs, referenced));
  };
  const publishOptions = () => ({ siteUrl: options.siteUrl, base: normalizeBase(options.basePath), search: scripts.search !== undefined });
  const staticFiles = (more?: Iterable<string>, published: Iterable<PublishedPage | WrittenPublishedPage> = [], host?: PublishHost): Map<string, string | Uint8Array> => {
    const files = new Map<string, string | Uint8Array>(projectAssets(more).files);
    if (!config || !site) return files;
    for (const [out, html] of redirects) files.set(out, html);
    if (writesNotFound) files.set(notFoundFile, renderNotFound(site.shell, `${normalizeBase(options.basePath)}index.html`));
    if (options.publish === true) {
      const known = new Map([...published].map((p) => [p.page, p]));
      const extra = publishFiles(site, project, publishOptions(), known, host);
      // A project file the site copies at the same path (its own llms.txt) is kept.
      for (const [out, text] of extra) if (!files.has(out)) files.set(out, text);
      if (scripts.search) files.set(searchScriptFileName, scripts.search.text);
    }
    files.set(runtimeFileName, scripts.runtime);
    files.set(stylesheetFileName, exportStyles());
    const diagramFile = referenced.has(diagramScriptFileName) ? diagrams?.() : undefined;
    if (diagramFile) files.set(diagramScriptFileName, diagramFile.text);
    return files;
  };
  const renderJob = (job: ExportPageJob): { page: ExportedPage; missing: string[] | undefined } => {
    if (!site) throw new QuireError(SiteErrorCode.noConfig, `There is no config to render "${job.page}" with.`, { page: job.page });
    const used = new Set<string>();
    const { result, utilities, missing } = exportPage(site, job.page, job.out, options, scripts, used, diagrams, sheets);
    const { html, diagnostics } = result;
    for (const path of used) referenced.add(path);
    const page = site.byPath.get(job.page);
    const rendered = { html, diagnostics, referenced: [...used], ...(utilities ? { utilities } : {}) };
    // Right after the render, whose parse of the page is memoized: the page is not parsed again.
    if (options.publish !== true || !page || job.out !== outputFile(page.path)) return { page: rendered, missing };
    return { page: { ...rendered, published: publishedPage(project, page, site.config) }, missing };
  };
  return {
    config,
    site,
    jobs,
    copies,
    pages: pageCount,
    renderJob: (job) => {
      const { page, missing } = renderJob(job);
      return missing === undefined ? page : { ...page, utilitiesPending: true };
    },
    renderPage: async (job) => {
      const first = renderJob(job);
      if (first.missing === undefined) return first.page;
      sheets.made.set(first.missing.join(' '), await utilityCss(first.missing, sheets.cache));
      // Again, now with the stylesheet: the page's parse is memoized, and the output is the one a page
      // whose classes another page made first gets, so it does not depend on the order of the pages.
      return renderJob(job).page;
    },
    referencedFiles: () => [...referenced],
    siteDiagnostics: (more) => [...loadDiagnostics, ...(site ? [...iconDiagnostics(site, source), ...openapiModel(project, site.config).diagnostics, ...asyncapiDiagnostics(asyncapiModel(project, site.config))] : []), ...projectAssets(more).diagnostics],
    staticFiles,
    publishedFile: (published) => (options.publish === true && site ? publishedMarkdownFile(site, publishOptions(), published) : undefined),
    siteFiles: (pages, more, published, utilities = [], host) => {
      const files = staticFiles(more, published, host);
      // Named by their content, so the same file from several pages or threads is one.
      for (const { file, css } of utilities) files.set(file, css);
      for (const [out, html] of pages) files.set(out, html);
      for (const [copy, original] of copies) {
        const html = files.get(original);
        if (html !== undefined) files.set(copy, html);
      }
      return files;
    },
  };
}
