import { GitCode, GitError, hostOf, originOf } from '../../workspace/index.ts';
import type { FileChange, GitProgress, WorkspaceMeta } from '../../workspace/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { notify, promptFor } from '../controller/notices.ts';
import { openWorkspace } from '../controller/workspace-actions.ts';
import { createStore } from '../state/store.ts';
import type { Store } from '../state/store.ts';
import type { GitOperation, GitResult } from '../git-worker/git-protocol.ts';
import { GitClient } from './git-client.ts';
import { initialGitState } from './git-state.ts';
import type { GitFailure, GitState } from './git-state.ts';
import { clearRunning, markRunning, readProxySetting, readRepoRecord, runningMarker, TokenStore, writeRepoRecord } from './repo-records.ts';

/** How long the changes list waits after the last edit before it asks git again. */
const STATUS_DELAY_MS = 700;

/** Operations that change files of the working tree: the workspace's files are read again afterwards. */
const RELOADING = new Set<GitOperation['name']>(['discard', 'pull', 'switch-branch']);

/** The name of an operation in a notice ("The commit in …"). */
const OPERATION_WORDS: Partial<Record<GitOperation['name'], string>> = {
  clone: 'clone',
  commit: 'commit',
  push: 'push',
  pull: 'pull',
  publish: 'publish',
  discard: 'discard',
  'create-branch': 'new branch',
  'switch-branch': 'branch switch',
};

/** A failure in the UI's terms: the GitError's words (made from its code and data) and the new-branch offer. */
export function failureOf(error: unknown): GitFailure {
  const git = error instanceof GitError ? error : new GitError(GitCode.unknown, { detail: error instanceof Error ? error.name : typeof error });
  return { code: git.code, text: git.message, offerNewBranch: git.code === GitCode.pushRejected || git.code === GitCode.diverged || git.code === GitCode.refMoved };
}

/** Awaits an operation and records how long it took as the performance measure `quire:git:<name>` (the bench reads them). */
export async function timed<T>(name: string, result: Promise<T>): Promise<T> {
  const start = performance.now();
  const value = await result;
  performance.measure(`quire:git:${name}`, { start });
  return value;
}

/** Git's phase and counts in words: `Receiving objects: 120 of 2000`. */
export function progressText(progress: GitProgress | undefined): string {
  if (!progress) return '';
  return progress.total ? `${progress.phase}: ${progress.loaded} of ${progress.total}` : `${progress.phase}: ${progress.loaded}`;
}

/**
 * Git for the app: runs operations in the git worker on the current workspace, keeps what the git UI
 * shows in its own store, marks each operation as running while it runs (so a reload can say it did
 * not finish), and reads the workspace's files again after an operation that changed them.
 */
export class GitController {
  readonly app: AppController;
  readonly store: Store<GitState> = createStore<GitState>(initialGitState);
  readonly tokens: TokenStore;
  /** Who waits for the clone dialog a link opened (see askToClone): told the workspace cloned, or undefined. */
  cloneWaiter: ((meta: WorkspaceMeta | undefined) => void) | undefined;
  #client: GitClient | undefined;
  #statusTimer: ReturnType<typeof setTimeout> | undefined;
  #statusSeq = 0;

  constructor(app: AppController) {
    this.app = app;
    this.tokens = new TokenStore(app.services.storage);
  }

  /** The git worker's client, started on first use. */
  client(): GitClient {
    this.#client ??= new GitClient(this.app.services.createGitWorker(), (data) => this.app.reportBug('The git worker sent a message the app does not understand.', data));
    return this.#client;
  }

  /** The file system name of the current workspace. */
  get fsName(): string | undefined {
    return this.app.session?.meta.fsName;
  }

  /**
   * The CORS proxy, and the token kept for the origin of the URL the workspace was cloned from, keyed
   * by that origin: the worker sends it only to a request for that origin, so a `.git/config` that
   * names another remote gets none. No token goes through a proxy that came from a link unchosen.
   */
  remote(): { credentials?: Record<string, string>; corsProxy?: string } {
    const repo = this.store.get().repo;
    const origin = repo ? originOf(repo.url) : '';
    const token = origin && !repo?.proxyFromLink ? this.tokens.get(origin) : undefined;
    const corsProxy = repo?.proxy || readProxySetting(this.app.services.storage);
    return { ...(token ? { credentials: { [origin]: token } } : {}), ...(corsProxy ? { corsProxy } : {}) };
  }

  /** Lets the current workspace's proxy from a link carry its token from now on (the user chose it in the panel). */
  trustLinkProxy(): void {
    const repo = this.store.get().repo;
    const fsName = this.fsName;
    if (!repo || !fsName) return;
    const { proxyFromLink: _dropped, ...trusted } = repo;
    writeRepoRecord(this.app.services.storage, fsName, trusted);
    this.store.set({ repo: trusted });
  }

  /** A workspace was opened: shows its repository, says if an operation was cut off in it, reads its changes. */
  workspaceOpened(): void {
    const fsName = this.fsName;
    const repo = fsName ? readRepoRecord(this.app.services.storage, fsName) : undefined;
    this.store.set({ ...initialGitState, repo, clone: this.store.get().clone });
    if (!fsName || !repo) return;
    const marker = runningMarker(this.app.services.storage, fsName);
    if (marker) {
      clearRunning(this.app.services.storage, fsName);
      notify(this.app.store, 'warning', `The ${marker.operation} in "${this.app.session?.meta.name ?? ''}" did not finish: the page was closed while it ran. Your files are as they were before it; look at the changes and do it again.`);
    }
    this.refresh();
    this.#readCommitDates();
  }

  /**
   * Reads when each file was last committed, once per opening of a clone (a walk of its history in
   * the git worker), and gives the dates to the site's worker for `metadata.timestamp`.
   */
  #readCommitDates(deepen = true): void {
    const fsName = this.fsName;
    const id = this.app.session?.meta.id;
    const repo = this.store.get().repo;
    if (!fsName || !repo) return;
    const current = () => this.fsName === fsName && this.app.session?.meta.id === id;
    this.client()
      .run(fsName, { name: 'commit-dates' })
      .result.then(
        (dates) => {
          if (!current()) return;
          this.app.setCommitDates(dates, true);
          // A clone through a host's API has rebuilt commits the remote's history does not continue.
          if (deepen && !repo.provider) this.#deepenHistory(fsName, current);
        },
        // A history that cannot be read leaves the pages undated; nothing else depends on it.
        () => {},
      );
  }

  /**
   * Once the first preview is shown, fetches a shallow clone's older history in the background (see
   * deepenForDates) and dates the pages again if it fetched any. Offline or refused, the dates stay.
   */
  #deepenHistory(fsName: string, current: () => boolean): void {
    void whenPreviewShown(this.app).then(async () => {
      if (!current()) return;
      const deepened = await this.client().run(fsName, { name: 'deepen-history', ...this.remote() }).result.catch(() => false);
      if (deepened && current()) this.#readCommitDates(false);
    });
  }

  /** Reads the changed files again soon (after edits stop for a moment), while the panel may show them. */
  scheduleStatus(): void {
    if (!this.store.get().repo) return;
    clearTimeout(this.#statusTimer);
    this.#statusTimer = setTimeout(() => this.refresh(), STATUS_DELAY_MS);
  }

  /** Reads the changed files and branches now. */
  refresh(): void {
    const fsName = this.fsName;
    if (!fsName || !this.store.get().repo || this.store.get().busy) return;
    const seq = ++this.#statusSeq;
    void (async () => {
      await this.app.session?.autosave.flush();
      try {
        const [changes, branches] = await Promise.all([timed('status', this.client().run(fsName, { name: 'status' }).result), this.client().run(fsName, { name: 'branches' }).result]);
        if (seq === this.#statusSeq && this.fsName === fsName) this.store.set({ changes, branches });
      } catch (error) {
        if (seq === this.#statusSeq && this.fsName === fsName) this.store.set({ failure: failureOf(error) });
      }
    })();
  }

  /**
   * Runs one operation on the current workspace with the panel showing it: saved edits first, a
   * running mark around it, its failure shown in words. Resolves to its result (boxed: some are undefined), or undefined when it failed.
   */
  async run<O extends GitOperation>(operation: O, label: string, done?: (result: GitResult<O['name']>) => string): Promise<{ value: GitResult<O['name']> } | undefined> {
    const session = this.app.session;
    const fsName = this.fsName;
    if (!session || !fsName || this.store.get().busy) return undefined;
    const storage = this.app.services.storage;
    this.store.set({ busy: { label, progress: undefined, cancel: undefined }, failure: undefined, done: undefined });
    await session.autosave.flush();
    const words = OPERATION_WORDS[operation.name];
    if (words) markRunning(storage, fsName, words);
    try {
      const run = this.client().run(fsName, operation, (progress) => this.store.set((s) => ({ busy: s.busy && { ...s.busy, progress } })));
      const result = await timed(operation.name, run.result);
      this.store.set({ busy: undefined, done: done?.(result) });
      return { value: result };
    } catch (error) {
      this.store.set({ busy: undefined, failure: failureOf(error) });
      return undefined;
    } finally {
      clearRunning(storage, fsName);
      if (RELOADING.has(operation.name) && this.app.session?.meta.id === session.meta.id) {
        await openWorkspace(this.app, session.meta.id);
        // The project was loaded again (with other commits, after a pull or a branch switch): so are its dates.
        this.#readCommitDates();
      }
      this.refresh();
    }
  }

  /** Commits every change with a message and author (remembered for the workspace). */
  async commit(message: string, author: { name: string; email: string }): Promise<boolean> {
    const repo = this.store.get().repo;
    const fsName = this.fsName;
    if (!repo || !fsName) return false;
    const record = { ...repo, author };
    writeRepoRecord(this.app.services.storage, fsName, record);
    this.store.set({ repo: record });
    const committed = this.store.get().changes ?? [];
    const made = await this.run({ name: 'commit', message, author }, 'Committing…', (commit) => `Committed ${commit.slice(0, 7)}.`);
    if (made === undefined) return false;
    // The committed files changed now: only their dates are new (the history is not walked again).
    const now = new Date().toISOString();
    this.app.setCommitDates(committed.filter((c) => c.kind !== 'deleted').map((c) => [c.path, now] as const), false);
    return true;
  }

  /** Pushes the current branch. */
  async push(branch?: string): Promise<boolean> {
    const name = branch ?? this.store.get().branches?.current ?? '';
    return (await this.run({ name: 'push', ...(branch ? { branch } : {}), ...this.remote() }, 'Pushing…', () => `Pushed ${name}.`)) !== undefined;
  }

  /** Pulls the current branch (fast-forward only). */
  async pull(): Promise<void> {
    await this.run({ name: 'pull', ...this.remote() }, 'Pulling…', (result) =>
      result.outcome === 'fast-forward' ? `Pulled: now at ${result.commit.slice(0, 7)}.` : result.outcome === 'ahead' ? 'Nothing to pull: your branch has commits the remote does not have yet; push them.' : 'Already up to date.',
    );
  }

  /** Discards a file's changes (the caller asked for confirmation). */
  async discard(change: FileChange): Promise<void> {
    await this.run({ name: 'discard', path: change.path, ...(change.from !== undefined ? { from: change.from } : {}) }, 'Discarding…', () => `Discarded the changes to ${change.path}.`);
  }

  /** Creates a branch at the current commit and switches to it, keeping the changes. */
  async createBranch(branch: string): Promise<boolean> {
    return (await this.run({ name: 'create-branch', branch }, 'Creating the branch…', () => `Switched to the new branch ${branch}.`)) !== undefined;
  }

  /** Switches to another branch (local, or the remote's). */
  async switchBranch(branch: string): Promise<void> {
    await this.run({ name: 'switch-branch', branch }, 'Switching branch…', () => `Switched to ${branch}.`);
  }

  /**
   * The way out of a rejected push or a diverged pull: asks for a branch name, creates it at the
   * current commit, commits what changed (with `message`) and pushes that branch.
   */
  async pushToNewBranch(message: string, author: { name: string; email: string }): Promise<void> {
    const current = this.store.get().branches?.current ?? 'main';
    const name = await promptFor(this.app.store, 'Commit on a new branch and push it', 'New branch name', `${current}-quire`, 'Push to new branch');
    if (name === undefined) return;
    if (!(await this.createBranch(name.trim()))) return;
    const changes = this.store.get().changes ?? [];
    if (changes.length > 0 && !(await this.commit(message.trim() || 'Changes made in Quire', author))) return;
    if (await this.push(name.trim())) this.store.set({ done: `Pushed the new branch ${name.trim()}. Open a pull request on ${hostOf(this.store.get().repo?.url ?? '') || 'the git host'} to merge it.` });
  }

  /**
   * Publishes the local commits through the host's API as a new branch, with a pull request (GitHub)
   * or merge request (GitLab) when the user gives it a title; the request opens in a new tab.
   */
  async publish(): Promise<void> {
    const repo = this.store.get().repo;
    const current = this.store.get().branches?.current ?? repo?.branch ?? 'main';
    if (!repo?.provider) return;
    const kind = repo.provider === 'github' ? 'pull request' : 'merge request';
    const name = await promptFor(this.app.store, 'Publish as a branch', 'Branch name on the host', `${current}-quire`, 'Next');
    if (!name?.trim()) return;
    const title = await promptFor(this.app.store, `Open a ${kind} into ${current}?`, `Title of the ${kind} (leave empty for none)`, '', 'Publish');
    if (title === undefined) return;
    const result = await this.run({ name: 'publish', branch: name.trim(), ...(title.trim() ? { title: title.trim(), body: 'Made in Quire.' } : {}), ...this.remote() }, 'Publishing…', (r) =>
      r.request ? `Published ${r.commits.length} ${r.commits.length === 1 ? 'commit' : 'commits'} to ${r.branch} and opened ${kind} #${r.request.number}.` : `Published ${r.commits.length} ${r.commits.length === 1 ? 'commit' : 'commits'} to ${r.branch}.`,
    );
    const url = result?.value.request?.url;
    if (url && /^https?:\/\//.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
  }

  /** Shows a file's changes side by side. */
  showDiff(change: FileChange | undefined): void {
    this.store.set({ diff: change });
  }
}

/** Resolves once the app's first preview painted (at once if it has). */
function whenPreviewShown(app: AppController): Promise<void> {
  return new Promise((resolve) => {
    if (app.store.get().previewShown) return resolve();
    const stop = app.store.subscribe(() => {
      if (!app.store.get().previewShown) return;
      stop();
      resolve();
    });
  });
}

const controllers = new WeakMap<AppController, GitController>();

/**
 * The git controller of an app, made on first use (its code is not loaded before the first preview,
 * see installGit): from then on each opened workspace, the current one first, shows its repository,
 * and edits refresh the changes list while the git panel shows it.
 */
export function gitOf(app: AppController): GitController {
  let git = controllers.get(app);
  if (!git) {
    const made = new GitController(app);
    git = made;
    controllers.set(app, made);
    let workspace: string | undefined;
    const follow = () => {
      const id = app.store.get().workspace?.id;
      if (id === workspace || app.session?.meta.id !== id) return;
      workspace = id;
      made.workspaceOpened();
    };
    app.store.subscribe(follow);
    follow();
    // The changes are read while the panel shows them (it reads them again when it opens).
    app.fileChanges.subscribe(() => {
      if (app.store.get().sidebar === 'git') made.scheduleStatus();
    });
  }
  return git;
}
