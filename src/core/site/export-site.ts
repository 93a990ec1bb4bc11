import { parse as parseJsonc } from 'jsonc-parser';
import type { DocsConfig } from '../config/index.ts';
import { validateConfig } from '../config/index.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { compareDiagnostics } from '../diagnostics/diagnostic.ts';
import type { Project } from '../project/project.ts';
import { inShard, type Shard } from '../project/shard.ts';
import type { ConfigSource } from './icon-diagnostics.ts';
import { iconDiagnostics } from './icon-diagnostics.ts';
import type { RepositoryLocation } from './render-feedback.ts';
import { renderNotFound } from './render-not-found.ts';
import { renderSitePage } from './render-site-page.ts';
import { runtimeFileName, siteRuntime, siteStyles, stylesheetFileName } from './site-assets.ts';
import { salvageConfig } from './salvage-config.ts';
import type { SiteModel } from './site-model.ts';
import { buildSiteModel } from './site-model.ts';
import { pagePathOf, relativeUrl } from './site-links.ts';

/** Options of exportSite. */
export interface ExportOptions {
  /** A config already validated by the caller; default: docs.json (or mint.json) is read and validated. */
  readonly config?: DocsConfig;
  /** Star count of the `github` call-to-action repository, fetched by the caller. */
  readonly githubStars?: number;
  /** Where the project lives in its repository, for the feedback buttons. */
  readonly repository?: RepositoryLocation;
  /**
   * Renders only the pages of one shard (see inShard), so several workers can share a build;
   * shard 0 also writes the assets, `index.html`, `404.html` and the runtime. Default: everything.
   */
  readonly shard?: Shard;
}

/** A static site as files, ready to write to a folder or a zip. */
export interface ExportResult {
  /** Output path → contents: `<page>.html`, `index.html`, `404.html`, `quire.css`, `quire-runtime.js` and the project's assets. */
  readonly files: Map<string, string | Uint8Array>;
  readonly diagnostics: Diagnostic[];
  /** How many navigable pages were rendered (the `index.html` copy of the home page is not counted). */
  readonly pages: number;
}

const configFiles = ['docs.json', 'mint.json'];
const pageFile = /\.mdx?$/i;
// Tooling folders and dotfiles are not part of the site.
const privatePath = /(^|\/)(\.[^/]*|node_modules)(\/|$)/;

/** The config to build from: the caller's, the validated one, or the valid parts of a config with errors. */
function loadConfig(project: Project, options: ExportOptions, diagnostics: Diagnostic[]): { config: DocsConfig | undefined; source: ConfigSource | undefined } {
  const file = configFiles.find((f) => project.has(f));
  const at = { file: file ?? 'docs.json', line: 1, column: 1, endLine: 1, endColumn: 1 };
  if (file === undefined) {
    if (!options.config) diagnostics.push({ ...at, severity: 'error', code: 'build/no-config', message: 'There is no docs.json at the project root, so there is nothing to build. Create one with `name` and `navigation`.' });
    return { config: options.config, source: undefined };
  }
  const text = project.readText(file) ?? '';
  const result = validateConfig(text, { file });
  const source: ConfigSource = { file, rangeOf: result.rangeOf, lines: result.lines };
  if (options.config) return { config: options.config, source };
  if (result.config) return { config: result.config, source };
  const salvaged = salvageConfig(parseJsonc(text));
  if (salvaged) {
    diagnostics.push({ ...at, severity: 'warning', code: 'build/config-partial', message: `${file} has errors, so the site was built from its valid settings only. Run \`quire check\` and fix the errors to get every setting.` });
    return { config: salvaged, source };
  }
  diagnostics.push(...result.diagnostics.filter((d) => d.severity === 'error'));
  diagnostics.push({ ...at, severity: 'error', code: 'build/no-config', message: `${file} could not be read (see the errors above), so there is nothing to build. Fix \`name\` and \`navigation\` first.` });
  return { config: undefined, source };
}

/** The output file of each navigable page: `guides/setup` → `guides/setup.html`. */
function outputFile(pagePath: string): string {
  return `${pagePath}.html`;
}

/** Renders one page to `out`, with every URL relative to that file. */
function exportPage(site: SiteModel, pagePath: string, out: string, options: ExportOptions): ReturnType<typeof renderSitePage> {
  return renderSitePage(site, pagePath, {
    target: 'export',
    pageUrl: (path, hash) => `${relativeUrl(out, outputFile(pagePathOf(path) || (site.home?.path ?? 'index')))}${hash ? `#${hash}` : ''}`,
    assetUrl: (projectPath) => relativeUrl(out, projectPath.replace(/^\/+/, '')),
    runtimeUrl: relativeUrl(out, runtimeFileName),
    stylesheetUrl: relativeUrl(out, stylesheetFileName),
    ...(options.githubStars !== undefined ? { githubStars: options.githubStars } : {}),
    ...(options.repository ? { repository: options.repository } : {}),
  });
}

/**
 * Builds a project into a static site: one HTML file per navigable page (plus `index.html` for
 * the home page), every other project file except the config copied as an asset, `404.html` and
 * the runtime. All links are relative, so the folder works from any static host or from
 * `python3 -m http.server`. A page that fails still gets a file, with an error panel, and a
 * `build/page-failed` error; the other pages are unaffected.
 */
export function exportSite(project: Project, options: ExportOptions = {}): ExportResult {
  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, string | Uint8Array>();
  const { config, source } = loadConfig(project, options, diagnostics);
  if (!config) return { files, diagnostics, pages: 0 };
  const site = buildSiteModel(config, project);
  const shard = options.shard ?? { index: 0, count: 1 };
  const first = shard.index === 0;
  if (first) diagnostics.push(...iconDiagnostics(site, source));

  for (const path of first ? project.list() : []) {
    if (configFiles.includes(path) || pageFile.test(path) || privatePath.test(path)) continue;
    const bytes = project.readBytes(path);
    if (bytes !== undefined) files.set(path, bytes);
  }
  for (const page of site.pages) {
    if (!inShard(page.file, shard)) continue;
    const out = outputFile(page.path);
    const result = exportPage(site, page.path, out, options);
    files.set(out, result.html);
    diagnostics.push(...result.diagnostics);
  }
  const home = site.home;
  if (!first) {
    diagnostics.sort(compareDiagnostics);
    return { files, diagnostics, pages: site.pages.length };
  }
  if (home && !site.byPath.has('index')) {
    // A home page at the root has the same relative links as index.html, so its file is reused.
    const html = home.path.includes('/') || shard.count > 1 ? exportPage(site, home.path, 'index.html', options).html : files.get(outputFile(home.path));
    if (html !== undefined) files.set('index.html', html);
  }
  if (!site.byPath.has('404')) files.set('404.html', renderNotFound(config, 'index.html'));
  files.set(runtimeFileName, siteRuntime());
  files.set(stylesheetFileName, siteStyles());
  diagnostics.sort(compareDiagnostics);
  return { files, diagnostics, pages: site.pages.length };
}
