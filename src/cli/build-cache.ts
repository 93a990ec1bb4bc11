import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { deserialize, serialize } from 'node:v8';
import type { BuildTask, CachedPage, TaskOutput } from './build-tasks.ts';
import type { ReadKind, RecordingProject } from './recording-project.ts';

/**
 * The cache's on-disk format: entries of another format live in another folder, so a Quire that
 * changed the layout never reads them (they age out by eviction). v2: each page's HTML in a file
 * of its own, named by its hash, which a hit links into the output folder (see CachedPage).
 */
const formatFolder = 'v2';

/** The size a cache folder is kept under when a build does not say (see evictCache). */
export const defaultCacheBytes = 512 * 1024 * 1024;

/** The file in the format folder where each stored entry adds its size in bytes, one line each (see evictCacheWhenDue). */
const storedLedger = 'stored-bytes';

/** Options of BuildCache. */
export interface BuildCacheOptions {
  /** The folder entries are kept in (made when missing). */
  readonly dir: string;
  /** The build's key (see cacheKeyOf): every input that is not one page's own reads. */
  readonly key: string;
}

/** What a cached task depends on: each file it read, how, and a hash of what it held then (null: no such file). */
type Dependencies = [path: string, kind: ReadKind, hash: string | null][];

/** An entry: everything but the pages' HTML, which is in page files named by their hash (see pageFile). */
interface EntryHead {
  readonly dependencies: Dependencies;
  readonly diagnostics: TaskOutput['diagnostics'];
  readonly referenced: string[];
  readonly published: TaskOutput['published'];
  readonly utilities: TaskOutput['utilities'];
  readonly pages: [out: string, hash: string][];
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

/** Whether a cache folder holds entries of this format (an earlier build stored some). */
export function cacheHasEntries(dir: string): boolean {
  return existsSync(join(dir, formatFolder));
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

  /**
   * What `tasks` will cost to run, in tasks rendered: those with no entry count one, those with one a
   * hundredth (reading and checking an entry, 0.2 ms, against 20 ms for a render; its output files
   * are kept or linked, see OutputWriter). An entry found here may still be stale; this only sizes
   * the build's threads.
   */
  workload(tasks: readonly BuildTask[]): number {
    const found = tasks.filter((task) => existsSync(this.#entryPath(task))).length;
    return tasks.length - found + Math.floor(found / 100);
  }

  #entryPath(task: BuildTask): string {
    const text = this.#project.readText(task.file);
    const key = sha256(`${this.#key}\0${JSON.stringify(task)}\0${text === undefined ? '' : sha256(text)}`);
    return join(this.#dir, key.slice(0, 2), key);
  }

  /** The task's output: from the cache when its entry is sound and its dependencies unchanged, else `run`'s (then stored). */
  async run(task: BuildTask, run: () => Promise<TaskOutput>): Promise<TaskOutput> {
    const path = this.#entryPath(task);
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
   * An entry is 32 bytes of SHA-256 over the rest, the head's length (4 bytes), then the head (v8
   * serialization, which keeps diagnostics exactly). Each page's HTML is a file named by its own
   * SHA-256, checked on every hit, so a page file that was changed (in the cache, or through an
   * output folder it is linked into) is never used either.
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
    if (!Array.isArray(head.utilities) || !Array.isArray(head.pages)) return undefined;
    for (const [file, kind, hash] of head.dependencies) if (this.#hashOf(file, kind) !== hash) return undefined;
    const pages: [string, CachedPage][] = [];
    for (const [out, hash] of head.pages) {
      const file = this.#pageFile(hash);
      let html: Buffer;
      try {
        html = readFileSync(file);
      } catch {
        return undefined;
      }
      // Changed since it was stored (an output file it is linked to was edited in place, say): a miss,
      // and the file goes, so the render stored next writes a new one rather than missing every time.
      if (sha256(html) !== hash) {
        rmSync(file, { force: true });
        return undefined;
      }
      pages.push([out, { file, bytes: html }]);
    }
    // Used now: eviction drops the files used longest ago.
    const now = new Date();
    for (const used of [path, ...pages.map(([, page]) => page.file)]) {
      try {
        utimesSync(used, now, now);
      } catch {
        // Evicted meanwhile by another build; what was read was read whole and checked.
      }
    }
    return { pages, diagnostics: head.diagnostics, referenced: head.referenced, published: head.published, utilities: head.utilities };
  }

  /** The file a page's HTML is kept in, by the HTML's hash: pages of the same HTML share it. */
  #pageFile(hash: string): string {
    return join(this.#dir, hash.slice(0, 2), `${hash}.html`);
  }

  #write(path: string, dependencies: Dependencies, output: TaskOutput): void {
    const pages: [string, string][] = [];
    try {
      for (const [out, page] of output.pages) {
        const html = typeof page === 'string' ? Buffer.from(page) : page.bytes;
        const hash = sha256(html);
        const file = this.#pageFile(hash);
        if (!existsSync(file)) writeAtomic(file, html);
        pages.push([out, hash]);
      }
      const head = serialize({ dependencies, diagnostics: output.diagnostics, referenced: output.referenced, published: output.published, utilities: output.utilities, pages } satisfies EntryHead);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(head.length);
      const hash = createHash('sha256').update(length).update(head);
      const entry = Buffer.concat([hash.digest(), length, head]);
      writeAtomic(path, entry);
      // One small append (atomic with O_APPEND): threads and processes sharing the folder each add theirs.
      appendFileSync(join(this.#dir, storedLedger), `${entry.length + output.pages.reduce((sum, [, page]) => sum + (typeof page === 'string' ? Buffer.byteLength(page) : page.bytes.length), 0)}\n`);
    } catch {
      // A cache that cannot be written (read-only, full disk) only makes the next build slower.
    }
  }
}

/** Writes a file whole or not at all (a new file renamed into place), so no reader sees half of it; throws when it cannot. */
function writeAtomic(path: string, bytes: Uint8Array): void {
  const temp = `${path}.${process.pid}-${threadId}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temp, bytes);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * Runs evictCache once the entries stored since it last ran (as the ledger of stored bytes counts
 * them) add up to an eighth of `maxBytes` (default defaultCacheBytes), so the folder stays within
 * about 9/8 of it; before that, nothing. Its walk stats every file of the cache, two per page: 0.55 s
 * of a 1,000-page rebuild after a one-page change, a fifth of it, for one new entry. Returns how
 * many entries it deleted.
 */
export function evictCacheWhenDue(dir: string, maxBytes = defaultCacheBytes): number {
  const ledger = join(dir, formatFolder, storedLedger);
  let text: string;
  try {
    text = readFileSync(ledger, 'utf8');
  } catch {
    return 0;
  }
  let stored = 0;
  for (const line of text.split('\n')) stored += Number(line) || 0;
  if (stored < maxBytes / 8) return 0;
  // Removed first: what other builds store meanwhile counts toward the next walk.
  rmSync(ledger, { force: true });
  return evictCache(dir, maxBytes);
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
    if (bucket === storedLedger) continue;
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
