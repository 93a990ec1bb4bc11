import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { checkProject, compareDiagnostics, type Diagnostic, exportSite, type ExportResult, type Project } from '../core/index.ts';
import { loadProject } from './load-project.ts';

/** What the main thread sends a build worker. */
export interface BuildShardRequest {
  readonly quireBuildShard: true;
  readonly root: string;
  readonly index: number;
  readonly count: number;
  readonly check: boolean;
}

/** A build's output plus the check of the project, as `quire build` reports it. */
export interface BuildResult extends ExportResult {
  /** Check diagnostics and build diagnostics, each reported once. */
  readonly diagnostics: Diagnostic[];
  /** How many files were checked. */
  readonly checkedFiles: number;
}

/** Options of buildSite. */
export interface BuildSiteOptions {
  /** Worker threads to render with; default: every core (at most 8), or 1 on a two-core machine. 1 renders in this thread. */
  readonly jobs?: number;
  /** Check the pages as well as rendering them (default true); the benchmark turns it off to time rendering alone. */
  readonly check?: boolean;
  /** The module to start as a worker (the CLI entry, which dispatches on workerData). */
  readonly workerUrl?: URL;
}

/**
 * Every core, except on two-core machines: there each worker isolate's start-up, JIT warm-up and
 * garbage collection (which already runs on the second core) cost more than the split saves
 * (measured: the 143-page trigger corpus builds in 2.6 s on one thread, 3.1 s on two workers).
 */
function defaultJobs(): number {
  const cores = availableParallelism();
  return cores > 2 ? cores : 1;
}

/** Below this many pages per worker, starting workers costs more than it saves. */
const minPagesPerWorker = 12;

/**
 * Checks and exports a project as a static site, spreading the pages over worker threads so a
 * large site uses every core. Each worker reads the project itself, then checks and renders
 * every n-th page; the results are merged in page order.
 */
export async function buildSite(root: string, project: Project, options: BuildSiteOptions = {}): Promise<BuildResult> {
  const jobs = Math.max(1, Math.min(options.jobs ?? defaultJobs(), 8));
  const pageCount = project.list().filter((p) => /\.mdx?$/i.test(p)).length;
  const count = Math.min(jobs, Math.floor(pageCount / minPagesPerWorker));
  const check = options.check ?? true;
  if (count <= 1 || options.workerUrl === undefined) return buildShard(project, 0, 1, check);
  const workerUrl = options.workerUrl;
  const shards = await Promise.all(Array.from({ length: count }, (_, index) => runShard(workerUrl, { quireBuildShard: true, root, index, count, check })));
  const files = new Map<string, string | Uint8Array>();
  const diagnostics: Diagnostic[] = [];
  let checkedFiles = 0;
  for (const shard of shards) {
    for (const [path, content] of shard.files) files.set(path, content);
    diagnostics.push(...shard.diagnostics);
    checkedFiles += shard.checkedFiles;
  }
  return { files, diagnostics: unique(diagnostics).sort(compareDiagnostics), pages: shards[0]?.pages ?? 0, checkedFiles };
}

/** Checks and renders one shard of the pages. */
function buildShard(project: Project, index: number, count: number, check: boolean): BuildResult {
  const shard = { index, count };
  const checked = checkProject(project, { shard, pages: check });
  const built = exportSite(project, { ...(checked.config ? { config: checked.config } : {}), shard });
  const diagnostics = unique([...checked.diagnostics, ...built.diagnostics]);
  return { files: built.files, diagnostics: diagnostics.sort(compareDiagnostics), pages: built.pages, checkedFiles: checked.files - (index === 0 ? 0 : 1) };
}

/** Drops repeats: the export reports some of the page diagnostics the check already did. */
function unique(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function runShard(url: URL, request: BuildShardRequest): Promise<BuildResult> {
  return new Promise((resolvePromise, reject) => {
    // Run from source (npm run quire), the worker needs tsx's loader first; the built CLI is plain JS.
    const entry = url.pathname.endsWith('.ts') ? new URL('./source-worker.mjs', url) : url;
    const worker = new Worker(entry, { workerData: request });
    worker.once('message', (result: BuildResult) => {
      resolvePromise(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`build worker ${request.index} exited with code ${code}`));
    });
  });
}

/** The worker side: checks and renders one shard and posts the result back. */
export async function runBuildShard(request: BuildShardRequest, post: (result: BuildResult) => void): Promise<void> {
  const project = await loadProject(request.root);
  post(buildShard(project, request.index, request.count, request.check));
}
