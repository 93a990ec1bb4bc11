import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hasPageExtension, type Project } from '../core/index.ts';
import { quireVersion } from './version.ts';

/** Everything a build's pages depend on besides the files each one reads (see BuildCache). */
export interface CacheKeyInputs {
  /** The project, read as the build reads it. */
  readonly project: Project;
  /** The build's options that change its output (base path, star count, whether pages are checked, symbolic links, fetched specs…). */
  readonly options: unknown;
  /** The config the site is built from, the check's page context and the site model (navigation, every page's title and shell). */
  readonly plan: unknown;
}

/**
 * The key every cached page of a build is filed under: Quire's version and code, the build's options, the list
 * of project files, the content of every file that is not a page (config, OpenAPI specs, images and
 * other assets), and the plan (config, page-check context, site model). A page's own text and the
 * pages or snippets it reads are checked per entry, so editing one page's body leaves the key as it
 * is, while a change to anything a page's shell or check shows from elsewhere (a title in the
 * navigation, the config) gives a new key.
 */
export function cacheKeyOf(inputs: CacheKeyInputs): string {
  const hash = createHash('sha256');
  hash.update(`quire ${quireVersion}\0${codeHash()}\0node ${process.versions.node}\0`);
  hash.update(canonical(inputs.options));
  const paths = inputs.project.list();
  hash.update(canonical(paths));
  for (const path of paths) {
    if (hasPageExtension(path)) continue;
    const bytes = inputs.project.readBytes(path);
    hash.update(`${path}\0${bytes === undefined ? '-' : createHash('sha256').update(bytes).digest('hex')}\0`);
  }
  hash.update(canonical(inputs.plan));
  return hash.digest('hex');
}

let code: string | undefined;

/**
 * A hash of the code running: in the built CLI this module is the one bundle, so a Quire built from
 * other sources under the same version number (a development build) never reads another's entries.
 */
function codeHash(): string {
  if (code === undefined) {
    try {
      code = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex');
    } catch {
      code = 'unknown';
    }
  }
  return code;
}

/**
 * A value in one canonical text form, for hashing: object keys sorted, sets and maps in sorted order,
 * functions and `project` fields (the project is hashed on its own) left out. An object met again
 * (the site model shares pages between its lists and divisions, and divisions point back up) is
 * written as the number of its first meeting, so each is written once and the order of meetings is
 * the same for the same value. One string, hashed at once: a hash update per field cost 0.5 s on
 * a 1,000-page site model.
 */
export function canonical(value: unknown): string {
  const parts: string[] = [];
  digest({ update: (text: string | Uint8Array) => parts.push(typeof text === 'string' ? text : Buffer.from(text).toString('base64')) }, value, new Map());
  return parts.join('');
}

function digest(hash: { update(text: string | Uint8Array): unknown }, value: unknown, seen: Map<object, number>): void {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') hash.update('f');
    else if (value === undefined) hash.update('u');
    else hash.update(`${typeof value}:${typeof value === 'string' ? JSON.stringify(value) : String(value)};`);
    return;
  }
  const met = seen.get(value);
  if (met !== undefined) {
    hash.update(`#${met}`);
    return;
  }
  seen.set(value, seen.size);
  if (Array.isArray(value)) {
    hash.update('[');
    for (const item of value) digest(hash, item, seen);
    hash.update(']');
  } else if (value instanceof Set || value instanceof Map) {
    const entries = value instanceof Set ? [...value].map((v) => [v, true] as const) : [...value];
    const keyed = entries.map(([k, v]) => [typeof k === 'string' ? k : JSON.stringify(k) ?? String(k), v] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    hash.update(value instanceof Set ? '<' : '{{');
    for (const [k, v] of keyed) {
      hash.update(`${JSON.stringify(k)}=`);
      digest(hash, v, seen);
    }
    hash.update('>');
  } else if (value instanceof Uint8Array) {
    hash.update('b');
    hash.update(value);
  } else {
    hash.update('{');
    for (const key of Object.keys(value).sort()) {
      const field = (value as Record<string, unknown>)[key];
      if (key === 'project' || typeof field === 'function') continue;
      hash.update(`${JSON.stringify(key)}:`);
      digest(hash, field, seen);
    }
    hash.update('}');
  }
}
