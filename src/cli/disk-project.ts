import { closeSync, constants, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePath, type Project } from '../core/index.ts';

const decoder = new TextDecoder('utf-8');
/** Opens a file for reading but never through a symbolic link (one made since the project was listed fails with ELOOP). */
export const noFollow = constants.O_RDONLY | constants.O_NOFOLLOW;

/**
 * A project whose file list is known (the main thread's) and whose files are read from disk only
 * when asked for: a build worker reads the pages it renders and what they use, not every image.
 * Text is decoded once, like MemoryProject.
 */
export class DiskProject implements Project {
  readonly #root: string;
  readonly #paths: readonly string[];
  readonly #known: ReadonlySet<string>;
  readonly #texts = new Map<string, string | undefined>();

  /** `paths` are project paths as the main thread's project lists them (sorted). */
  constructor(root: string, paths: readonly string[]) {
    this.#root = root;
    this.#paths = paths;
    this.#known = new Set(paths);
  }

  list(): readonly string[] {
    return this.#paths;
  }

  has(path: string): boolean {
    return this.#known.has(normalizePath(path));
  }

  readText(path: string): string | undefined {
    const key = normalizePath(path);
    if (this.#texts.has(key)) return this.#texts.get(key);
    const bytes = this.readBytes(key);
    const text = bytes === undefined ? undefined : decoder.decode(bytes);
    this.#texts.set(key, text);
    return text;
  }

  readBytes(path: string): Uint8Array | undefined {
    const key = normalizePath(path);
    if (!this.#known.has(key)) return undefined;
    try {
      const fd = openSync(join(this.#root, key), noFollow);
      try {
        return readFileSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch {
      // Deleted (or replaced by a link) since the main thread listed it: the same as a file that does not exist.
      return undefined;
    }
  }
}
