import { closeSync, constants, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePath, type Project } from '../core/index.ts';
import { LruCache } from '../core/lru-cache.ts';

const decoder = new TextDecoder('utf-8');
/** Opens a file for reading but never through a symbolic link (one made since the project was listed fails with ELOOP). */
export const noFollow = constants.O_RDONLY | constants.O_NOFOLLOW;

/** A file's bytes, never read through a symbolic link (see noFollow); throws when it cannot be read. */
export function readNoFollow(path: string): Uint8Array {
  const fd = openSync(path, noFollow);
  try {
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * A project whose file list is known (the main thread's) and whose files are read from disk only
 * when asked for: a build worker reads the pages it renders and what they use, not every image.
 * The texts read last are kept, up to `textBudget` characters: a snippet many pages import is read
 * once, while a worker that renders half of a 25,000-page site does not end up holding every page it
 * read (V8 grows a thread's heap with what stays live, so that would be resident memory linear in
 * the site's size).
 */
export class DiskProject implements Project {
  readonly #root: string;
  readonly #paths: readonly string[];
  readonly #known: ReadonlySet<string>;
  readonly #texts: LruCache<string, { readonly text: string | undefined }>;

  /**
   * `paths` are project paths as the main thread's project lists them (sorted).
   * @param textBudget characters of text kept (default 4,000,000, a few hundred pages).
   */
  constructor(root: string, paths: readonly string[], textBudget = 4_000_000) {
    this.#root = root;
    this.#paths = paths;
    this.#known = new Set(paths);
    this.#texts = new LruCache(textBudget, (_, read) => 1 + (read.text?.length ?? 0));
  }

  list(): readonly string[] {
    return this.#paths;
  }

  has(path: string): boolean {
    return this.#known.has(normalizePath(path));
  }

  readText(path: string): string | undefined {
    const key = normalizePath(path);
    const kept = this.#texts.get(key);
    if (kept) return kept.text;
    const bytes = this.readBytes(key);
    const text = bytes === undefined ? undefined : decoder.decode(bytes);
    this.#texts.set(key, { text });
    return text;
  }

  readBytes(path: string): Uint8Array | undefined {
    const key = normalizePath(path);
    if (!this.#known.has(key)) return undefined;
    try {
      return readNoFollow(join(this.#root, key));
    } catch {
      // Deleted (or replaced by a link) since the main thread listed it: the same as a file that does not exist.
      return undefined;
    }
  }
}
