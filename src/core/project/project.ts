/**
 * A docs project as core sees it: project-relative paths (forward slashes, no leading slash)
 * mapped to file contents. The caller decides where files come from (Node fs, LightningFS, a zip).
 */
export interface Project {
  /** Every file path, sorted. */
  list(): readonly string[];
  has(path: string): boolean;
  /** The file decoded as UTF-8, or undefined when it does not exist. */
  readText(path: string): string | undefined;
  /** The raw bytes, or undefined when it does not exist. */
  readBytes(path: string): Uint8Array | undefined;
}

const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

/** A Project held in memory; text is decoded once and cached. */
export class MemoryProject implements Project {
  readonly #files = new Map<string, string | Uint8Array>();
  #sorted: string[] | undefined;

  constructor(files: Iterable<readonly [string, string | Uint8Array]> | Readonly<Record<string, string | Uint8Array>> = {}) {
    const entries = Symbol.iterator in files ? (files as Iterable<readonly [string, string | Uint8Array]>) : Object.entries(files);
    for (const [path, content] of entries) this.#files.set(normalizePath(path), content);
  }

  list(): readonly string[] {
    this.#sorted ??= [...this.#files.keys()].sort();
    return this.#sorted;
  }

  has(path: string): boolean {
    return this.#files.has(normalizePath(path));
  }

  readText(path: string): string | undefined {
    const key = normalizePath(path);
    const content = this.#files.get(key);
    if (content === undefined || typeof content === 'string') return content;
    const text = decoder.decode(content);
    this.#files.set(key, text);
    return text;
  }

  readBytes(path: string): Uint8Array | undefined {
    const content = this.#files.get(normalizePath(path));
    return typeof content === 'string' ? encoder.encode(content) : content;
  }

  /** Sets or replaces a file; used by the worker when the editor changes one. */
  set(path: string, content: string | Uint8Array): void {
    const key = normalizePath(path);
    if (!this.#files.has(key)) this.#sorted = undefined;
    this.#files.set(key, content);
  }

  delete(path: string): void {
    if (this.#files.delete(normalizePath(path))) this.#sorted = undefined;
  }
}

/** Normalizes `./a//b/../c.mdx` and `/a/c.mdx` to `a/c.mdx`. */
export function normalizePath(path: string): string {
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** Resolves `target` relative to the folder of `fromFile`; a leading `/` means the project root. */
export function resolvePath(fromFile: string, target: string): string {
  if (target.startsWith('/')) return normalizePath(target);
  const dir = fromFile.includes('/') ? fromFile.slice(0, fromFile.lastIndexOf('/')) : '';
  return normalizePath(dir ? `${dir}/${target}` : target);
}
