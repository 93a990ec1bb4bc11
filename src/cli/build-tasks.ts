import { cachesOf, checkPageFile, type Diagnostic, type ExportPageJob, type PageCheckContext, parseMemo, type Project, type PublishedPage, type SiteExportPlan, type UtilityStylesheet, type WrittenPublishedPage } from '../core/index.ts';
import type { BuildCache, CacheCounts } from './build-cache.ts';
import { OutputWriter } from './write-output.ts';

/**
 * One unit of a build: a page file, checked and rendered to its output files in the same thread,
 * so the page is parsed once. Plain data, so every thread of a build gets the same list.
 */
export interface BuildTask {
  readonly file: string;
  /** Check the page (quire check's page rules and project/orphan-page). */
  readonly check: boolean;
  /** The HTML files that show this page: its own, and `index.html` for a home page in a folder. */
  readonly jobs: readonly ExportPageJob[];
}

/** What one thread of a build produced. */
export interface BuildPart {
  /** Output file → HTML, for the pages it did not write itself. */
  readonly pages: [string, string][];
  /** The output files it wrote (with an output folder). */
  readonly written: string[];
  readonly diagnostics: Diagnostic[];
  /** How many page files it checked. */
  readonly checked: number;
  /** The project files its pages reference (see SiteExportPlan.referencedFiles). */
  readonly referenced: string[];
  /**
   * The Markdown and search sections of the pages it rendered, when the build publishes them (see
   * ExportedPage.published); with an output folder, only the small records of pages whose `.md` it
   * wrote (see SiteExportPlan.publishedFile).
   */
  readonly published: (PublishedPage | WrittenPublishedPage)[];
  /** The utility stylesheets its pages link, each once (see ExportedPage.utilities). */
  readonly utilities: UtilityStylesheet[];
  /** With a cache: how many of its tasks came from it and how many it stored. */
  readonly cache?: CacheCounts;
}

/** A page's HTML kept by a build cache: the file it is kept in and its UTF-8 bytes, read and checked. */
export interface CachedPage {
  readonly file: string;
  readonly bytes: Uint8Array;
}

/** What checking and rendering one task produced: plain data, so a build cache can keep it. */
export interface TaskOutput {
  /** Output file → HTML, for each of the task's jobs (from a cache: its file, linked into the output folder, see OutputWriter.place). */
  readonly pages: [string, string | CachedPage][];
  readonly diagnostics: Diagnostic[];
  /** The project files the task's pages link to or show. */
  readonly referenced: string[];
  /** The pages' Markdown and search sections, when the build publishes them (see ExportedPage.published). */
  readonly published: PublishedPage[];
  /** The utility stylesheets the pages link (see ExportedPage.utilities). */
  readonly utilities: UtilityStylesheet[];
}

/** Checks (when asked and there is a context) and renders one task. */
export async function runTask(project: Project, task: BuildTask, context: PageCheckContext | undefined, site: SiteExportPlan): Promise<TaskOutput> {
  const diagnostics: Diagnostic[] = [];
  const pages: [string, string][] = [];
  const referenced = new Set<string>();
  const published: PublishedPage[] = [];
  const utilities: UtilityStylesheet[] = [];
  if (task.check && context) diagnostics.push(...checkPageFile(project, task.file, context));
  for (const job of task.jobs) {
    const page = await site.renderPage(job);
    pages.push([job.out, page.html]);
    diagnostics.push(...page.diagnostics);
    for (const path of page.referenced) referenced.add(path);
    if (page.published) published.push(page.published);
    if (page.utilities && !utilities.some((u) => u.file === page.utilities?.file)) utilities.push(page.utilities);
  }
  return { pages, diagnostics, referenced: [...referenced], published, utilities };
}

const decoder = new TextDecoder();

/**
 * The tasks of a build: every page file to check and every page to render, grouped by file, the
 * largest first. Threads take tasks from the front of one shared list, so the big pages are spread
 * first and the small ones even out the end.
 */
export function buildTasks(project: Project, checkFiles: readonly string[], jobs: readonly ExportPageJob[]): BuildTask[] {
  const byFile = new Map<string, { file: string; check: boolean; jobs: ExportPageJob[] }>();
  for (const file of checkFiles) byFile.set(file, { file, check: true, jobs: [] });
  for (const job of jobs) {
    const task = byFile.get(job.file);
    if (task) task.jobs.push(job);
    else byFile.set(job.file, { file: job.file, check: false, jobs: [job] });
  }
  const size = new Map([...byFile.keys()].map((file) => [file, project.readText(file)?.length ?? 0]));
  return [...byFile.values()].sort((a, b) => (size.get(b.file) ?? 0) - (size.get(a.file) ?? 0) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * Runs tasks until none is left, taking the next one from `next` (a counter shared by every thread
 * of the build, advanced atomically), so threads that start late or get small pages simply take more.
 * With `outDir` each page is written there as soon as it is rendered, its published `.md` too, so no
 * thread holds or sends the HTML or Markdown of the whole site; the folder must exist and be empty. With a `cache` (whose project is
 * `project`) a task whose inputs are unchanged since a build stored it is taken from there instead.
 *
 * A task parses its page once for the check and the render; no later task reads that parse, so it
 * is forgotten when the task ends. Kept, the parse memo (sized for the playground's edits) stays
 * full of trees, and V8 sizes a thread's heap at a multiple of what stays live: 2 GB resident at
 * 5,000 pages on two threads instead of flat in page count.
 */
export async function runTasks(project: Project, tasks: readonly BuildTask[], next: Int32Array, context: PageCheckContext | undefined, site: SiteExportPlan, outDir?: string, cache?: BuildCache, keep = false): Promise<BuildPart> {
  const writer = outDir === undefined ? undefined : new OutputWriter(outDir, { keep });
  const pages: [string, string][] = [];
  const written: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const published: (PublishedPage | WrittenPublishedPage)[] = [];
  const referenced = new Set<string>();
  const utilities = new Map<string, UtilityStylesheet>();
  let checked = 0;
  for (let i = Atomics.add(next, 0, 1); i < tasks.length; i = Atomics.add(next, 0, 1)) {
    const task = tasks[i];
    if (!task) break;
    const output = cache ? await cache.run(task, () => runTask(project, task, context, site)) : await runTask(project, task, context, site);
    if (task.check && context) checked++;
    for (const [out, html] of output.pages) {
      if (writer) {
        if (typeof html === 'string') writer.write(out, html);
        else writer.place(out, html.file, html.bytes);
        written.push(out);
      } else pages.push([out, typeof html === 'string' ? html : decoder.decode(html.bytes)]);
    }
    diagnostics.push(...output.diagnostics);
    for (const path of output.referenced) referenced.add(path);
    for (const page of output.published) {
      // Written here like its HTML: the thread keeps only the page's sections and the head's length,
      // copied so they hold no slice of the page's source or Markdown (the main thread then holds no page's Markdown).
      const file = writer ? site.publishedFile(page) : undefined;
      if (writer && file) {
        writer.write(file.path, file.text);
        written.push(file.path);
        published.push(structuredClone(file.record));
      } else published.push(page);
    }
    for (const sheet of output.utilities) utilities.set(sheet.file, sheet);
    cachesOf(project).get(parseMemo).clear();
  }
  return { pages, written, diagnostics, checked, referenced: [...referenced], published, utilities: [...utilities.values()], ...(cache ? { cache: cache.counts } : {}) };
}
