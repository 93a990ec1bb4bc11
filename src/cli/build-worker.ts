import { createSiteSession, type DocsConfig, type ExportOptions, type PageCheckContext, type SiteSession } from '../core/index.ts';
import { readMermaidBundle } from './mermaid-bundle.ts';
import type { RemoteSpecs } from '../core/openapi/index.ts';
import { BuildCache } from './build-cache.ts';
import { type BuildPart, type BuildTask, runTasks } from './build-tasks.ts';
import { DiskProject } from './disk-project.ts';
import { RecordingProject } from './recording-project.ts';

/** The build plan the main thread sends a worker once it has made it: plain data (see the structuredClone test), from which the worker makes its own session. */
export interface BuildWork {
  /** The project folder; the worker reads the files it needs from there. */
  readonly root: string;
  /** Every project path, as the main thread listed them. */
  readonly paths: readonly string[];
  /** The config the site is built from (validated or salvaged by the main thread). */
  readonly config: DocsConfig | undefined;
  /** Undefined when pages are not checked. */
  readonly context: PageCheckContext | undefined;
  readonly tasks: readonly BuildTask[];
  readonly basePath?: string;
  readonly githubStars?: number;
  /** The OpenAPI specs fetched from URLs (`--fetch`), supplied to the worker's session as to the main thread's. */
  readonly remote?: RemoteSpecs;
  /** The site URL and published files' options, as the main thread's plan has them (see exportExtras). */
  readonly published?: Pick<ExportOptions, 'siteUrl' | 'publish' | 'searchLibrary'>;
  /** Where to write the rendered pages; without it they are sent back. */
  readonly outDir?: string;
  /** The output folder holds an earlier build's files (see OutputWriterOptions.keep); default false. */
  readonly keepOutput?: boolean;
  /** Int32 slots: the next task, then one state per worker (see joinState). */
  readonly board: SharedArrayBuffer;
  /** This worker's state slot is `1 + slot`. */
  readonly slot: number;
  /** The build cache's folder and the build's key (see BuildCache); without it nothing is cached. */
  readonly cache?: { readonly dir: string; readonly key: string };
}

/** The worker's answer: its part of the build, or nothing when it came too late to take a task. */
export interface BuildWorkerReply {
  readonly part?: BuildPart;
}

/**
 * A worker's state slot: 0 until it joins. The worker sets `joinState` before taking tasks; the main
 * thread, once out of tasks, sets `cancelledState` on a worker still at 0 and stops it instead of
 * waiting for its start-up. Both use compare-and-exchange, so exactly one of them wins.
 */
export const joinState = 1;
/** See joinState. */
export const cancelledState = 2;

/** The worker side of `quire build`: takes tasks from the shared list until it is empty and returns what it rendered. */
export async function runBuildWork(work: BuildWork): Promise<BuildWorkerReply> {
  const board = new Int32Array(work.board);
  if (Atomics.compareExchange(board, 1 + work.slot, 0, joinState) !== 0) return {};
  const recording = work.cache ? new RecordingProject(new DiskProject(work.root, work.paths)) : undefined;
  const session = workSession(work, recording);
  const mermaidBundle = readMermaidBundle();
  const site = session.planExport({ ...(work.basePath !== undefined ? { basePath: work.basePath } : {}), ...(work.githubStars !== undefined ? { githubStars: work.githubStars } : {}), ...work.published, ...(mermaidBundle !== undefined ? { mermaidBundle } : {}) });
  return { part: await runTasks(session.project, work.tasks, board, work.context, site, work.outDir, recording && work.cache ? new BuildCache(recording, work.cache) : undefined, work.keepOutput ?? false) };
}

/** The session a worker makes from its BuildWork: the same files, config and fetched specs as the main thread's (read through `recording` when it keeps a cache). */
export function workSession(work: Omit<BuildWork, 'board' | 'slot'>, recording?: RecordingProject): SiteSession {
  return createSiteSession(recording ?? new DiskProject(work.root, work.paths), { ...(work.config ? { config: work.config } : {}), ...(work.remote ? { remote: work.remote } : {}) });
}
