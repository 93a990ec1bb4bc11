import { parse as parseJson } from 'jsonc-parser';
import { type ConfigResult, type DocsConfig, navigationPagesFromJson, validateConfig } from '../config/index.ts';
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseOpenapi } from '../openapi/parse-openapi.ts';
import { checkPage } from '../lint/index.ts';
import type { Project } from '../project/project.ts';
import { inShard, type Shard } from '../project/shard.ts';
import { projectCodes } from './check-codes.ts';
import { findConfigFile, isPageFile, isSnippetPath, pageFileFor, snippetReferences } from './project-files.ts';

/** Everything `quire check` reports about one project. */
export interface CheckResult {
  /** Sorted by file, then position. */
  readonly diagnostics: Diagnostic[];
  /** How many files were checked (the config plus every page). */
  readonly files: number;
  /** The parsed config, when it is valid. */
  readonly config: DocsConfig | undefined;
  /** The config file that was read (`docs.json` or `mint.json`), if any. */
  readonly configFile: string | undefined;
}

/** Options of checkProject. */
export interface CheckOptions {
  /** Check pages too (default true); the editor turns this off to re-check only the config. */
  readonly pages?: boolean;
  /**
   * Checks only the pages of one shard (see inShard), for builds spread over workers; the
   * config-level diagnostics come from shard 0 only. Default: everything.
   */
  readonly shard?: Shard;
}

/**
 * Checks a whole project: the config, every page, and the rules that span both (navigation
 * entries resolve to pages, assets and OpenAPI files exist and parse, pages missing from navigation).
 */
export function checkProject(project: Project, options: CheckOptions = {}): CheckResult {
  const diagnostics: Diagnostic[] = [];
  const shard = options.shard ?? { index: 0, count: 1 };
  const configFile = findConfigFile(project);
  if (configFile === undefined) {
    diagnostics.push(fileDiagnostic('docs.json', 'error', projectCodes.missingConfig, 'No docs.json at the project root. Create one with at least `name` and `navigation` (see the starter project).'));
    return { diagnostics, files: 0, config: undefined, configFile };
  }
  const text = project.readText(configFile) ?? '';
  const configResult = validateConfig(text, { file: configFile });
  diagnostics.push(...configResult.diagnostics);
  if (configFile === 'mint.json') {
    diagnostics.push(fileDiagnostic(configFile, 'info', projectCodes.legacyConfig, 'This project is read from mint.json, the older name of the config. Rename it to docs.json.'));
  }
  const navigated = checkNavigation(project, configFile, text, configResult, diagnostics);
  checkConfigAssets(project, configFile, configResult, diagnostics);
  if (shard.index !== 0) diagnostics.length = 0;

  let files = 1;
  if (options.pages !== false) {
    const snippets = snippetReferences(project);
    for (const path of project.list()) {
      if (!isPageFile(path) || !inShard(path, shard)) continue;
      const snippet = isSnippetPath(path) || snippets.has(path);
      const pageText = project.readText(path) ?? '';
      diagnostics.push(...checkPage(path, pageText, { snippet }).diagnostics);
      files++;
      if (!snippet && !navigated.has(path)) {
        diagnostics.push(fileDiagnostic(path, 'info', projectCodes.orphanPage, `This page is not in the navigation of ${configFile}, so readers can only reach it by a link. Add "${path.replace(/\.mdx?$/, '')}" to a group's pages to list it.`));
      }
    }
  }
  diagnostics.sort(compareDiagnostics);
  return { diagnostics, files, config: configResult.config, configFile };
}

/** Checks that every navigation entry names an existing page; returns the page files it names. */
function checkNavigation(project: Project, configFile: string, text: string, result: ConfigResult, out: Diagnostic[]): Set<string> {
  const navigated = new Set<string>();
  const raw: unknown = result.config ?? parseJson(text);
  for (const ref of navigationPagesFromJson(raw)) {
    const file = pageFileFor(project, ref.page);
    if (file !== undefined) {
      navigated.add(file);
      continue;
    }
    if (/^https?:\/\//.test(ref.page)) continue;
    const created = `${ref.page.replace(/^\/+/, '')}.mdx`;
    out.push(
      rangeDiagnostic(configFile, result, ref.path, 'error', projectCodes.missingPage, `Navigation lists "${ref.page}", but there is no ${created} or ${created.slice(0, -1)} file. Create the page or fix the path.`, {
        title: `Create ${created}`,
        edits: [{ file: created, start: 0, end: 0, text: `---\ntitle: "${titleFromPath(ref.page)}"\ndescription: ""\n---\n\n` }],
      }),
    );
  }
  return navigated;
}

/** Checks the files that logo, favicon, backgroundImage and local openapi entries name. */
function checkConfigAssets(project: Project, configFile: string, result: ConfigResult, out: Diagnostic[]): void {
  const config = result.config;
  if (!config) return;
  const assets: [string, (string | number)[]][] = [];
  if (typeof config.logo === 'string') assets.push([config.logo, ['logo']]);
  else if (config.logo) {
    if (config.logo.light !== undefined) assets.push([config.logo.light, ['logo', 'light']]);
    if (config.logo.dark !== undefined) assets.push([config.logo.dark, ['logo', 'dark']]);
  }
  if (config.favicon !== undefined) assets.push([config.favicon, ['favicon']]);
  if (config.backgroundImage !== undefined) assets.push([config.backgroundImage, ['backgroundImage']]);
  for (const [target, path] of assets) {
    if (isExternal(target) || project.has(target)) continue;
    out.push(rangeDiagnostic(configFile, result, path, 'error', projectCodes.missingAsset, `\`${path.join('.')}\` names "${target}", but the project has no such file. Add the file or fix the path.`));
  }
  const openapi = config.openapi === undefined ? [] : Array.isArray(config.openapi) ? config.openapi : [config.openapi];
  openapi.forEach((target, i) => {
    if (isExternal(target)) return;
    const jsonPath = Array.isArray(config.openapi) ? ['openapi', i] : ['openapi'];
    const text = project.readText(target);
    if (text === undefined) {
      out.push(rangeDiagnostic(configFile, result, jsonPath, 'error', projectCodes.missingOpenapi, `\`openapi\` names "${target}", but the project has no such file. Add the OpenAPI file or fix the path.`));
      return;
    }
    const parsed = parseOpenapi(target, text);
    if (!parsed.ok) {
      const p = parsed.problem;
      out.push({ file: target.replace(/^\/+/, ''), line: p.line, column: p.column, endLine: p.endLine, endColumn: p.endColumn, severity: 'error', code: projectCodes.invalidOpenapi, message: p.message });
    }
  });
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

function titleFromPath(page: string): string {
  const last = page.split('/').pop() ?? page;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fileDiagnostic(file: string, severity: Diagnostic['severity'], code: string, message: string): Diagnostic {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity, code, message };
}

function rangeDiagnostic(file: string, result: ConfigResult, path: (string | number)[], severity: Diagnostic['severity'], code: string, message: string, fix?: Diagnostic['fix']): Diagnostic {
  const range = result.rangeOf(path) ?? { start: 0, end: 1 };
  const s = result.lines.positionAt(range.start);
  const e = result.lines.positionAt(range.end);
  const base = { file, line: s.line, column: s.column, endLine: e.line, endColumn: e.column, severity, code, message, path: formatJsonPath(path) };
  return fix ? { ...base, fix } : base;
}

/** Formats ['navigation', 0, 'pages', 2] as `navigation[0].pages[2]`. */
export function formatJsonPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${part}` : part;
  return out;
}
