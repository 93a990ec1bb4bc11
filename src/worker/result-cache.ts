// From core's own modules, not core-api.ts: the worker's first module restores with this before core has loaded (see early-restore.ts).
import { findConfigFile } from '../core/check/project-files.ts';
import { compareDiagnostics } from '../core/diagnostics/diagnostic.ts';
import type { Diagnostic } from '../core/diagnostics/diagnostic.ts';
import type { Project } from '../core/project/project.ts';
import { contentHash } from './content-hash.ts';

// The whole check of a large project takes seconds; reopening it should not show "Checking…" for
// that long. The worker keeps the result of each whole check, per file, and a reopened project shows
// the kept diagnostics of every file that is unchanged at once, while the check runs again.
//
// A record is found by a hash of what every file's diagnostics depend on besides the file itself:
// the code that checks (its version), the config, the rule settings, the ignore rules and the list
// of paths (links, navigation and snippets name other files). Inside it, each file's diagnostics are
// kept with a hash of its content, so an edited file loses its own kept diagnostics and nothing else,
// and an edit of the config or a file added or removed finds no record at all. What a file's
// diagnostics take from the content of another (an anchor on another page) is not in the key: the
// check that runs after the restore corrects it.

/** The files whose text every diagnostic may depend on (config, rule settings, ignore rules), beside the config file. */
const INPUT_FILES = ['.quirerc.json', 'package.json', '.mintignore'];

/** One file's kept diagnostics, and the hash of the content they are of ('' for a path that is no file of the project). */
export interface KeptFile {
  readonly hash: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** A whole check as kept: per path with diagnostics or content, and the check's counts. */
export interface KeptCheck {
  readonly files: Readonly<Record<string, KeptFile>>;
  /** How many files the check covered, and whether the project asks for strict mode (as the diagnostics event has them). */
  readonly checked: number;
  readonly strict: boolean;
  /** When it was kept (ms since the epoch): the oldest records go first. */
  readonly savedAt: number;
}

/** Where kept checks live: IndexedDB in the worker (indexedDbStore), a map in tests. */
export interface ResultStore {
  get(key: string): Promise<KeptCheck | undefined>;
  put(key: string, value: KeptCheck): Promise<void>;
}

/** A whole check's result, as the diagnostics event carries it. */
export interface CheckSummary {
  readonly diagnostics: readonly Diagnostic[];
  readonly files: number;
  readonly strict: boolean;
}

/** What a restore found: the kept diagnostics of the unchanged files, and the paths whose kept diagnostics no longer apply. */
export interface Restored extends CheckSummary {
  readonly changed: readonly string[];
}

const encoder = new TextEncoder();

/** The hash of a file's content; '' when the project has no such file. */
function fileHash(project: Project, path: string): string {
  const bytes = project.readBytes(path);
  return bytes === undefined ? '' : contentHash(bytes);
}

/**
 * Keeps the project's whole-check results by the content of its files (see the note at the top of
 * this file). `version` names the code that checks (the worker's script, whose name has a hash of
 * its code): a new version never shows what an older one found.
 */
export class ResultCache {
  readonly #store: ResultStore;
  readonly #version: string;
  readonly #now: () => number;

  /** `now` is the clock a record's `savedAt` is read from (default Date.now). */
  constructor(store: ResultStore, version: string, now: () => number = Date.now) {
    this.#store = store;
    this.#version = version;
    this.#now = now;
  }

  /** The key of the record of `project`: a hash of everything but the files' own content. */
  async key(project: Project, symlinks: readonly string[]): Promise<string> {
    const config = findConfigFile(project);
    const inputs = [config, ...INPUT_FILES].filter((path): path is string => path !== undefined && project.has(path));
    const parts = [`version ${this.#version}`, `paths ${[...project.list()].sort().join('\n')}`, `symlinks ${[...symlinks].sort().join('\n')}`];
    for (const path of inputs) parts.push(`file ${path} ${fileHash(project, path)}`);
    return contentHash(encoder.encode(parts.join('\0')));
  }

  /** Keeps a whole check of `project`: each file's diagnostics with the hash of its content. */
  async save(project: Project, symlinks: readonly string[], check: CheckSummary): Promise<void> {
    const byFile = new Map<string, Diagnostic[]>(project.list().map((path) => [path, []]));
    for (const d of check.diagnostics) {
      const list = byFile.get(d.file);
      if (list) list.push(d);
      else byFile.set(d.file, [d]);
    }
    const entries = [...byFile].map(([path, diagnostics]) => [path, { hash: fileHash(project, path), diagnostics }] as const);
    await this.#store.put(await this.key(project, symlinks), { files: Object.fromEntries(entries), checked: check.files, strict: check.strict, savedAt: this.#now() });
  }

  /**
   * The kept diagnostics of `project`, sorted as a check sorts them: those of every file whose content
   * is what it was (a path that is no file of the project, as it was), without those of the files
   * that changed; undefined when no record fits (a new config, a file added or removed, another version).
   */
  async restore(project: Project, symlinks: readonly string[]): Promise<Restored | undefined> {
    const key = await this.key(project, symlinks);
    const kept = await this.#store.get(key);
    if (!kept) return undefined;
    const diagnostics: Diagnostic[] = [];
    const changed: string[] = [];
    for (const [path, file] of Object.entries(kept.files)) if (fileHash(project, path) !== file.hash) changed.push(path);
    const stale = new Set(changed);
    for (const [path, file] of Object.entries(kept.files)) if (!stale.has(path)) diagnostics.push(...file.diagnostics);
    return { diagnostics: diagnostics.sort(compareDiagnostics), files: kept.checked, strict: kept.strict, changed: changed.sort() };
  }
}

/** How many kept checks the IndexedDB store holds at most (the oldest go first). */
const MAX_RECORDS = 20;

/** Wraps an IndexedDB request in a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * The kept checks in IndexedDB (database `name`, default `quire-check-results`), at most 20 records;
 * every failure (no IndexedDB, a full disk, a private window) reads as nothing kept. `options.openNow`:
 * open the database at once rather than at the first read (default false): the worker does so at its
 * start, so a reopen's first read does not wait for the open too.
 */
export function indexedDbStore(factory: IDBFactory, name = 'quire-check-results', options: { readonly openNow?: boolean } = {}): ResultStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('checks').createIndex('savedAt', 'savedAt');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return opened;
  };
  if (options.openNow) open().catch(() => undefined);
  return {
    async get(key) {
      try {
        const db = await open();
        return (await done(db.transaction('checks').objectStore('checks').get(key))) as KeptCheck | undefined;
      } catch {
        return undefined;
      }
    },
    async put(key, value) {
      try {
        const db = await open();
        const store = db.transaction('checks', 'readwrite').objectStore('checks');
        await done(store.put(value, key));
        const extra = (await done(store.count())) - MAX_RECORDS;
        if (extra <= 0) return;
        const oldest = await done(store.index('savedAt').getAllKeys(null, extra));
        await Promise.all(oldest.map((k) => done(store.delete(k))));
      } catch {
        // Not kept: the next reopen checks before it shows anything, as without the cache.
      }
    },
  };
}
