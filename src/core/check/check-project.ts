import { type ConfigResult, type DocsConfig, navigationPagesFromJson } from '../config/index.ts';
import type { Redirect } from '../config/current/redirect-schema.ts';
import { compareDiagnostics, type Diagnostic, fileDiagnostic } from '../diagnostics/diagnostic.ts';
import { parseOpenapi } from '../openapi/parse-openapi.ts';
import { generatedPages } from '../openapi/generated-pages.ts';
import type { GeneratedPages } from '../openapi/generated-pages.ts';
import { uniqueDiagnostics } from '../diagnostics/unique-diagnostics.ts';
import { loadSiteConfig } from '../site/load-site-config.ts';
import { partialConfigDiagnostic } from '../site/export-site.ts';
import { type SiteBodyCache, siteRenderDiagnosticSteps } from '../site/site-render-diagnostics.ts';
import { runSteps } from '../run-steps.ts';
import { missingPageFixes, replaceEntryFix } from '../fixes/fix-missing-page.ts';
import { closestMatch } from '../diagnostics/suggest.ts';
import { checkPage } from '../lint/index.ts';
import { hasPathParameters, type LinkTargets, linkTargetsOf, projectFileOf, resolvesLink } from '../project/link-targets.ts';
import { redirectDestination } from '../site/render-redirect.ts';
import type { Project } from '../project/project.ts';
import { cachesOf, inSession } from '../session/session-project.ts';
import { parseMemo } from '../page/parse-page.ts';
import { normalizePath } from '../project/project.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { BuildCode, ProjectCode } from './check-codes.ts';
import { copiedFileType, copiedFileTypesText, fileExtensionOf } from '../project/copied-file-type.ts';
import { hasDoubledPageExtension, isPageFile, isSnippetPath, isToolingPath, newPageFile, pageFileFor, projectPageFiles, stripPageExtension } from '../project/page-files.ts';
import { snippetReferences } from './project-files.ts';
import { applyRuleSettings, type RuleSettings, readRuleSettings } from './rule-settings.ts';
import { rulesFileDiagnostics } from '../rules/rules-file-check.ts';

/** Everything `quire check` reports about one project. */
export interface CheckResult {
  /** Sorted by file, then position. */
  readonly diagnostics: Diagnostic[];
  /** How many files were checked (the config plus every page). */
  readonly files: number;
  /** The config the site is built from (see loadSiteConfig; a current-format one mapped to the spec's shape), when it is valid. */
  readonly config: DocsConfig | undefined;
  /** The config file that was read (`docs.json` or `mint.json`), if any. */
  readonly configFile: string | undefined;
  /** The project's rule settings (`.quirerc.json` or `package.json`), already applied to `diagnostics`; absent without a config. */
  readonly settings?: RuleSettings;
}

/** Options of checkProject. */
export interface CheckOptions {
  /** Check pages too (default true); the editor turns this off to re-check only the config. */
  readonly pages?: boolean;
  /**
   * Project paths that are symbolic links, which the host did not follow (the CLI lists them, and so
   * does the app for a workspace, such as a cloned repository's): each is a `project/symlink` warning, and a page or asset that is one
   * is reported as such instead of as missing. Default none.
   */
  readonly symlinks?: readonly string[];
  /** Page body renderers kept from the last check of this project (see SiteBodyCache); default the project's session's. */
  readonly bodies?: SiteBodyCache;
}

/**
 * What checking one page needs to know about the whole project. Plain data (sets of paths), so a
 * build can compute it once and hand it to the threads that check the pages.
 */
export interface PageCheckContext {
  /** The config file, named in the orphan-page message. */
  readonly configFile: string;
  /** Page files the navigation lists. */
  readonly navigated: ReadonlySet<string>;
  /** Page files another page imports as a snippet. */
  readonly snippets: ReadonlySet<string>;
  /** The pages and redirects links may lead to (see linkTargetsOf); default: links are not checked. */
  readonly linkTargets?: LinkTargets;
  /** The project's rule settings, applied to each page's diagnostics; default none. */
  readonly settings?: RuleSettings;
}

/** A project check without its pages: the config-level result plus what is needed to check each page. */
export interface ProjectCheckPlan extends CheckResult {
  /** Every page file to check, in path order. */
  readonly pageFiles: readonly string[];
  /** Undefined when there is no config (then there are no pages to check). */
  readonly context: PageCheckContext | undefined;
  /** The config a build makes the site from: `config` when it is valid, else its valid settings (see loadSiteConfig), if any. */
  readonly siteConfig: DocsConfig | undefined;
}

/**
 * Runs the project-level checks (the config, navigation entries, assets and OpenAPI files) once and
 * lists the pages to check; `checkPageFile` then checks each page, in any order or thread.
 * `diagnostics` and `files` cover the config only.
 */
export function planProjectCheck(given: Project, options: Pick<CheckOptions, 'symlinks'> = {}): ProjectCheckPlan {
  const project = inSession(given);
  const { result, navigated, linkTargets, siteConfig } = checkConfigLevel(project, new Set(options.symlinks));
  if (result.configFile === undefined) return { ...result, pageFiles: [], context: undefined, siteConfig: undefined };
  const context = { configFile: result.configFile, navigated, snippets: snippetReferences(project), linkTargets, ...(result.settings && { settings: result.settings }) };
  return { ...result, pageFiles: projectPageFiles(project), context, siteConfig };
}

/** The checks of the config and what it names; also returns the page files the navigation lists. */
function checkConfigLevel(project: Project, symlinks: ReadonlySet<string>): { result: CheckResult; navigated: Set<string>; linkTargets: LinkTargets; siteConfig?: DocsConfig } {
  const diagnostics: Diagnostic[] = [];
  for (const link of symlinks) {
    diagnostics.push(fileDiagnostic(link, 'warning', ProjectCode.symlink, `${link} is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.`));
  }
  const loaded = loadSiteConfig(project);
  diagnostics.push(...loaded.diagnostics);
  const { file: configFile, result: configResult } = loaded;
  if (configFile === undefined || configResult === undefined) return { result: { diagnostics, files: 0, config: undefined, configFile }, navigated: new Set(), linkTargets: linkTargetsOf([]) };
  if (configFile === 'mint.json') {
    diagnostics.push(fileDiagnostic(configFile, 'info', ProjectCode.legacyConfig, 'This project is read from mint.json, the older name of the config. Rename it to docs.json.'));
  }
  const navigated = checkNavigation(project, configFile, configResult, diagnostics, symlinks, generatedPages(project, loaded.config));
  for (const file of project.list()) if (hasDoubledPageExtension(file) && !isToolingPath(file)) diagnostics.push(doubledExtensionDiagnostic(file));
  // The salvaged config too: a build shows its logo and the rest from it.
  checkConfigAssets(project, configFile, configResult, loaded.config, diagnostics, symlinks);
  const redirects = loaded.config?.redirects ?? [];
  const linkTargets = linkTargetsOf(project.list(), redirects);
  checkRedirects(project, configFile, configResult, redirects, linkTargets, diagnostics);
  diagnostics.push(...rulesFileDiagnostics(project));
  const rules = readRuleSettings(project);
  const graded = [...applyRuleSettings(diagnostics, rules.settings), ...rules.diagnostics].sort(compareDiagnostics);
  return { result: { diagnostics: graded, files: 1, config: loaded.valid ? loaded.config : undefined, configFile, settings: rules.settings }, navigated, linkTargets, ...(loaded.config && { siteConfig: loaded.config }) };
}

/** A file whose name has a page extension twice, or is one: not a page, and what to rename it to. */
function doubledExtensionDiagnostic(file: string): Diagnostic {
  const rename = stripPageExtension(file);
  if (rename === '' || rename.endsWith('/')) {
    return { ...fileDiagnostic(file, 'warning', ProjectCode.doubledExtension, `${file} is only a page extension, with no name before it, so it is not a page of the site. Give it a name.`), data: { file } };
  }
  return { ...fileDiagnostic(file, 'warning', ProjectCode.doubledExtension, `${file} ends in two page extensions, so it is not a page of the site (a navigation entry "${rename}" names the file ${rename}). Rename it to ${rename}.`), data: { file, rename } };
}

/** Checks one page file: its own diagnostics (see checkPage), plus `project/orphan-page` when no navigation entry lists it. */
export function checkPageFile(project: Project, path: string, context: PageCheckContext): Diagnostic[] {
  const snippet = isSnippetPath(path) || context.snippets.has(path);
  const diagnostics = checkPage(path, project.readText(path) ?? '', { snippet, parses: cachesOf(project).get(parseMemo), fileExists: (file) => project.has(file), ...(context.linkTargets && { linkTargets: context.linkTargets }) }).diagnostics;
  if (!snippet && !context.navigated.has(path)) {
    const page = stripPageExtension(path);
    diagnostics.push({ ...fileDiagnostic(path, 'info', ProjectCode.orphanPage, `This page is not in the navigation of ${context.configFile}, so readers can only reach it by a link. Add "${page}" to a group's pages to list it.`), data: { page } });
  }
  return context.settings ? applyRuleSettings(diagnostics, context.settings) : diagnostics;
}

/**
 * Checks a whole project: the config, every page, and the rules that span both (navigation
 * entries resolve to pages, assets and OpenAPI files exist and parse, pages missing from navigation).
 */
export function checkProject(project: Project, options: CheckOptions = {}): CheckResult {
  return runSteps(checkProjectSteps(project, options));
}

/**
 * checkProject one page at a time: the generator stops after each page is checked and after each
 * is rendered, so a host (the app's worker) can answer other requests between pages and drop a check
 * that a new project made useless. Driven to its end it returns what checkProject returns.
 */
export function* checkProjectSteps(given: Project, options: CheckOptions = {}): Generator<void, CheckResult> {
  // One check is one session unless the host keeps one: the check and the render of a page parse it once.
  const project = inSession(given);
  if (options.pages === false) return checkConfigLevel(project, new Set(options.symlinks)).result;
  const plan = planProjectCheck(project, options);
  const { context } = plan;
  const result = { config: plan.config, configFile: plan.configFile, ...(plan.settings && { settings: plan.settings }) };
  if (context === undefined) return { ...result, diagnostics: plan.diagnostics, files: plan.files };
  const diagnostics = [...plan.diagnostics];
  for (const path of plan.pageFiles) {
    diagnostics.push(...checkPageFile(project, path, context));
    yield;
  }
  // What rendering the site reports (see siteRenderDiagnostics), so a check fails where a build would:
  // from the config's valid settings too when it has errors, as the build makes the site from them.
  if (plan.siteConfig) {
    const rendered = yield* siteRenderDiagnosticSteps(project, plan.siteConfig, options.bodies);
    if (!plan.config) rendered.push(partialConfigDiagnostic(context.configFile));
    diagnostics.push(...(plan.settings ? applyRuleSettings(rendered, plan.settings) : rendered));
  }
  return { ...result, diagnostics: uniqueDiagnostics(diagnostics).sort(compareDiagnostics), files: plan.files + plan.pageFiles.length };
}

/** Checks that every navigation entry names an existing page; returns the page files it names. */
function checkNavigation(project: Project, configFile: string, result: ConfigResult, out: Diagnostic[], symlinks: ReadonlySet<string>, generated: GeneratedPages): Set<string> {
  const navigated = new Set<string>();
  let pagePaths: string[] | undefined;
  const raw: unknown = result.config ?? result.value;
  for (const ref of navigationPagesFromJson(raw)) {
    const file = pageFileFor(project, ref.page);
    if (file !== undefined) {
      navigated.add(file);
      continue;
    }
    if (/^https?:\/\//.test(ref.page) || generated.resolvedAt(ref.path)) continue;
    // An endpoint entry (`GET /users`) that names no operation: the page's OpenAPI error, at the entry.
    const endpoint = generated.unresolvedAt(ref.path);
    if (endpoint) {
      out.push({ ...rangeDiagnostic(configFile, result, ref.path, endpoint.severity, endpoint.code, endpoint.message), ...(endpoint.data && { data: endpoint.data }) });
      continue;
    }
    const created = newPageFile(ref.page);
    const data = { page: ref.page };
    const link = [created, created.slice(0, -1)].find((f) => symlinks.has(f));
    if (link !== undefined) {
      out.push({ ...rangeDiagnostic(configFile, result, ref.path, 'error', ProjectCode.missingPage, `Navigation lists "${ref.page}", but ${link} is a symbolic link, which Quire does not follow. Replace the link with the page itself.`), data });
      continue;
    }
    // A file the entry would have named but for its doubled extension: renaming it is the fix, not a new page.
    const base = normalizePath(ref.page);
    const doubled = ['', '.mdx', '.md', '.mdx.mdx', '.md.mdx', '.mdx.md', '.md.md'].map((ext) => base + ext).find((f) => hasDoubledPageExtension(f) && project.has(f));
    const renamed = doubled === undefined ? '' : stripPageExtension(doubled);
    if (doubled !== undefined && renamed !== '' && !renamed.endsWith('/')) {
      const entry = stripPageExtension(renamed);
      const list = entry === base ? '' : ` and list "${entry}"`;
      out.push({ ...rangeDiagnostic(configFile, result, ref.path, 'error', ProjectCode.missingPage, `Navigation lists "${ref.page}", but ${doubled} ends in two page extensions, so it is not a page. Rename it to ${renamed}${list}.`), data });
      continue;
    }
    // The closest existing page, as unknown keys suggest the closest known key; its fix replaces the entry.
    const suggestion = closestMatch(stripPageExtension(base), (pagePaths ??= project.list().filter((f) => isPageFile(f) && !isSnippetPath(f)).map(stripPageExtension)));
    const range = result.rangeOf(ref.path);
    if (suggestion !== undefined && range) {
      const message = `Navigation lists "${ref.page}", but there is no ${created} or ${created.slice(0, -1)} file; did you mean \`${suggestion}\`?`;
      out.push({ ...rangeDiagnostic(configFile, result, ref.path, 'error', ProjectCode.missingPage, message), data: { ...data, suggestion }, fix: replaceEntryFix(configFile, range.start, range.end, suggestion) });
      continue;
    }
    const missing: Diagnostic = { ...rangeDiagnostic(configFile, result, ref.path, 'error', ProjectCode.missingPage, `Navigation lists "${ref.page}", but there is no ${created} or ${created.slice(0, -1)} file. Create the page or fix the path.`), data };
    const [fix] = missingPageFixes('', missing);
    out.push(fix ? { ...missing, fix } : missing);
  }
  return navigated;
}

/**
 * Checks the files that logo, favicon, backgroundImage and local openapi entries name, in the config the
 * site is built from (for the current format, mapped by toSiteConfig: its favicon, background image and
 * OpenAPI files are at their own keys).
 */
function checkConfigAssets(project: Project, configFile: string, result: ConfigResult, config: DocsConfig | undefined, out: Diagnostic[], symlinks: ReadonlySet<string>): void {
  if (!config) return;
  const current = result.format === 'current';
  const assets: [string, (string | number)[]][] = [];
  if (typeof config.logo === 'string') assets.push([config.logo, ['logo']]);
  else if (config.logo) {
    if (config.logo.light !== undefined) assets.push([config.logo.light, ['logo', 'light']]);
    if (config.logo.dark !== undefined) assets.push([config.logo.dark, ['logo', 'dark']]);
  }
  const favicon = current ? result.currentConfig?.favicon : undefined;
  if (config.favicon !== undefined) assets.push([config.favicon, typeof favicon === 'object' ? ['favicon', 'light'] : ['favicon']]);
  if (config.backgroundImage !== undefined) assets.push([config.backgroundImage, current ? ['background', 'image'] : ['backgroundImage']]);
  const forcedMode = config.modeToggle?.isHidden === true ? config.modeToggle.default : undefined;
  for (const [target, path] of assets) {
    if (isExternalUrl(target) || reportOutside(configFile, result, target, path, out)) continue;
    if (project.has(target)) {
      const file = normalizePath(target);
      if (copiedFileType(file) === undefined) {
        const extension = fileExtensionOf(file);
        out.push({ ...rangeDiagnostic(configFile, result, path, 'warning', BuildCode.notCopied, `\`${path.join('.')}\` names "${target}", which is not copied into the exported site: a ${extension === '' ? 'file without an extension' : `.${extension} file`} could be served as a page of the site and run script. A site copies only ${copiedFileTypesText()}. Use an image of one of these types.`), data: { target: file, extension } });
      }
      continue;
    }
    // A site forced into one mode (`modeToggle.isHidden`/`appearance.strict` with that `default`) never shows the other mode's logo.
    const unseen = path[0] === 'logo' && path.length === 2 && forcedMode !== undefined && path[1] !== forcedMode;
    if (unseen) {
      out.push({ ...rangeDiagnostic(configFile, result, path, 'info', ProjectCode.missingAsset, `\`${path.join('.')}\` names "${target}", which the project does not have, but the site is always ${forcedMode ?? ''} (its mode toggle is hidden), so this logo is never shown. Add the file before the site shows both modes.`), data: { target: normalizePath(target) } });
      continue;
    }
    out.push({ ...rangeDiagnostic(configFile, result, path, 'error', ProjectCode.missingAsset, `\`${path.join('.')}\` names "${target}", but ${missingWhy(target, symlinks, 'file')}`), data: { target: normalizePath(target) } });
  }
  const openapi = config.openapi === undefined ? [] : Array.isArray(config.openapi) ? config.openapi : [config.openapi];
  openapi.forEach((target, i) => {
    if (isExternalUrl(target)) return;
    const key = current ? ['api', 'openapi'] : ['openapi'];
    const jsonPath = Array.isArray(config.openapi) ? [...key, i] : key;
    if (reportOutside(configFile, result, target, jsonPath, out)) return;
    const text = project.readText(target);
    if (text === undefined) {
      out.push(rangeDiagnostic(configFile, result, jsonPath, 'error', ProjectCode.missingOpenapi, `\`${key.join('.')}\` names "${target}", but ${missingWhy(target, symlinks, 'OpenAPI file')}`));
      return;
    }
    const parsed = parseOpenapi(target, text);
    if (!parsed.ok) {
      const p = parsed.problem;
      out.push({ file: target.replace(/^\/+/, ''), line: p.line, column: p.column, endLine: p.endLine, endColumn: p.endColumn, severity: 'error', code: ProjectCode.invalidOpenapi, message: p.message });
    }
  });
}

/**
 * Follows each redirect to a path of the site (not to another site, and not from a source with
 * parameters, whose destination names no one page): one that leads to no page, folder index page,
 * other redirect or file is `project/broken-link` at its `destination`, as the export's redirect page would be.
 */
function checkRedirects(project: Project, configFile: string, result: ConfigResult, redirects: readonly Redirect[], targets: LinkTargets, out: Diagnostic[]): void {
  redirects.forEach(({ source, destination }, i) => {
    const target = redirectDestination(destination);
    if (target === undefined || !('internal' in target) || hasPathParameters(target.internal)) return;
    const path = projectFileOf('', target.internal);
    if (path === undefined || resolvesLink(path, targets, (file) => project.has(file))) return;
    const message = `The redirect from "${source}" leads to "${destination}", which is no page, redirect or file of the project (looked for \`${path}\`). Fix the destination or add the page.`;
    out.push({ ...rangeDiagnostic(configFile, result, ['redirects', i, 'destination'], 'warning', ProjectCode.brokenLink, message), data: { url: destination, target: path, source } });
  });
}

/** The end of a missing-file message: the file is a symbolic link Quire did not follow, or there is none. */
function missingWhy(target: string, symlinks: ReadonlySet<string>, kind: string): string {
  return symlinks.has(normalizePath(target)) ? 'it is a symbolic link, which Quire does not follow. Replace the link with the file itself.' : `the project has no such file. Add the ${kind} or fix the path.`;
}

/** Whether a project path climbs above the project folder (`../x`, `a/../../x`); `/x` starts at the project root. */
function leavesProject(target: string): boolean {
  let depth = 0;
  for (const part of target.replace(/\\/g, '/').split('/')) {
    if (part === '..') depth--;
    else if (part !== '' && part !== '.') depth++;
    if (depth < 0) return true;
  }
  return false;
}

/** Reports `config/path-outside-project` at the JSON value when `target` leads out of the project; returns whether it did. */
function reportOutside(configFile: string, result: ConfigResult, target: string, path: (string | number)[], out: Diagnostic[]): boolean {
  if (!leavesProject(target)) return false;
  out.push(rangeDiagnostic(configFile, result, path, 'error', ProjectCode.pathOutsideProject, `\`${formatJsonPath(path)}\` names "${target}", which leads out of the project folder. A site may only use files inside its project: move the file into the project and name it from there.`));
  return true;
}

function rangeDiagnostic(file: string, result: ConfigResult, path: (string | number)[], severity: Diagnostic['severity'], code: string, message: string): Diagnostic {
  const range = result.rangeOf(path) ?? { start: 0, end: 1 };
  const s = result.lines.positionAt(range.start);
  const e = result.lines.positionAt(range.end);
  return { file, line: s.line, column: s.column, endLine: e.line, endColumn: e.column, severity, code, message, path: formatJsonPath(path) };
}

/** Formats ['navigation', 0, 'pages', 2] as `navigation[0].pages[2]`. */
export function formatJsonPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${part}` : part;
  return out;
}
