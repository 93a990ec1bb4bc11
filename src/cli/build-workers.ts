// Starting the worker threads of `quire build`. This module imports no core code: the CLI entry
// uses it to start the workers before it evaluates the core (a few MB of code), so their start-up
// overlaps the main thread's instead of following it.
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
// QuireError's own module, not core's index: it imports nothing, so the core is still not evaluated.
import { QuireError } from '../core/diagnostics/quire-error.ts';
import { CliCode } from './cli-codes.ts';
import { cacheHasEntries, defaultCacheDir } from './build-cache.ts';
import { commandOptions } from './command-options.ts';

/** The workerData a build worker is started with: it only says what the thread is for. */
export interface BuildWorkerData {
  readonly quireBuildWorker: true;
}

/** Whether workerData marks this thread as a build worker. */
export function isBuildWorkerData(data: unknown): data is BuildWorkerData {
  return typeof data === 'object' && data !== null && (data as { quireBuildWorker?: unknown }).quireBuildWorker === true;
}

/** A started build worker and its one reply (see BuildWorkerReply in build-worker.ts). */
export interface StartedWorker {
  readonly worker: Worker;
  readonly reply: Promise<unknown>;
}

/** At most this many threads per build: past it, start-up and memory outgrow what a docs site gains. */
export const maxBuildThreads = 8;

/** The thread count a build asks for: `jobs`, else every core; between 1 and maxBuildThreads. */
export function buildThreads(jobs: number | undefined, cores = availableParallelism()): number {
  return Math.max(1, Math.min(jobs ?? cores, maxBuildThreads));
}

/**
 * How many workers a command line will use, known before the project is read: for `quire build`,
 * one fewer than its threads (`--jobs N`, else every core), since the main thread is one; for
 * anything else, or a `--jobs` value the CLI will reject, none. A small project may use fewer; the
 * build stops the rest.
 */
export function prestartCount(argv: readonly string[], cores = availableParallelism()): number {
  if (argv[0] !== 'build') return 0;
  const at = argv.findIndex((a) => a === '--jobs' || a.startsWith('--jobs='));
  const text = at < 0 ? String(cores) : argv[at]?.startsWith('--jobs=') ? argv[at]?.slice('--jobs='.length) : argv[at + 1];
  const jobs = Number(text ?? 'missing');
  if (!Number.isInteger(jobs) || jobs < 1) return 0;
  return Math.min(jobs, maxBuildThreads) - 1;
}

/**
 * Whether a command line is a `quire build` with a cache folder that holds entries (`--cache DIR`, or
 * the default one, as runBuild finds it), so the cache will likely answer most pages: a worker
 * started ahead then costs half a second of CPU (loading Quire, planning the site) to take a few
 * pages, and the build starts the workers it needs once it knows (see buildSite). False for a line
 * the CLI will reject.
 */
export function cachedBuild(argv: readonly string[], cwd: string): boolean {
  const dir = buildCacheDir(argv, cwd);
  return dir !== undefined && cacheHasEntries(dir);
}

/**
 * The cache folder of a `quire build` command line, as runBuild finds it: `--cache DIR`, else the
 * default one (see defaultCacheDir); undefined with `--no-cache`, for another command, or for a
 * line the CLI will reject.
 */
export function buildCacheDir(argv: readonly string[], cwd: string): string | undefined {
  const parsed = buildLine(argv);
  if (!parsed) return undefined;
  const { values, positionals } = parsed;
  if (values['no-cache'] === true || positionals.length > 1) return undefined;
  return typeof values.cache === 'string' ? (values.cache === '' ? undefined : resolve(cwd, values.cache)) : defaultCacheDir(resolve(cwd, positionals[0] ?? '.'));
}

/** A `quire build` command line's options and positionals; undefined for another command or a line the CLI will reject. */
function buildLine(argv: readonly string[]) {
  if (argv[0] !== 'build') return undefined;
  try {
    return parseArgs({ args: argv.slice(1), allowPositionals: true, options: commandOptions(true) });
  } catch {
    return undefined;
  }
}

/** Below this many pages per thread, a worker costs more than it can save (see buildSite). */
export const minPagesPerThread = 12;

/** How many folder entries fewPages looks at, at most, before it takes the project as large. */
const fewPagesScan = 5_000;

/**
 * Whether a folder holds fewer page files (`.md`, `.mdx`) than two threads need (2 × minPagesPerThread),
 * by a walk that stops as soon as it has found that many, or looked at fewPagesScan entries (then the
 * folder counts as large). Symbolic links, dot-folders and node_modules are not entered; an unreadable
 * folder counts as holding none. A build of a small project then starts no worker ahead: one started and
 * stopped unused cost a 13-page build a tenth of its time (its start-up competes with the build's,
 * and the process waits for it to stop).
 */
export function fewPages(dir: string): boolean {
  const enough = 2 * minPagesPerThread;
  let pages = 0;
  let seen = 0;
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (++seen > fewPagesScan) return false;
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') folders.push(join(folder, entry.name));
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name) && ++pages >= enough) return false;
    }
  }
  return true;
}

/**
 * Hands out build workers, started from `url` (the CLI entry, which dispatches on workerData).
 * Workers started ahead of time do not keep the process alive until a build takes them.
 */
export class BuildWorkers {
  readonly #url: URL;
  readonly #ready: StartedWorker[] = [];

  constructor(url: URL) {
    this.#url = url;
  }

  /** Starts the workers a command line will use (see prestartCount) before the project is read, unless its cache will answer most pages (see cachedBuild) or its project is small (see fewPages). */
  prestart(argv: readonly string[], cwd = process.cwd()): void {
    if (cachedBuild(argv, cwd)) return;
    const line = buildLine(argv);
    if (line && line.positionals.length <= 1 && fewPages(resolve(cwd, line.positionals[0] ?? '.'))) return;
    for (let i = prestartCount(argv); i > 0; i--) {
      const started = startWorker(this.#url);
      started.worker.unref();
      this.#ready.push(started);
    }
  }

  /** `count` workers: those started ahead of time first, then new ones. Workers not taken are stopped. */
  take(count: number): StartedWorker[] {
    const taken = this.#ready.splice(0, count);
    while (taken.length < count) taken.push(startWorker(this.#url));
    for (const w of taken) w.worker.ref();
    this.stop();
    return taken;
  }

  /** Stops the workers started ahead of time that no build took. */
  stop(): void {
    for (const w of this.#ready.splice(0)) void w.worker.terminate();
  }
}

function startWorker(url: URL): StartedWorker {
  // Run from source (npm run quire), the worker needs tsx's loader first; the built CLI is plain JS.
  const entry = url.pathname.endsWith('.ts') ? new URL('./source-worker.mjs', url) : url;
  const data: BuildWorkerData = { quireBuildWorker: true };
  // The command line too, so the built command's launcher finds the same code cache in the thread (see bundle-launcher.ts).
  const worker = new Worker(entry, { workerData: data, argv: process.argv.slice(2) });
  const reply = new Promise<unknown>((resolvePromise, reject) => {
    worker.once('message', resolvePromise);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new QuireError(CliCode.workerExited, `build worker exited with code ${code} before it replied`, { exitCode: code })));
  });
  // Awaited only when the worker joined the build; a stopped worker's exit is expected.
  reply.catch(() => undefined);
  return { worker, reply };
}
