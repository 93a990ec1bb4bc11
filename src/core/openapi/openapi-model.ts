import type { DocsConfig } from '../config/index.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { findConfigFile } from '../check/project-files.ts';
import { isExternalUrl } from '../project/external-url.ts';
import type { Project } from '../project/project.ts';
import { OpenapiCode } from './openapi-codes.ts';
import { maxOpenapiChars } from './openapi-limits.ts';
import { openapiSources } from './openapi-sources.ts';
import type { OpenapiSources } from './openapi-sources.ts';
import { parseDataFile } from './parse-openapi.ts';
import type { DataParseResult } from './parse-openapi.ts';
import { cacheSlot, type SessionCaches } from '../session/session-caches.ts';
import { LruCache } from '../lru-cache.ts';
import { cachesOf, remoteSpecsOf } from '../session/session-project.ts';
import type { RemoteSpecs } from './remote-specs.ts';
import { RefResolver } from './resolve-ref.ts';

/** The HTTP methods an OpenAPI path item may hold, in the order pages list them. */
export const httpMethods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;

/** One OpenAPI 3.x description of the project. */
export interface OpenapiDocument {
  readonly file: string;
  /** The `openapi` version as written (`3.0.3`, `3.1.0`). */
  readonly version: string;
  readonly root: Readonly<Record<string, unknown>>;
}

/** One operation (method and path) of a document; its objects are as written (`$ref`s not followed). */
export interface OpenapiOperation {
  readonly file: string;
  /** Lower case: `get`. */
  readonly method: string;
  readonly path: string;
  readonly operation: Readonly<Record<string, unknown>>;
  readonly pathItem: Readonly<Record<string, unknown>>;
}

/** Every OpenAPI description of a project, read once per change of its files and shared by every page. */
export interface OpenapiModel {
  readonly sources: OpenapiSources;
  readonly documents: ReadonlyMap<string, OpenapiDocument>;
  /** Every operation of every document, documents in source order, paths and methods as written. */
  readonly operations: readonly OpenapiOperation[];
  /** What the spec files themselves report: Swagger 2.0, dangling `$ref`s, files too large to read. */
  readonly diagnostics: readonly Diagnostic[];
  /** Follows `$ref`s across the project's files. */
  readonly refs: RefResolver;
  /** The specs at URLs that were not read, by URL: not fetched (the host supplied nothing for it), or fetched and failed, with the reason (`data.reason` of `openapi/fetch-failed`) and why. */
  readonly unread: ReadonlyMap<string, UnreadSpec>;
}

/** Why a spec at a URL was not read: `openapi/not-fetched`, or `openapi/fetch-failed` with its reason and a clause saying why (`the server answered 404`). */
export type UnreadSpec = { readonly code: 'openapi/not-fetched' } | { readonly code: 'openapi/fetch-failed'; readonly reason: string; readonly why: string };


// The session's caches hold results that depend on nothing but their key and the file text stored with them.
/** A session's OpenAPI and data files as parsed, by file, with the text parsed. */
const dataFiles = cacheSlot('openapi-files', () => new LruCache<string, { readonly text: string; readonly result: DataParseResult }>(64_000_000, (_, v) => v.text.length + 1));
/** Whether a file is an OpenAPI description, by file, with the text looked at (every page asks). */
const specSniffs = cacheSlot('openapi-sniffs', () => new LruCache<string, { readonly text: string; readonly spec: boolean }>(10_000));
/** A session's OpenAPI models by their sources, with every text they read. */
const models = cacheSlot('openapi-models', () => new LruCache<string, { readonly texts: ReadonlyMap<string, string | undefined>; readonly model: OpenapiModel }>(4));

function parseText(caches: SessionCaches, file: string, text: string): DataParseResult {
  const parsedFiles = caches.get(dataFiles);
  const kept = parsedFiles.get(file);
  if (kept && kept.text === text) return kept.result;
  // A URL need not end in .json: its text says whether it is JSON.
  const format = isExternalUrl(file) ? (/^\s*[{[]/.test(text) ? 'remote.json' : 'remote.yaml') : file;
  const result: DataParseResult = text.length > maxOpenapiChars ? { ok: false, problem: { line: 1, column: 1, endLine: 1, endColumn: 2, message: 'too large' } } : parseDataFile(format, text);
  // A parser still loading is asked again next time.
  if (result.ok || !result.pending) parsedFiles.set(file, { text, result });
  return result;
}

/** Whether a file's text is an OpenAPI or Swagger description, remembered by the session while the text is the same (every page asks). */
function isSpec(caches: SessionCaches, file: string, text: string): boolean {
  const kept = caches.get(specSniffs).get(file);
  if (kept && kept.text === text) return kept.spec;
  const spec = sniffSpec(caches, file, text);
  if (spec !== undefined) caches.get(specSniffs).set(file, { text, spec });
  return spec ?? false;
}

/** Whether a file's text is an OpenAPI or Swagger description (its root has `openapi` or `swagger`, and `paths` or `webhooks`). */
function sniffSpec(caches: SessionCaches, file: string, text: string): boolean | undefined {
  // A cheap look at the text first: a spec names its version at the top level.
  const json = file.toLowerCase().endsWith('.json');
  if (!(json ? /"(?:openapi|swagger)"\s*:\s*"/ : /^["']?(?:openapi|swagger)["']?\s*:/m).test(text)) return false;
  if (text.length > maxOpenapiChars) return true;
  const parsed = parseText(caches, file, text);
  if (!parsed.ok && parsed.pending) return undefined;
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return false;
  const root = parsed.value as Record<string, unknown>;
  return (typeof root.openapi === 'string' || typeof root.swagger === 'string') && (typeof root.paths === 'object' || typeof root.webhooks === 'object');
}

/**
 * The OpenAPI model of a project under `config` (see openapiSources for where specs come from).
 * It is built again only when a spec file, or a file one of its `$ref`s reads, changed: a large spec
 * is parsed once per change, not once per page. A spec at a URL is read from `remote` (default: what
 * the host supplied for the project, see supplyRemoteSpecs) as a file is; without it, it is reported.
 */
export function openapiModel(project: Project, config: DocsConfig | undefined, remote: RemoteSpecs | undefined = remoteSpecsOf(project)): OpenapiModel {
  const caches = cachesOf(project);
  const sources = openapiSources(project, config, (file, text) => isSpec(caches, file, text));
  const failures = sources.urls.map((url) => {
    const got = remote?.get(url);
    return got === undefined ? '-' : 'error' in got ? `${got.error.reason} ${got.error.message}` : '';
  });
  const key = `${sources.files.join('\n')}\u0000${sources.urls.join('\n')}\u0000${sources.listed.join('\n')}\u0000${failures.join('\n')}`;
  // A URL's text is what the host supplied for it; `$ref`s may lead to other URLs it supplied.
  const source = (file: string): string | undefined => {
    if (!isExternalUrl(file)) return project.readText(file);
    const got = remote?.get(file);
    return got && 'text' in got ? got.text : undefined;
  };
  const kept = caches.get(models).get(key);
  if (kept && [...kept.texts].every(([file, text]) => source(file) === text)) return kept.model;
  // The model reads each file once, and only through `texts`: it is a function of the texts it keeps.
  const texts = new Map<string, string | undefined>();
  const text = (file: string): string | undefined => {
    if (!texts.has(file)) texts.set(file, source(file));
    return texts.get(file);
  };
  let pending = false;
  const read = (file: string): DataParseResult | undefined => {
    const content = text(file);
    const result = content === undefined ? undefined : parseText(caches, file, content);
    if (result && !result.ok && result.pending) pending = true;
    return result;
  };
  const model = buildModel(sources, text, read, remote, sources.urls.length > 0 ? findConfigFile(project) : undefined);
  // A model built while a parser was still loading is built again once it has loaded.
  if (!pending) caches.get(models).set(key, { texts, model });
  return model;
}

function buildModel(sources: OpenapiSources, readText: (file: string) => string | undefined, read: (file: string) => DataParseResult | undefined, remote: RemoteSpecs | undefined, configFile: string | undefined): OpenapiModel {
  const diagnostics: Diagnostic[] = [];
  const documents = new Map<string, OpenapiDocument>();
  const operations: OpenapiOperation[] = [];
  const unread = new Map<string, UnreadSpec>();
  const add = (file: string, text: string, root: Record<string, unknown>): void => {
    if (typeof root.openapi !== 'string') {
      if (typeof root.swagger === 'string') diagnostics.push(swaggerDiagnostic(file, text, root.swagger));
      return;
    }
    documents.set(file, { file, version: root.openapi, root });
    const paths = root.paths;
    if (typeof paths !== 'object' || paths === null) return;
    for (const [path, item] of Object.entries(paths)) {
      if (typeof item !== 'object' || item === null) continue;
      const pathItem = item as Record<string, unknown>;
      for (const method of httpMethods) {
        const operation = pathItem[method];
        if (typeof operation === 'object' && operation !== null && !Array.isArray(operation)) operations.push({ file, method, path, operation: operation as Record<string, unknown>, pathItem });
      }
    }
  };
  for (const file of sources.files) {
    const text = readText(file) ?? '';
    if (text.length > maxOpenapiChars) {
      diagnostics.push(fileStart(file, 'error', OpenapiCode.tooLarge, `${file} is larger than ${maxOpenapiChars / 1_000_000} million characters, so Quire does not read it and its operations have no pages. Split it into files joined by \`$ref\`.`));
      continue;
    }
    const parsed = read(file);
    // A listed file that does not parse is project/invalid-openapi already (the project check reports it).
    if (parsed?.ok && isRecord(parsed.value)) add(file, text, parsed.value);
  }
  for (const url of sources.urls) {
    const at = configRange(configFile === undefined ? undefined : readText(configFile), url);
    const got = remote?.get(url);
    const problem = (severity: Diagnostic['severity'], code: string, message: string, data: Diagnostic['data']): void => {
      diagnostics.push({ file: configFile ?? 'docs.json', ...at, severity, code, message, ...(data ? { data } : {}) });
    };
    if (got === undefined) {
      unread.set(url, { code: OpenapiCode.notFetched });
      problem('info', OpenapiCode.notFetched, `The config names the OpenAPI spec at ${url}, which was not fetched, so its operations have no pages here. \`quire check --fetch\` and \`quire build --fetch\` fetch it; the app fetches it itself.`, { url });
      continue;
    }
    const failed = (reason: string, why: string): void => {
      unread.set(url, { code: OpenapiCode.fetchFailed, reason, why });
      problem('warning', OpenapiCode.fetchFailed, `The OpenAPI spec at ${url} could not be read: ${why}, so its operations have no pages. Check the URL, or add the file to the project and name it instead.`, { url, reason });
    };
    if ('error' in got && got.error.reason === 'offline') {
      // The host's own sentence on being offline.
      unread.set(url, { code: OpenapiCode.fetchFailed, reason: 'offline', why: got.error.message });
      problem('warning', OpenapiCode.fetchFailed, `The OpenAPI spec at ${url} was not fetched: ${got.error.message}`, { url, reason: 'offline' });
      continue;
    }
    if ('error' in got) {
      failed(got.error.reason, got.error.message);
      continue;
    }
    if (got.text.length > maxOpenapiChars) {
      failed('too-large', `it is larger than ${maxOpenapiChars / 1_000_000} million characters`);
      continue;
    }
    const parsed = read(url);
    if (!parsed || (!parsed.ok && parsed.pending)) continue;
    if (!parsed.ok) failed('not-openapi', `what the server sent is not JSON or YAML (line ${parsed.problem.line}: ${parsed.problem.message})`);
    else if (!isRecord(parsed.value) || (typeof parsed.value.openapi !== 'string' && typeof parsed.value.swagger !== 'string')) failed('not-openapi', 'what the server sent is not an OpenAPI description (it has no `openapi` version at the top)');
    else add(url, got.text, parsed.value);
  }
  const refs = new RefResolver(readText, read);
  diagnostics.push(...refs.danglingRefs([...documents.values()].map((d) => ({ file: d.file, value: d.root }))));
  return { sources, documents, operations, diagnostics, refs, unread };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The range of the URL as a string in the config's text (the first place it is written), else the file's start. */
function configRange(text: string | undefined, url: string): { line: number; column: number; endLine: number; endColumn: number } {
  const quoted = JSON.stringify(url);
  const offset = text?.indexOf(quoted) ?? -1;
  if (text === undefined || offset < 0) return { line: 1, column: 1, endLine: 1, endColumn: 2 };
  const range = new LineIndex(text).rangeOf(offset, offset + quoted.length);
  return { line: range.start.line, column: range.start.column, endLine: range.end.line, endColumn: range.end.column };
}

function fileStart(file: string, severity: Diagnostic['severity'], code: string, message: string, data?: Diagnostic['data']): Diagnostic {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 2, severity, code, message, ...(data ? { data } : {}) };
}

function swaggerDiagnostic(file: string, text: string, version: string): Diagnostic {
  const at = /["']?swagger["']?\s*:/.exec(text);
  const message = `${file} is Swagger ${version}; Quire reads OpenAPI 3.0 and 3.1 only, so its operations have no pages. Convert it to OpenAPI 3 (for example with swagger2openapi or the Swagger Editor's "Convert to OpenAPI 3").`;
  if (!at) return fileStart(file, 'error', OpenapiCode.swagger2, message, { file });
  const range = new LineIndex(text).rangeOf(at.index, at.index + at[0].length);
  return { file, line: range.start.line, column: range.start.column, endLine: range.end.line, endColumn: range.end.column, severity: 'error', code: OpenapiCode.swagger2, message, data: { file } };
}
