import { applyRuleSettings, compareDiagnostics, createSiteSession, type Diagnostic, type ExportOptions, type Project, projectPageFiles, uniqueDiagnostics } from '../core/index.ts';
import { readMermaidBundle } from './mermaid-bundle.ts';
import type { RemoteSpecs } from '../core/openapi/index.ts';
import { BuildCache, type CacheCounts, evictCacheWhenDue, sha256Hex } from './build-cache.ts';
import { type BuildPart, buildTasks, runTasks } from './build-tasks.ts';
import { cacheKeyOf } from './cache-key.ts';
import { RecordingProject } from './recording-project.ts';
import { type BuildWork, type BuildWorkerReply, cancelledState } from './build-worker.ts';
import { type BuildWorkers, buildThreads, minPagesPerThread, type StartedWorker } from './build-workers.ts';
import { OutputWriter, pruneOutput, readWrittenFile, startClearOutput, writeOutputs } from './write-output.ts';

/** A build's output plus the check of the project, as `quire build` reports it. */
export interface BuildResult {
  /** Output path → contents; empty when the build wrote its files to `outDir`. */
  readonly files: Map<string, string | Uint8Array>;
  /** Every output path, sorted: written to `outDir`, or the keys of `files`. */
  readonly outputs: string[];
  /** Check diagnostics and build diagnostics, each reported once, sorted. */
  readonly diagnostics: Diagnostic[];
  /** How many navigable pages were rendered (the `index.html` copy of the home page is not counted). */
  readonly pages: number;
  /** How many files were checked. */
  readonly checkedFiles: number;
  /** With a cache: how many tasks (page files) came from it and how many were stored in it. */
  readonly cache?: CacheCounts;
}

/** Options of buildSite. */
export interface BuildSiteOptions {
  /** Threads to check and render with, this one included; default: every core (at most 8). */
  readonly jobs?: number;
  /** Check the pages as well as rendering them (default true); the benchmark turns it off to time rendering alone. */
  readonly check?: boolean;
  /** Where the worker threads come from; without it the build uses this thread only. */
  readonly workers?: BuildWorkers;
  /** The URL path the site is served from, for `404.html` (see ExportOptions.basePath); default `/`. */
  readonly basePath?: string;
  /**
   * The folder to write the site to, emptied first (see startClearOutput: never the project, a folder that
   * holds it, or a non-empty folder no build wrote); each thread writes the pages it renders. With a
   * `cache`, an earlier build's files are kept where this one writes the same bytes and the rest
   * deleted (see ClearOutputOptions.keep), so the folder ends up the same. Default: nothing is
   * written and the result holds every file.
   */
  readonly outDir?: string;
  /** The emptying of `outDir` the caller started (see startClearOutput), waited for before anything is written; default: the build empties it. */
  readonly outputEmptied?: Promise<void>;
  /** Project paths that are symbolic links the project's reader did not follow (see CheckOptions.symlinks); default none. */
  readonly symlinks?: readonly string[];
  /** The star count the `github` call-to-action button shows (see ExportOptions.githubStars); default none. */
  readonly githubStars?: number;
  /** The OpenAPI specs fetched from URLs (`--fetch`), which the workers' sessions get too; default none. */
  readonly remote?: RemoteSpecs;
  /** The site's public URL (`--site-url`; see ExportOptions.siteUrl); default none. */
  readonly siteUrl?: string;
  /** Write the files for agents and search engines and, with `searchLibrary` (MiniSearch's text), the search (see ExportOptions.publish); default off. */
  readonly publish?: { readonly searchLibrary?: string };
  /** Check and render in this thread too (default true); false leaves every page to the workers (tests use it to exercise them). */
  readonly mainThread?: boolean;
  /** Keep each page's check and render in this folder and reuse them while its inputs are unchanged (see BuildCache); default: no cache. */
  readonly cache?: { readonly dir: string; readonly maxBytes?: number };
}

/** The export options of the site URL and the published files (see ExportOptions), as plain data for every thread. */
export function exportExtras(options: BuildSiteOptions): Pick<ExportOptions, 'siteUrl' | 'publish' | 'searchLibrary'> {
  return {
    ...(options.siteUrl !== undefined ? { siteUrl: options.siteUrl } : {}),
    ...(options.publish ? { publish: true } : {}),
    ...(options.publish?.searchLibrary !== undefined ? { searchLibrary: options.publish.searchLibrary } : {}),
  };
}

/**
 * Checks and exports a project as a static site on several threads. This thread plans the build
 * once (config, navigation, site model, snippet references) and sends the plan to the workers, which
 * were started first so their start-up overlaps the planning. Every thread, this one included, then
 * takes page tasks from one shared list until it is empty; a worker that has not started by then is
 * stopped unused. Output and diagnostics do not depend on which thread rendered what.
 */
export async function buildSite(root: string, files: Project, options: BuildSiteOptions = {}): Promise<BuildResult> {
  const mainThread = options.mainThread ?? true;
  // With a cache every read goes through one recording project, so each task's entry lists what it read.
  const recording = options.cache ? new RecordingProject(files) : undefined;
  // This thread's session; each worker makes its own from the plain data of BuildWork.
  const session = createSiteSession(recording ?? files, options.remote ? { remote: options.remote } : {});
  const project = session.project;
  const pageCount = projectPageFiles(project).length;
  const threads = Math.min(buildThreads(options.jobs), Math.max(1, Math.floor(pageCount / minPagesPerThread)));
  let workers: StartedWorker[] = [];
  const { outDir, basePath, githubStars } = options;
  // What every thread's plan needs alike, so the pages' search box and CSP agree with the files written.
  const published = exportExtras(options);
  // With a cache the output folder keeps an earlier build's files: most are the same again, and a
  // file kept costs a read where a new one costs a creation (see OutputWriter).
  const keep = options.cache !== undefined;
  try {
    // Emptied while the build is planned; nothing is written before it is (see startClearOutput).
    const emptied = outDir === undefined ? undefined : (options.outputEmptied ?? startClearOutput(outDir, { root, keep }).then((started) => started.emptied));
    emptied?.catch(() => undefined);
    const checked = (options.check ?? true) ? session.planCheck(options.symlinks ? { symlinks: options.symlinks } : {}) : undefined;
    const mermaidBundle = readMermaidBundle();
    const site = session.planExport({ ...(checked?.config ? { config: checked.config } : {}), ...(basePath !== undefined ? { basePath } : {}), ...(githubStars !== undefined ? { githubStars } : {}), ...published, ...(mermaidBundle !== undefined ? { mermaidBundle } : {}) });
    const tasks = buildTasks(project, checked?.context ? checked.pageFiles : [], site.jobs);
    const cacheWork = options.cache
      ? {
          dir: options.cache.dir,
          key: cacheKeyOf({
            project,
            // The published files and the diagram script change pages too (the head's links, the search box).
            options: { basePath, githubStars, check: checked !== undefined, symlinks: options.symlinks, remote: options.remote, published, diagrams: mermaidBundle === undefined ? null : sha256Hex(mermaidBundle) },
            plan: [site.config, checked?.context, site.site],
          }),
        }
      : undefined;
    // With a cache, the threads are for the tasks it lacks: a worker costs more to start than a thread saves on hits alone.
    const busy = recording && cacheWork ? new BuildCache(recording, cacheWork).workload(tasks) : pageCount;
    const used = Math.min(threads, Math.max(1, Math.floor(busy / minPagesPerThread)));
    await emptied;
    workers = options.workers?.take(mainThread ? used - 1 : used) ?? [];
    // [next task, then one state per worker]; see joinState.
    const board = new Int32Array(new SharedArrayBuffer(4 * (1 + workers.length)));
    workers.forEach((w, slot) => {
      const work: BuildWork = { root, paths: project.list(), config: site.config, context: checked?.context, tasks, board: board.buffer as SharedArrayBuffer, slot, ...(basePath !== undefined ? { basePath } : {}), ...(githubStars !== undefined ? { githubStars } : {}), ...(outDir !== undefined ? { outDir } : {}), ...(keep ? { keepOutput: true } : {}), ...(options.remote ? { remote: options.remote } : {}), ...(Object.keys(published).length > 0 ? { published } : {}), ...(cacheWork ? { cache: cacheWork } : {}) };
      w.worker.postMessage(work);
    });
    const parts: BuildPart[] = [];
    if (mainThread || workers.length === 0) parts.push(await runTasks(project, tasks, board, checked?.context, site, outDir, recording && cacheWork ? new BuildCache(recording, cacheWork) : undefined, keep));
    for (const [slot, w] of workers.entries()) {
      // A worker that has not joined yet never will: every task is taken.
      if (mainThread && Atomics.compareExchange(board, 1 + slot, 0, cancelledState) === 0) continue;
      const reply = (await w.reply) as BuildWorkerReply;
      // Its heap is all garbage now: stopped here, not after the site files are made and written.
      void w.worker.terminate();
      if (reply.part) parts.push(reply.part);
    }

    // With an output folder the `.md` files are on disk already (llms-full.txt reads them back) and the search index is written as it is serialized.
    const writer = outDir === undefined ? undefined : new OutputWriter(outDir, { keep });
    const streamed: string[] = [];
    const host = writer && outDir !== undefined
      ? {
          readWritten: (path: string) => readWrittenFile(outDir, path),
          writeChunks: (path: string, chunks: Iterable<string>) => {
            writer.writeChunks(path, chunks);
            streamed.push(path);
          },
        }
      : undefined;
    const files = site.siteFiles(
      parts.flatMap((part) => part.pages),
      parts.flatMap((part) => part.referenced),
      takePublished(parts),
      parts.flatMap((part) => part.utilities),
      host,
    );
    const outputs = [...files.keys(), ...streamed];
    const diagnostics = [...(checked?.diagnostics ?? []), ...site.siteDiagnostics()];
    let checkedFiles = checked?.files ?? 0;
    const cache: CacheCounts = { hits: 0, stored: 0 };
    for (const part of parts) {
      // A project file copied at a page's `.md` path is written over the thread's `.md` below (as publishFiles keeps it), and listed once.
      for (const path of part.written) if (!files.has(path)) outputs.push(path);
      diagnostics.push(...part.diagnostics);
      checkedFiles += part.checked;
      cache.hits += part.cache?.hits ?? 0;
      cache.stored += part.cache?.stored ?? 0;
    }
    // A copy of a page a thread wrote to the folder itself is copied there.
    for (const [copy, original] of site.copies) {
      if (files.has(copy)) continue;
      writer?.copy(original, copy);
      outputs.push(copy);
    }
    if (outDir !== undefined) {
      await writeOutputs(outDir, files, { keep });
      files.clear();
      if (keep) pruneOutput(outDir, outputs);
    }
    // The project's rule settings cover what rendering reports too (the check's part has them already; applying again changes nothing).
    const graded = checked?.settings ? applyRuleSettings(diagnostics, checked.settings) : diagnostics;
    if (options.cache && cache.stored > 0) evictCacheWhenDue(options.cache.dir, options.cache.maxBytes);
    return { files, outputs: outputs.sort(), diagnostics: uniqueDiagnostics(graded).sort(compareDiagnostics), pages: site.pages, checkedFiles, ...(options.cache ? { cache } : {}) };
  } finally {
    for (const w of workers) void w.worker.terminate();
  }
}

/**
 * The published pages of every part, each taken out of its part as it is read: the site files then
 * hold the only reference and let each page's sections go once they are in the search index.
 */
function* takePublished(parts: readonly BuildPart[]): Generator<BuildPart['published'][number]> {
  for (const part of parts) yield* part.published.splice(0);
}
