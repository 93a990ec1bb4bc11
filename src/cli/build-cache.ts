import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { deserialize, serialize } from 'node:v8';
import type { BuildTask, TaskOutput } from './build-tasks.ts';
import type { ReadKind, RecordingProject } from './recording-project.ts';

/**
 * The cache's on-disk format: entries of another format live in another folder, so a Quire that
 * changed the layout never reads them (they age out by eviction).
 */
const formatFolder = 'v1';

/** The size a cache folder is kept under when a build does not say (see evictCache). */
export const defaultCacheBytes = 512 * 1024 * 1024;

/** Options of BuildCache. */
export interface BuildCacheOptions {
  /** The folder entries are kept in (made when missing). */
  readonly dir: string;
  /** The build's key (see cacheKeyOf): every input that is not one page's own reads. */
  readonly key: string;
}

/** What a cached task depends on: each file it read, how, and a hash of what it held then (null: no such file). */
type Dependencies = [path: string, kind: ReadKind, hash: string | null][];

/** An entry's head: everything but the pages' HTML, which follows it as UTF-8 bytes of the given lengths. */
interface EntryHead {
  readonly dependencies: Dependencies;
  readonly diagnostics: TaskOutput['diagnostics'];
  readonly referenced: string[];
  readonly published: TaskOutput['published'];
  readonly utilities: TaskOutput['utilities'];
  readonly pages: [out: string, bytes: number][];
}

/** How many tasks a BuildCache answered from its folder and how many it stored. */
export interface CacheCounts {
  hits: number;
  stored: number;
}

/** The SHA-256 of a text or bytes, in hex. */
export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const sha256 = sha256Hex;

/** The cache folder a project gets by default: `node_modules/.cache/quire` in the nearest folder, from the project's up, that has `node_modules`; undefined when none has. */
export function defaultCacheDir(root: string): string | undefined {
  for (let dir = root; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) return join(dir, 'node_modules', '.cache', 'quire');
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The results of a build's tasks (a page's check diagnostics and rendered HTML) kept in a folder
 * across builds. An entry is found by the build's key, the task and the hash of the page's text, and
 * holds the hash of every file the task read; it is used only while each of those files still hashes
 * the same, and only when its own checksum matches (a torn or edited entry is a miss). Everything a
 * page depends on beyond its reads is in the build's key (see cacheKeyOf), so a stale entry cannot be
 * used. Each thread of a build has its own BuildCache over the same folder; writes are atomic
 * (a new file renamed into place), so threads and processes sharing the folder never see half an entry.
 */
export class BuildCache {
  readonly #dir: string;
  readonly #key: string;
  readonly #project: RecordingProject;
  readonly counts: CacheCounts = { hits: 0, stored: 0 };

  /** `project` is the one the build's tasks read through (the plan's and the check's). */
  constructor(project: RecordingProject, options: BuildCacheOptions) {
    this.#dir = join(options.dir, formatFolder);
    this.#key = options.key;
    this.#project = project;
  }

  /** The task's output: from the cache when its entry is sound and its dependencies unchanged, else `run`'s (then stored). */
  async run(task: BuildTask, run: () => Promise<TaskOutput>): Promise<TaskOutput> {
    const text = this.#project.readText(task.file);
    const key = sha256(`${this.#key}\0${JSON.stringify(task)}\0${text === undefined ? '' : sha256(text)}`);
    const path = join(this.#dir, key.slice(0, 2), key);
    const cached = this.#read(path);
    if (cached) {
      this.counts.hits++;
      return cached;
    }
    this.#project.record();
    let output: TaskOutput;
    let reads: Map<string, ReadKind>;
    try {
      // Nothing else reads through the project meanwhile: a thread runs one task at a time.
      output = await run();
    } finally {
      reads = this.#project.stop();
    }
    const dependencies: Dependencies = [...reads].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([file, kind]) => [file, kind, this.#hashOf(file, kind)]);
    this.#write(path, dependencies, output);
    this.counts.stored++;
    return output;
  }

  #hashOf(file: string, kind: ReadKind): string | null {
    const content = kind === 'text' ? this.#project.readText(file) : this.#project.readBytes(file);
    return content === undefined ? null : sha256(content);
  }

  /**
   * An entry is 32 bytes of SHA-256 over the rest, the head's length (4 bytes), the head (v8
   * serialization, which keeps diagnostics exactly), then the pages' HTML as UTF-8: on a hit the
   * HTML goes to the output folder as the bytes it was read as.
   */
  #read(path: string): TaskOutput | undefined {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch {
      return undefined;
    }
    // A torn, truncated or edited entry is never trusted.
    if (bytes.length < 36 || !createHash('sha256').update(bytes.subarray(32)).digest().equals(bytes.subarray(0, 32))) return undefined;
    const headLength = bytes.readUInt32LE(32);
    let head: EntryHead;
    try {
      head = deserialize(bytes.subarray(36, 36 + headLength)) as EntryHead;
    } catch {
      return undefined;
    }
    // An entry from before pages linked utility stylesheets has none to write: made again.
    if (!Array.isArray(head.utilities)) return undefined;
    for (const [file, kind, hash] of head.dependencies) if (this.#hashOf(file, kind) !== hash) return undefined;
    const pages: [string, Uint8Array][] = [];
    let at = 36 + headLength;
    for (const [out, length] of head.pages) {
      pages.push([out, bytes.subarray(at, at + length)]);
      at += length;
    }
    try {
      // Used now: eviction drops the entries used longest ago.
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Evicted meanwhile by another build; the entry was read whole and checked.
    }
    return { pages, diagnostics: head.diagnostics, referenced: head.referenced, published: head.published, utilities: head.utilities };
  }

  #write(path: string, dependencies: Dependencies, output: TaskOutput): void {
    const html = output.pages.map(([, page]) => (typeof page === 'string' ? Buffer.from(page) : page));
    const head = serialize({ dependencies, diagnostics: output.diagnostics, referenced: output.referenced, published: output.published, utilities: output.utilities, pages: output.pages.map(([out], i) => [out, html[i]?.length ?? 0]) } satisfies EntryHead);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(head.length);
    const hash = createHash('sha256').update(length).update(head);
    for (const page of html) hash.update(page);
    const temp = `${path}.${process.pid}-${threadId}.tmp`;
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(temp, Buffer.concat([hash.digest(), length, head, ...html]));
      renameSync(temp, path);
    } catch {
      // A cache that cannot be written (read-only, full disk) only makes the next build slower.
      rmSync(temp, { force: true });
    }
  }
}

/**
 * Deletes the entries used longest ago until the cache folder holds at most `maxBytes` (default
 * defaultCacheBytes), and any temporary file a killed build left behind. Returns how many entries it deleted.
 */
export function evictCache(dir: string, maxBytes = defaultCacheBytes): number {
  const root = join(dir, formatFolder);
  const entries: { path: string; size: number; used: number }[] = [];
  let total = 0;
  let buckets: string[];
  try {
    buckets = readdirSync(root);
  } catch {
    return 0;
  }
  for (const bucket of buckets) {
    let names: string[];
    try {
      names = readdirSync(join(root, bucket));
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(root, bucket, name);
      try {
        const info = statSync(path);
        // A temporary file older than a minute belongs to a build that died before renaming it.
        if (name.endsWith('.tmp')) {
          if (Date.now() - info.mtimeMs > 60_000) rmSync(path, { force: true });
          continue;
        }
        entries.push({ path, size: info.size, used: info.mtimeMs });
        total += info.size;
      } catch {
        // Deleted by another build meanwhile.
      }
    }
  }
  if (total <= maxBytes) return 0;
  entries.sort((a, b) => a.used - b.used || (a.path < b.path ? -1 : 1));
  let deleted = 0;
  for (const entry of entries) {
    if (total <= maxBytes) break;
    rmSync(entry.path, { force: true });
    total -= entry.size;
    deleted++;
  }
  return deleted;
}
