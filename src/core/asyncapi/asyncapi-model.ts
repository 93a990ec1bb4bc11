import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DocsConfig } from '../config/index.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { normalizePath } from '../project/project.ts';
import type { Project } from '../project/project.ts';
import { maxOpenapiChars } from '../openapi/openapi-limits.ts';
import { parseDataFile } from '../openapi/parse-openapi.ts';
import type { DataParseResult } from '../openapi/parse-openapi.ts';
import { RefResolver } from '../openapi/resolve-ref.ts';

/** One AsyncAPI description of the project (3.x: channels and operations apart). */
export interface AsyncapiDocument {
  readonly file: string;
  /** The `asyncapi` version as written (`3.0.0`). */
  readonly version: string;
  readonly root: Readonly<Record<string, unknown>>;
}

/** One channel of a document, as written (`$ref`s not followed). */
export interface AsyncapiChannel {
  readonly file: string;
  /** The channel's key under `channels` (what front matter names). */
  readonly id: string;
  readonly channel: Readonly<Record<string, unknown>>;
}

/** The AsyncAPI descriptions of a project: documents, their channels in the file's order, and a `$ref` resolver. */
export interface AsyncapiModel {
  readonly documents: ReadonlyMap<string, AsyncapiDocument>;
  /** AsyncAPI files that are not version 3 (2.x puts operations inside channels), by file: their version. */
  readonly unsupported: ReadonlyMap<string, string>;
  readonly channels: readonly AsyncapiChannel[];
  readonly refs: RefResolver;
}

/**
 * The AsyncAPI model of a project: the files the config names (`api.asyncapi`, and `asyncapi` on any
 * navigation level or group of the current format), the `extra` files a page names, and every other
 * project file whose root has an `asyncapi` version. Built on each call from the project's texts (no
 * cache: a host that asks often keeps the result); files at URLs are not read.
 */
export function asyncapiModel(project: Project, config: DocsConfig | undefined, extra: readonly string[] = []): AsyncapiModel {
  const listed = [...new Set([...(config ? asyncapiLocations(config) : []), ...extra].filter((l) => !isExternalUrl(l)).map(normalizePath))];
  const files = listed.filter((f) => project.has(f));
  const seen = new Set(files);
  for (const file of project.list()) {
    if (seen.has(file) || !/\.(json|ya?ml)$/i.test(file)) continue;
    const text = project.readText(file);
    // A cheap look first: a description names its version at the top level.
    if (text !== undefined && (file.toLowerCase().endsWith('.json') ? /"asyncapi"\s*:\s*"/ : /^["']?asyncapi["']?\s*:/m).test(text)) files.push(file);
  }
  const parsed = new Map<string, DataParseResult | undefined>();
  const read = (file: string): DataParseResult | undefined => {
    if (!parsed.has(file)) {
      const text = project.readText(file);
      parsed.set(file, text === undefined ? undefined : text.length > maxOpenapiChars ? { ok: false, problem: { line: 1, column: 1, endLine: 1, endColumn: 2, message: 'too large' } } : parseDataFile(file, text));
    }
    return parsed.get(file);
  };
  const documents = new Map<string, AsyncapiDocument>();
  const unsupported = new Map<string, string>();
  const channels: AsyncapiChannel[] = [];
  for (const file of files) {
    const result = read(file);
    const root = result?.ok ? asRecord(result.value) : undefined;
    if (!root || typeof root.asyncapi !== 'string') continue;
    if (!root.asyncapi.startsWith('3.')) {
      unsupported.set(file, root.asyncapi);
      continue;
    }
    documents.set(file, { file, version: root.asyncapi, root });
    for (const [id, channel] of Object.entries(asRecord(root.channels) ?? {})) {
      const record = asRecord(channel);
      if (record) channels.push({ file, id, channel: record });
    }
  }
  return { documents, unsupported, channels, refs: new RefResolver((file) => project.readText(file), read) };
}

/** Every `asyncapi` location the config names, in the order written. */
export function asyncapiLocations(config: DocsConfig): string[] {
  const current = currentSourceOf(config);
  if (!current) return [];
  const out: string[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const v of value) add(v);
    else if (typeof value === 'object' && value !== null && 'source' in value) add((value as { source: unknown }).source);
  };
  add(current.api?.asyncapi);
  const visit = (node: unknown, depth: number): void => {
    // The config's depth limit applies before; this bound only keeps a hand-made value from looping.
    if (depth > 64 || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'asyncapi') add(value);
      else if (typeof value === 'object') visit(value, depth + 1);
    }
  };
  visit(current.navigation, 0);
  return out;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** What the project's AsyncAPI 3 files report themselves: a `$ref` that leads nowhere (`openapi/dangling-ref`, as in an OpenAPI file), at its first use in each file. */
export function asyncapiDiagnostics(model: AsyncapiModel): Diagnostic[] {
  return model.refs.danglingRefs([...model.documents.values()].map((d) => ({ file: d.file, value: d.root })));
}
