import type { DocsConfig } from '../config/index.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { normalizePath } from '../project/project.ts';
import type { Project } from '../project/project.ts';

/** Where the OpenAPI specs of a site come from: project files (listed first, then found) and URLs core does not fetch. */
export interface OpenapiSources {
  /** Project files, the config's first (in its order), then every other file whose root is an OpenAPI or Swagger description, in path order. */
  readonly files: readonly string[];
  /** The files the config names (a subset of `files`, or missing from the project). */
  readonly listed: readonly string[];
  /** Absolute URLs the config names; a host may supply their text later. */
  readonly urls: readonly string[];
}

/**
 * The OpenAPI sources of a site: the spec format's `openapi`, the current format's `api.openapi` and
 * `openapi` on any navigation level or group, and spec files found in the project that no config
 * entry names (real projects rely on that). `sniff` is asked whether a file's text is a spec.
 */
export function openapiSources(project: Project, config: DocsConfig | undefined, sniff: (file: string, text: string) => boolean): OpenapiSources {
  const named = config ? configLocations(config) : [];
  const urls = named.filter((n) => isExternalUrl(n));
  const listed = [...new Set(named.filter((n) => !isExternalUrl(n)).map(normalizePath))];
  const files = listed.filter((f) => project.has(f));
  const seen = new Set(files);
  for (const file of project.list()) {
    if (seen.has(file) || !/\.(json|ya?ml)$/i.test(file)) continue;
    const text = project.readText(file);
    if (text !== undefined && sniff(file, text)) files.push(file);
  }
  return { files, listed, urls: [...new Set(urls)] };
}

/** Every `openapi` location the config names, in the order written. */
function configLocations(config: DocsConfig): string[] {
  const out: string[] = [];
  const add = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const v of value) add(v);
    else if (typeof value === 'object' && value !== null && 'source' in value) add((value as { source: unknown }).source);
  };
  add(config.openapi);
  const current = currentSourceOf(config);
  if (current) {
    add(current.api?.openapi);
    collectNavigation(current.navigation, add, 0);
  }
  return out;
}

/** Visits the `openapi` of every navigation level and group (bounded: the config's depth limit applies before). */
function collectNavigation(node: unknown, add: (value: unknown) => void, depth: number): void {
  if (depth > 64 || typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) collectNavigation(item, add, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'openapi') add(value);
    else if (typeof value === 'object') collectNavigation(value, add, depth + 1);
  }
}
