import { defineResource, hasResource, useResource } from '../core/resources/index.ts';
import { cachesOf, compareDiagnostics, defaultRuleSettings, loadResources, loadSiteConfig, parseMemo, ProjectCode, trackResources, uniqueDiagnostics } from './core-api.ts';
import type { CheckResult, Diagnostic, DocsConfig, Project, RuleSettings } from './core-api.ts';
import type { WorkerEvent } from './protocol.ts';
import type { EarlyRestore, EarlyResult } from './early-restore.ts';
import type { ResultCache } from './result-cache.ts';
import type { Timers } from './timers.ts';

/** The resource of the check's code (project-check.ts): loaded when the first check starts, after the first page is on screen. */
const CHECKS = 'worker/project-check';
type ProjectChecks = typeof import('./project-check.ts');
defineResource(CHECKS, () => import('./project-check.ts'));

/** How long typing must pause before a page is re-checked (the render does not wait). */
const PAGE_CHECK_DELAY_MS = 120;
/** How long before the whole project is re-checked after the config or the set of files changed. */
const PROJECT_CHECK_DELAY_MS = 200;
/**
 * How long the whole check runs before it lets the worker answer other requests (a render of the page
 * shown, an edit): the check goes on after them, page by page, so a large or slow project never holds
 * back the preview. Only with a clock (Timers.now); without one the check runs in one go.
 */
const CHECK_SLICE_MS = 30;

/**
 * The project's diagnostics, kept current without slowing typing: the whole project is checked
 * when files or the config change, and an edited page alone once typing pauses (keeping the
 * project-level diagnostics about it, such as "not in navigation", from the last full check).
 */
export class ProjectDiagnostics {
  readonly #post: (event: Extract<WorkerEvent, { type: 'diagnostics' | 'failed' }>) => void;
  readonly #timers: Timers;
  #project: Project | undefined;
  #diagnostics: Diagnostic[] = [];
  #files = 0;
  /** The project's rule settings as of the last full check; an edited page's diagnostics go through them too. */
  #settings: RuleSettings = defaultRuleSettings;
  /**
   * The redirects of the config as of the last full check; an edited page's links may lead to them.
   * Read from the config the check itself reads (salvaged from a config with errors), so a page's
   * links are judged alone as the whole check judges them.
   */
  #redirects: NonNullable<DocsConfig['redirects']> = [];
  readonly #pages = new Set<string>();
  #pageTimer: unknown;
  #projectTimer: unknown;
  /** After a failed load of resources, the next check is posted as it is instead of waiting again. */
  #postAsIs = false;
  /** The render diagnostics of the page shown last, and the text they are of (see noteRender). */
  #rendered: { file: string; text: string; diagnostics: readonly Diagnostic[] } | undefined;

  /** Whether a lookup of a missing resource starts loading it at once (see TrackOptions.startLoads). */
  readonly #startLoads: boolean;
  /** The project's symbolic links, which the app did not read (see CheckOptions.symlinks). */
  #symlinks: readonly string[] = [];
  /** The projects loaded so far, and how many of them there were when the whole project was last checked (see `checkedLoad`). */
  #loads = 0;
  #checkedLoad = 0;
  /** The load whose kept diagnostics are being read; any diagnostics posted meanwhile are newer, and the kept ones are dropped. */
  #restoring: number | undefined;
  /** The checks asked for while the check's code loads (see #checks). */
  readonly #waiting = new Set<'project' | 'pages'>();
  /** The whole check under way, between its slices; a newer one (or a new project) drops it. */
  #running: Generator<void, CheckResult> | undefined;

  /** Where whole checks are kept for the next reopen of the same files (see result-cache.ts); none by default. */
  readonly #cache: ResultCache | undefined;
  /** The restore of the first load, started before the worker host was (see early-restore.ts); none by default. */
  readonly #early: EarlyRestore | undefined;

  constructor(post: (event: Extract<WorkerEvent, { type: 'diagnostics' | 'failed' }>) => void, timers: Timers, startLoads = false, cache?: ResultCache, early?: EarlyRestore) {
    this.#post = post;
    this.#timers = timers;
    this.#startLoads = startLoads;
    this.#cache = cache;
    this.#early = early;
  }

  /** The symbolic links of the project loaded now: each is a `project/symlink` warning of every later check. */
  setSymlinks(symlinks: readonly string[]): void {
    this.#symlinks = symlinks;
  }

  /**
   * A new project was loaded: until its whole check is done, the diagnostics posted say it is not
   * checked yet. With a cache, the diagnostics kept from the last check of the same files are posted
   * at once (marked `cached`), unless something newer was posted first; the promise settles when
   * that is done. The first load's restore may have started (and posted) before: it is taken over.
   */
  loaded(project?: Project): Promise<void> {
    const load = ++this.#loads;
    const early = this.#early?.take();
    if (!this.#cache || !project) return Promise.resolve();
    this.#restoring = load;
    const restored: Promise<EarlyResult> = early ?? this.#cache.restore(project, this.#symlinks).then((kept) => ({ kept, posted: false }));
    return restored.then(
      ({ kept, posted }) => {
        if (!kept || this.#restoring !== load) return;
        this.#restoring = undefined;
        this.#diagnostics = [...kept.diagnostics];
        this.#files = kept.files;
        if (!posted) this.#post({ type: 'diagnostics', diagnostics: this.#diagnostics, files: this.#files, strict: kept.strict, checkedLoad: this.#checkedLoad, cached: true });
      },
      () => undefined,
    );
  }

  /** Checks the whole project after `delay` ms (0: right after the work already queued, such as the first render). */
  scheduleProject(project: Project, delay = PROJECT_CHECK_DELAY_MS): void {
    this.#project = project;
    // A check under way is of files that changed since: its result would be stale.
    this.#running = undefined;
    if (this.#projectTimer !== undefined) this.#timers.clear(this.#projectTimer);
    this.#projectTimer = this.#timers.set(() => {
      this.#projectTimer = undefined;
      this.#checkProject();
    }, delay);
  }

  /**
   * What the render of a page reported (unknown icons, missing snippets, the render limits): a
   * re-check of that page adds it while the page still has `text`, since the page check itself does
   * not render (the whole check does, see checkProject).
   */
  noteRender(file: string, text: string, diagnostics: readonly Diagnostic[]): void {
    this.#rendered = { file, text, diagnostics };
  }

  /** Re-checks one edited page once typing pauses. */
  schedulePage(project: Project, file: string): void {
    this.#project = project;
    this.#pages.add(file);
    if (this.#pageTimer !== undefined) this.#timers.clear(this.#pageTimer);
    this.#pageTimer = this.#timers.set(() => {
      this.#pageTimer = undefined;
      this.#checkPages();
    }, PAGE_CHECK_DELAY_MS);
  }

  /**
   * Whether the check just done missed resources that are not loaded (the YAML parser for front
   * matter, icon data): then they are loaded and `again` runs, and the result is not posted.
   */
  #missedResources(missing: readonly string[], again: () => void): boolean {
    if (missing.length === 0 || this.#postAsIs) {
      this.#postAsIs = false;
      return false;
    }
    loadResources(missing).then(again, () => {
      // The render reports the failed load; the check posts what it has.
      this.#postAsIs = true;
      again();
    });
    return true;
  }

  /**
   * The check's code when it is loaded; otherwise undefined, and the check of `kind` runs (once,
   * however often it was asked for) when it is in. A failed load is reported; the next check tries again.
   */
  #checks(kind: 'project' | 'pages'): ProjectChecks | undefined {
    // hasResource first: a lookup inside a render's tracking must not count as a resource that render missed.
    if (hasResource(CHECKS)) return useResource<ProjectChecks>(CHECKS);
    if (this.#waiting.size === 0) {
      loadResources([CHECKS]).then(
        () => {
          const waiting = [...this.#waiting];
          this.#waiting.clear();
          for (const kind of waiting) {
            if (kind === 'project') this.#checkProject();
            else this.#checkPages();
          }
        },
        (error: unknown) => {
          this.#waiting.clear();
          this.#post({ type: 'failed', message: `Part of Quire did not load (the project check): ${error instanceof Error ? error.message : String(error)}. Problems are not listed; reload to try again.`, loading: true });
        },
      );
    }
    this.#waiting.add(kind);
    return undefined;
  }

  #checkProject(): void {
    if (!this.#project) return;
    const checks = this.#checks('project');
    if (!checks) return;
    const project = this.#project;
    const steps = checks.checkProjectSteps(project, { symlinks: this.#symlinks });
    this.#running = steps;
    this.#continueCheck(project, steps, new Set());
  }

  /** Runs the whole check `steps` for a slice of time, then again after the requests that came meanwhile, until it ends or is dropped. */
  #continueCheck(project: Project, steps: Generator<void, CheckResult>, missing: Set<string>): void {
    if (this.#running !== steps) return;
    const now = this.#timers.now;
    const until = now ? now() + CHECK_SLICE_MS : Infinity;
    const slice = trackResources(
      () => {
        for (;;) {
          const next = steps.next();
          if (next.done) return next.value;
          if (now && now() >= until) return undefined;
        }
      },
      { startLoads: this.#startLoads },
    );
    for (const id of slice.missing) missing.add(id);
    const check = slice.result;
    if (check === undefined) {
      this.#timers.set(() => this.#continueCheck(project, steps, missing), 0);
      return;
    }
    this.#running = undefined;
    if (this.#missedResources([...missing], () => this.#checkProject())) return;
    this.#pages.clear();
    this.#diagnostics = check.diagnostics;
    this.#files = check.files;
    this.#settings = check.settings ?? defaultRuleSettings;
    this.#redirects = loadSiteConfig(project).config?.redirects ?? [];
    this.#checkedLoad = this.#loads;
    this.#restoring = undefined;
    this.#post({ type: 'diagnostics', diagnostics: this.#diagnostics, files: this.#files, strict: this.#settings.strict, checkedLoad: this.#checkedLoad });
    void this.#cache?.save(project, this.#symlinks, { diagnostics: check.diagnostics, files: check.files, strict: this.#settings.strict }).catch(() => undefined);
  }

  #checkPages(): void {
    const project = this.#project;
    if (!project || this.#pages.size === 0) return;
    const checks = this.#checks('pages');
    if (!checks) return;
    const { result: diagnostics, missing } = trackResources(() => this.#pageDiagnostics(project, checks), { startLoads: this.#startLoads });
    if (this.#missedResources(missing, () => this.#checkPages())) return;
    this.#pages.clear();
    this.#diagnostics = diagnostics;
    this.#restoring = undefined;
    this.#post({ type: 'diagnostics', diagnostics, files: this.#files, strict: this.#settings.strict, checkedLoad: this.#checkedLoad });
    // The kept check follows the edited pages too (once this project has been checked whole: before, the list is an older project's).
    if (this.#checkedLoad === this.#loads) void this.#cache?.save(project, this.#symlinks, { diagnostics, files: this.#files, strict: this.#settings.strict }).catch(() => undefined);
  }

  /** The diagnostics of the last check with those of the pages to re-check made again. */
  #pageDiagnostics(project: Project, { applyRuleSettings, checkPage, isSnippetPath, linkTargetsOf, snippetReferences }: ProjectChecks): Diagnostic[] {
    const snippets = snippetReferences(project);
    const linkTargets = linkTargetsOf(project.list(), this.#redirects);
    let diagnostics = this.#diagnostics;
    for (const file of this.#pages) {
      // The page check makes every diagnostic of the page again, except what only the whole check knows (it is in no navigation).
      diagnostics = diagnostics.filter((d) => d.file !== file || d.code === ProjectCode.orphanPage);
      const text = project.readText(file);
      if (text !== undefined) diagnostics = diagnostics.concat(applyRuleSettings(checkPage(file, text, { snippet: isSnippetPath(file) || snippets.has(file), parses: cachesOf(project).get(parseMemo), fileExists: (path) => project.has(path), linkTargets }).diagnostics, this.#settings));
      const rendered = this.#rendered;
      if (rendered?.file === file && rendered.text === text) diagnostics = diagnostics.concat(applyRuleSettings(rendered.diagnostics, this.#settings));
    }
    return uniqueDiagnostics(diagnostics).sort(compareDiagnostics);
  }
}
