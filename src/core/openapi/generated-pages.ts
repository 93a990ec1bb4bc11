import { asyncapiChannelPages } from '../asyncapi/channel-pages.ts';
import type { CurrentNavigationEntry, CurrentNavigationGroup, DocsConfig } from '../config/index.ts';
import type { ApiSource } from '../config/current/openapi-source-schema.ts';
import type { NavigationContainer } from '../config/current/navigation-level-schema.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { pageFileFor, projectPageFiles, stripPageExtension } from '../project/page-files.ts';
import { normalizePath } from '../project/project.ts';
import type { Project } from '../project/project.ts';
import { findOperation, lookupOperation, operationLabel, parseOperationRef } from './find-operation.ts';
import { openapiModel } from './openapi-model.ts';
import type { OpenapiModel, OpenapiOperation } from './openapi-model.ts';

/** A sidebar group of generated pages: one tag of a spec (or the spec's title for untagged operations). */
export interface GeneratedGroup {
  readonly name: string;
  /** Page paths (`api/users/list-users`), in the document's order. */
  readonly pages: readonly string[];
}

/** A navigation entry that reads as an endpoint (`GET /users`) but names no operation. */
export interface UnresolvedEndpoint {
  /** Where it is in docs.json: `['navigation', 'pages', 2]`. */
  readonly path: readonly (string | number)[];
  readonly entry: string;
  /** The OpenAPI diagnostic's code (unknown-operation or not-fetched), severity (not-fetched is info: the spec was not fetched, nothing is wrong), message and data (`value`, `suggestions`, `url`). */
  readonly code: string;
  readonly severity: Diagnostic['severity'];
  readonly message: string;
  readonly data: Diagnostic['data'];
}

/** The pages the current format's navigation generates from OpenAPI operations (see withGeneratedPages). */
export interface GeneratedPages {
  /** Generated page file (`api/users/list-users.mdx`) → its text, front matter naming the operation. */
  readonly files: ReadonlyMap<string, string>;
  /** The spec files generated pages document, for a host that rebuilds when one changes. */
  readonly specs: readonly string[];
  /** Endpoint entries that name no operation, in navigation order. */
  readonly unresolved: readonly UnresolvedEndpoint[];
  /** The generated page an endpoint entry (`holder.pages[index]`, holder a level or group of the config) resolves to. */
  entryPage(holder: object, index: number): string | undefined;
  /** The tag groups of a level or group that has `openapi` and lists no pages itself. */
  tagGroups(holder: object): readonly GeneratedGroup[] | undefined;
  /** Whether an entry at a JSON path of docs.json is an endpoint with a generated page. */
  resolvedAt(path: readonly (string | number)[]): boolean;
  /** The endpoint entry at a JSON path of docs.json that names no operation, if it is one. */
  unresolvedAt(path: readonly (string | number)[]): UnresolvedEndpoint | undefined;
}

/** The division keys of a navigation level, in the order the site model visits them. */
const divisionKeys = ['languages', 'versions', 'products', 'dropdowns', 'menu', 'tabs', 'anchors'] as const;

/** Where an API source puts its operations: spec files and URLs, and the folder of its pages. */
interface SourceScope {
  readonly files: readonly string[];
  readonly directory: string | undefined;
}

const none: GeneratedPages = { files: new Map(), specs: [], unresolved: [], entryPage: () => undefined, tagGroups: () => undefined, resolvedAt: () => false, unresolvedAt: () => undefined };

/**
 * The pages a current-format navigation generates: a level or group with `openapi` and no pages of its
 * own lists every operation of that spec, one group per tag (untagged operations under the spec's title,
 * else "API"); an entry such as `GET /users` or `openapi.yaml GET /users` is the page of that operation
 * (the nearest `openapi` above it, else any spec of the project). Each page is a virtual file whose
 * front matter is `openapi: "<spec> <METHOD> <path>"`, at `<directory>/<tag>/<operation>` (operationId,
 * else summary, else method and path, kebab-case), made unique and never at a real page's path.
 */
export function generatedPages(project: Project, config: DocsConfig | undefined): GeneratedPages {
  const current = config ? currentSourceOf(config) : undefined;
  if (!current) return none;
  // Read on first need: most navigations have no `openapi` and no endpoint entry.
  let read: { model: OpenapiModel; taken: Set<string> } | undefined;
  const lazy = () => (read ??= { model: openapiModel(project, config), taken: new Set(projectPageFiles(project).map((f) => stripPageExtension(f).toLowerCase())) });
  const files = new Map<string, string>();
  const specs = new Set<string>();
  const unresolved: UnresolvedEndpoint[] = [];
  const entries = new Map<object, Map<number, string>>();
  const groups = new Map<object, GeneratedGroup[]>();
  const resolvedPaths = new Set<string>();
  const byOperation = new Map<string, string>();

  const pageOf = (operation: OpenapiOperation, directory: string | undefined): string | undefined => {
    const label = operationLabel(operation);
    // A path that front matter cannot name (whitespace in it) gets no page.
    if (/\s/.test(operation.path)) return undefined;
    const key = `${operation.file}\0${label}\0${directory ?? ''}`;
    const known = byOperation.get(key);
    if (known !== undefined) return known;
    const { model, taken } = lazy();
    const tag = tagOf(operation) ?? untaggedName(model, operation.file);
    const mint = xMint(operation);
    // x-mint.href sets the page's URL; a path taken by a real page keeps the generated one.
    const href = typeof mint?.['href'] === 'string' ? normalizePath(mint['href'].replace(/^\/+/, '').replace(/\.mdx?$/, '')) : '';
    const base = href !== '' && !href.split('/').includes('..') ? href : [directory, kebab(tag) || 'api', kebab(operationName(operation)) || 'operation'].filter((p) => p !== undefined && p !== '').join('/');
    let path = base;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${base}-${n}`;
    taken.add(path.toLowerCase());
    byOperation.set(key, path);
    files.set(`${path}.mdx`, `---\nopenapi: ${JSON.stringify(`${operation.file} ${label}`)}\n${metadataLines(mint?.['metadata'])}---\n${typeof mint?.['content'] === 'string' ? `\n${mint['content']}\n` : ''}`);
    specs.add(operation.file);
    return path;
  };

  const visitEntries = (holder: NavigationContainer | CurrentNavigationGroup, scope: SourceScope | undefined, path: (string | number)[]): void => {
    const list: readonly CurrentNavigationEntry[] = holder.pages ?? [];
    list.forEach((entry, i) => {
      const at = [...path, 'pages', i];
      if (typeof entry !== 'string') {
        visitGroup(entry, scope, at);
        return;
      }
      const ref = parseOperationRef(entry);
      if (!ref || pageFileFor(project, entry) !== undefined) return;
      const { model } = lazy();
      const wanted = ref.spec !== undefined ? [ref.spec] : scope && scope.files.length > 0 ? scope.files : [undefined];
      const operation = wanted.map((spec) => findOperation(model, { ...ref, spec })).find((o) => o !== undefined);
      const page = operation ? pageOf(operation, scope?.directory) : undefined;
      if (page !== undefined) {
        if (!entries.has(holder)) entries.set(holder, new Map());
        entries.get(holder)?.set(i, page);
        resolvedPaths.add(JSON.stringify(at));
        return;
      }
      const lookup = lookupOperation(model, '', '', entry);
      if (!lookup.ok) unresolved.push({ path: at, entry, ...endpointProblem(entry, lookup.diagnostic) });
    });
  };

  // A holder with `openapi` and nothing listed gets every operation of that spec, grouped by tag.
  const generateAll = (holder: object, scope: SourceScope): void => {
    const byTag = new Map<string, string[]>();
    const { model } = lazy();
    for (const operation of model.operations) {
      // x-excluded: no page at all; x-hidden: a page, reached by its URL only.
      if (!scope.files.includes(operation.file) || operation.operation['x-excluded'] === true) continue;
      const page = pageOf(operation, scope.directory);
      if (page === undefined || operation.operation['x-hidden'] === true) continue;
      const tag = tagOf(operation);
      const name = tag !== undefined ? (tagGroupName(model, operation.file, tag) ?? tag) : untaggedName(model, operation.file);
      byTag.set(name, [...(byTag.get(name) ?? []), page]);
    }
    groups.set(holder, [...byTag].map(([name, pages]) => ({ name, pages })));
  };

  const visitGroup = (group: CurrentNavigationGroup, inherited: SourceScope | undefined, path: (string | number)[]): void => {
    const scope = group.openapi !== undefined ? scopeOf(group.openapi) : inherited;
    if (group.openapi !== undefined && scope && (group.pages ?? []).length === 0) generateAll(group, scope);
    visitEntries(group, scope, path);
  };

  const visitLevel = (level: NavigationContainer, inherited: SourceScope | undefined, path: (string | number)[]): void => {
    const scope = level.openapi !== undefined ? scopeOf(level.openapi) : inherited;
    const record = level as NavigationContainer & Record<string, unknown>;
    const empty = (level.pages ?? []).length === 0 && (level.groups ?? []).length === 0 && divisionKeys.every((key) => record[key] === undefined);
    if (level.openapi !== undefined && scope && empty) generateAll(level, scope);
    visitEntries(level, scope, path);
    (level.groups ?? []).forEach((g, i) => visitGroup(g, scope, [...path, 'groups', i]));
    for (const key of divisionKeys) {
      const list = record[key];
      if (Array.isArray(list)) list.forEach((d: NavigationContainer, i) => visitLevel(d, scope, [...path, key, i]));
    }
  };

  visitLevel(current.navigation, undefined, ['navigation']);
  if (current.navigation.global) visitLevel(current.navigation.global as NavigationContainer, undefined, ['navigation', 'global']);
  // AsyncAPI channel pages join the same files and groups, after the operations' (see asyncapiChannelPages).
  const channels = asyncapiChannelPages(project, config, [...files.keys()]);
  for (const [file, text] of channels.files) files.set(file, text);
  for (const [holder, list] of channels.groups) groups.set(holder, [...(groups.get(holder) ?? []), ...list]);
  for (const spec of channels.specs) specs.add(spec);
  if (files.size === 0 && unresolved.length === 0) return none;
  return {
    files,
    specs: [...specs],
    unresolved,
    entryPage: (holder, index) => entries.get(holder)?.get(index),
    tagGroups: (holder) => groups.get(holder),
    resolvedAt: (path) => resolvedPaths.has(JSON.stringify(path)),
    unresolvedAt: (path) => unresolved.find((u) => JSON.stringify(u.path) === JSON.stringify(path)),
  };
}

/** A page's unknown-operation diagnostic said of a navigation entry: the same code and data, the closest operations suggested. */
function endpointProblem(entry: string, diagnostic: Diagnostic): Pick<UnresolvedEndpoint, 'code' | 'severity' | 'message' | 'data'> {
  const data = diagnostic.data ?? {};
  const suggestions = Array.isArray(data['suggestions']) ? (data['suggestions'] as string[]) : [];
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `\`${s}\``).join(', ')}?` : '';
  const url = typeof data['url'] === 'string' ? ` Quire does not fetch the spec at ${data['url']}; add that file to the project to see its operations.` : '';
  return { code: diagnostic.code, severity: diagnostic.severity, message: `Navigation lists "${entry}", an endpoint that names no operation of the project's OpenAPI files, so it has no page.${hint}${url}`, data };
}

/** The spec files and page folder an `openapi` value names. */
function scopeOf(source: ApiSource): SourceScope {
  const locations = typeof source === 'string' ? [source] : Array.isArray(source) ? source : [source.source];
  const directory = typeof source === 'object' && !Array.isArray(source) && source.directory !== undefined ? normalizePath(source.directory) : undefined;
  // A spec at a URL has operations when its host supplied the text (see supplyRemoteSpecs); they are named by the URL.
  return { files: locations.map((l) => (isExternalUrl(l) ? l : normalizePath(l))), directory: directory === '' ? undefined : directory };
}

/** The operation's first tag, if it has one. */
function tagOf(operation: OpenapiOperation): string | undefined {
  const tags = operation.operation['tags'];
  const first: unknown = Array.isArray(tags) ? tags[0] : undefined;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/** An operation's `x-mint` object, if it has one. */
function xMint(operation: OpenapiOperation): Record<string, unknown> | undefined {
  const value = operation.operation['x-mint'];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * `x-mint.metadata` as front matter lines: any key a page's front matter may hold but `openapi`,
 * strings, numbers and booleans written as JSON (valid YAML), at most 50 keys.
 */
function metadataLines(metadata: unknown): string {
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return '';
  return Object.entries(metadata)
    .filter(([key, value]) => key !== 'openapi' && /^[A-Za-z][\w-]{0,63}$/.test(key) && (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))))
    .slice(0, 50)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}\n`)
    .join('');
}

/** A tag's `x-group`: the navigation group's label when it should differ from the tag's name. */
function tagGroupName(model: OpenapiModel, file: string, tag: string): string | undefined {
  const tags = model.documents.get(file)?.root['tags'];
  if (!Array.isArray(tags)) return undefined;
  const found = tags.find((t: unknown) => typeof t === 'object' && t !== null && (t as Record<string, unknown>)['name'] === tag) as Record<string, unknown> | undefined;
  const group = found?.['x-group'];
  return typeof group === 'string' && group.trim() !== '' ? group.trim() : undefined;
}

/** The group of a spec's untagged operations: its `info.title`, else "API". */
function untaggedName(model: OpenapiModel, file: string): string {
  const info = model.documents.get(file)?.root['info'];
  const title: unknown = typeof info === 'object' && info !== null ? (info as Record<string, unknown>)['title'] : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : 'API';
}

/** What names an operation's page: its operationId, else its summary, else method and path. */
function operationName(operation: OpenapiOperation): string {
  for (const key of ['operationId', 'summary']) {
    const value = operation.operation[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return `${operation.method} ${operation.path}`;
}

/** `listUsers` → `list-users`, `Get a user` → `get-a-user`, `get /users/{id}` → `get-users-id`. */
export function kebab(text: string): string {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1-$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

/** A project with the generated pages of a config added as files; real files win over generated ones. */
class GeneratedPagesProject implements Project {
  readonly base: Project;
  readonly config: DocsConfig;
  readonly pages: GeneratedPages;
  #list: { readonly from: readonly string[]; readonly all: readonly string[] } | undefined;

  constructor(base: Project, config: DocsConfig, pages: GeneratedPages) {
    this.base = base;
    this.config = config;
    this.pages = pages;
  }

  list(): readonly string[] {
    const from = this.base.list();
    if (this.#list?.from !== from) this.#list = { from, all: [...new Set([...from, ...this.pages.files.keys()])].sort() };
    return this.#list.all;
  }

  has(path: string): boolean {
    return this.base.has(path) || this.pages.files.has(normalizePath(path));
  }

  readText(path: string): string | undefined {
    return this.base.readText(path) ?? this.pages.files.get(normalizePath(path));
  }

  readBytes(path: string): Uint8Array | undefined {
    const text = this.base.has(path) ? undefined : this.pages.files.get(normalizePath(path));
    return text === undefined ? this.base.readBytes(path) : new TextEncoder().encode(text);
  }
}

/**
 * The project as the site sees it: `project` with the pages its navigation generates from OpenAPI
 * (see generatedPages) added as files; `project` itself when there are none. Every builder of a site
 * (the export, the preview, the check) reads the project through it; applying it twice is harmless.
 */
export function withGeneratedPages(project: Project, config: DocsConfig | undefined): Project {
  if (project instanceof GeneratedPagesProject) {
    if (project.config === config) return project;
    return withGeneratedPages(project.base, config);
  }
  if (!config) return project;
  const pages = generatedPages(project, config);
  return pages.files.size === 0 ? project : new GeneratedPagesProject(project, config, pages);
}

/** The generated pages a project made by withGeneratedPages carries; undefined for any other project. */
export function generatedPagesOf(project: Project): GeneratedPages | undefined {
  return project instanceof GeneratedPagesProject ? project.pages : undefined;
}

/**
 * Whether two projects made by withGeneratedPages read the same: the same files below, and the same
 * generated pages with the same texts. A host that renders through one may keep doing so for the other.
 */
export function sameGeneratedFiles(a: Project, b: Project): boolean {
  if (a === b) return true;
  if (!(a instanceof GeneratedPagesProject) || !(b instanceof GeneratedPagesProject) || a.base !== b.base) return false;
  const [x, y] = [a.pages.files, b.pages.files];
  return x.size === y.size && [...x].every(([file, text]) => y.get(file) === text);
}
