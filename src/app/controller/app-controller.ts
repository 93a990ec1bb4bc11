import { servableAsset, strictDiagnostics } from '../../core/index.ts';
import type { Diagnostic } from '../../core/index.ts';
import type { ApiRequest, ApiResult } from '../../core/protocol/api-playground-messages.ts';
import { ASSET_PREFIX, CONNECT_MESSAGE, createPreviewHost, PreviewHandshake } from '../../preview/index.ts';
import type { PreviewAsset, PreviewHost, PreviewMessage } from '../../preview/index.ts';
import { createWorkerBridge } from '../../worker/index.ts';
import type { WorkerBridge, WorkerEvent } from '../../worker/index.ts';
import { clearUnsaved, mediaTypeOf, parseGithubRepo, writeUnsaved } from '../../workspace/index.ts';
import type { FileContent } from '../../workspace/index.ts';
import type { EditorAdapter } from '../../editor/editor-adapter.ts';
import type { Services } from '../services/services.ts';
import type { AppState, Device } from '../state/app-state.ts';
import type { Store } from '../state/store.ts';
import { createChangeSignal } from './change-signal.ts';
import { dismiss, notify } from './notices.ts';
import { describeStorageError } from './workspace-session.ts';
import type { WorkspaceSession } from './workspace-session.ts';
import { ValidatorNotice } from './validator-notice.ts';
import { PreviewFrames } from './preview-frames.ts';

const encoder = new TextEncoder();

/**
 * The one place where the app's parts meet: the workspace session (files and autosave), the
 * worker that runs core, the preview iframe and the editor. Components call its actions; it
 * updates the store. Workspace and file operations live in their own modules and take it as
 * their first argument.
 */
export class AppController {
  readonly store: Store<AppState>;
  readonly services: Services;
  session: WorkspaceSession | undefined;
  editor: EditorAdapter | undefined;
  /** Emitted whenever the text of any file changes, or files are added, moved or deleted (live search listens). */
  readonly fileChanges = createChangeSignal();
  readonly #worker: WorkerBridge;
  readonly #workerHandle: { terminate(): void };
  /** Which document in the preview frame may have the ports; it puts a new one in when the frame is navigated away. */
  readonly #handshake: PreviewHandshake;
  /** The preview iframe, which the app's boot makes before the workbench exists; the preview pane adopts it. */
  readonly previewFrames: PreviewFrames;
  readonly #stopListening: () => void;
  /** The notice saying the preview was stopped, while it is. */
  #stoppedNotice: number | undefined;
  #preview: PreviewHost | undefined;
  #previewReady = false;
  #seq = 0;
  /** When each edit was made, by the seq of the request it caused (for the latency measure). */
  readonly #editTimes = new Map<number, number>();
  /** Seqs of `show` requests that came from the preview, whose file the editor should open. */
  readonly #fromPreview = new Set<number>();
  #firstPreviewMarked = false;
  /** Whether a project was loaded before: loading another one puts a new preview document in the frame. */
  #projectLoaded = false;
  /** The seq of the `show` that loaded the current project; what the worker says about earlier ones is about another project. */
  #loadSeq = 0;
  /** Whether the worker was told that the preview painted a page of the project loaded last (see `preview-shown`). */
  #shownSent = false;
  #starsRepository: string | undefined;

  readonly #validatorNotice: ValidatorNotice;

  /**
   * @param frameHolder where the preview frame is until the preview pane adopts it.
   * @param options `waitForSlot`: make no frame before the pane adopts (see PreviewFrames).
   */
  constructor(services: Services, store: Store<AppState>, frameHolder: HTMLElement, options: { waitForSlot?: boolean } = {}) {
    this.previewFrames = new PreviewFrames(frameHolder, (nonce) => this.previewLoaded(nonce), options);
    this.#validatorNotice = new ValidatorNotice(store);
    this.services = services;
    this.store = store;
    const worker = services.createWorker();
    this.#workerHandle = worker;
    this.#worker = createWorkerBridge(worker, (event) => this.#onWorkerEvent(event), (data) => this.reportBug('The worker sent a message the app does not understand.', data));
    this.#handshake = new PreviewHandshake({
      connect: (target, nonce) => this.#connectPreview(target, nonce),
      disconnect: () => this.#disconnectPreview(),
      showFrame: (nonce) => {
        this.previewFrames.show(nonce);
        this.store.set({ previewFrame: nonce });
      },
      stopped: (count) => {
        const text = `The preview was stopped: its frame was taken to another page ${count} times in a short while (a page of this site may be doing it). It gets no pages and cannot open files while stopped.`;
        this.#stoppedNotice = notify(this.store, 'warning', text, { label: 'Restart the preview', run: () => this.#resumePreview() });
      },
    });
    this.#stopListening = this.listenForPreview(window, () => this.previewFrames.window);
    this.#handshake.start();
  }

  /**
   * Sends the whole project of the current session to the worker and shows `target` (a file or site
   * URL). `symlinks` are the project's symbolic links, which were not read: each is a `project/symlink` warning.
   */
  loadProject(files: ReadonlyMap<string, FileContent>, target: string, symlinks: readonly string[] = []): void {
    // Nothing of the project shown before may stay on screen while this one renders (not its page,
    // not its images under this one's names): the frame gets a new, empty document, and the pane
    // shows a loading state until this project's first page, or the reason there is none, is shown.
    this.#checked = [];
    if (this.#projectLoaded) this.#handshake.reload();
    this.#projectLoaded = true;
    this.store.set({ previewLoading: true, checking: true });
    this.#loadsSent++;
    // For the benchmark: when a project's files reach the worker (a reopen reads them from storage first).
    performance.mark('quire:project-sent');
    this.#worker.send({ type: 'load', files: [...files], assetPrefix: ASSET_PREFIX, ...(symlinks.length > 0 ? { symlinks: [...symlinks] } : {}) });
    this.#sendAssets(files, [], true);
    this.show(target);
    this.#loadSeq = this.#seq;
    this.#shownSent = false;
    this.fileChanges.emit();
  }

  /** Asks the worker to show a page (a project file or a site URL) in the preview. */
  show(target: string, fromPreview = false): void {
    // Asking for a page is asking to see it: a stopped preview starts again.
    this.#resumePreview();
    const seq = ++this.#seq;
    if (fromPreview) this.#fromPreview.add(seq);
    this.#worker.send({ type: 'show', target, seq });
  }

  /**
   * The one path every change of a file's text takes: the session's copy, autosave, the worker
   * (which re-renders the preview), and the editor when the change did not come from it.
   */
  editFile(path: string, content: FileContent, origin: 'editor' | 'app'): void {
    const session = this.session;
    if (!session) return;
    const existed = session.files.has(path);
    session.files.set(path, content);
    if (session.writable) {
      if (typeof content === 'string' && existed) session.autosave.queue(path, content);
      else void session.writeNow(path, content).catch((error: unknown) => this.#saveFailed(error, path));
    }
    const seq = ++this.#seq;
    if (origin === 'editor') {
      this.#editTimes.set(seq, performance.now());
      performance.mark('quire:edit', { detail: { seq } });
    }
    this.#worker.send({ type: 'set-file', path, content, seq });
    if (mediaTypeOf(path)) this.#sendAssets(new Map([[path, content]]), [], false);
    if (origin === 'app') this.editor?.replace(path, typeof content === 'string' ? content : '');
    if (!existed) this.store.set({ paths: session.paths() });
    this.fileChanges.emit();
  }

  /** Tells the worker (and the preview, for media) about a file already on disk, such as one just moved. */
  announceFile(path: string): void {
    const content = this.session?.files.get(path);
    if (content === undefined) return;
    this.#worker.send({ type: 'set-file', path, content, seq: ++this.#seq });
    if (mediaTypeOf(path)) this.#sendAssets(new Map([[path, content]]), [], false);
    this.fileChanges.emit();
  }

  /** Tells the worker and the preview that files are gone. */
  filesDeleted(paths: readonly string[]): void {
    if (paths.length === 0) return;
    this.#worker.send({ type: 'delete-files', paths: [...paths] });
    const media = paths.filter((p) => mediaTypeOf(p));
    if (media.length) this.#sendAssets(new Map(), media, false);
    this.fileChanges.emit();
  }

  /** The preview frame fired `load` while it held the document made for `nonce`. */
  previewLoaded(nonce: string): void {
    this.#handshake.frameLoaded(nonce);
  }

  /**
   * Listens on the app's window for the preview's hello; `frame` gives the preview frame's window
   * as it is now. Returns the function that stops listening.
   */
  listenForPreview(win: Window, frame: () => Window | null | undefined): () => void {
    const listener = (event: MessageEvent) => void this.#handshake.received(event, frame());
    win.addEventListener('message', listener);
    return () => win.removeEventListener('message', listener);
  }

  /** Writes unsaved text somewhere synchronous and starts writing it to the file system (the page is being hidden or closed). */
  flushForExit(): void {
    const session = this.session;
    if (!session || !session.writable) return;
    const pending = session.autosave.pending();
    try {
      writeUnsaved(this.services.storage, session.meta.id, pending);
    } catch (error) {
      this.#saveFailed(error, [...pending.keys()][0] ?? '');
    }
    void session.autosave.flush();
  }

  /** Called by the session's autosave when the set of unsaved files changes; a save error stays shown until a save succeeds. */
  pendingChanged(pending: ReadonlySet<string>): void {
    const session = this.session;
    if (session && pending.size === 0) clearUnsaved(this.services.storage, session.meta.id);
    this.store.set((s) => ({ unsaved: new Set(pending), saving: s.saving === 'error' ? 'error' : pending.size === 0 ? 'saved' : 'pending' }));
  }

  /** Called by the session's autosave when a whole batch reached storage: a save error is over. */
  savedAll(): void {
    const pending = this.session?.autosave.pending().size ?? 0;
    this.store.set({ saving: pending === 0 ? 'saved' : 'pending' });
  }

  /** Reports a failed write: never swallowed, shown until dismissed. */
  saveFailed(error: unknown, path: string): void {
    this.#saveFailed(error, path);
  }

  setDevice(device: Device): void {
    this.store.set({ device });
  }

  /** Switches the site's light/dark mode in the preview. */
  setSiteMode(mode: 'light' | 'dark'): void {
    this.store.set({ siteMode: mode });
    this.#preview?.setTheme(mode);
  }

  /** Turns the user's strict setting on or off (kept in this browser): warnings are shown, counted and marked as errors. */
  setStrict(user: boolean): void {
    try {
      this.services.storage.setItem('quire:strict', String(user));
    } catch {
      // The preference is only a convenience.
    }
    this.#showDiagnostics({ ...this.store.get().strict, user });
  }

  /** The diagnostics of the last check, as the worker sent them. */
  #checked: readonly Diagnostic[] = [];
  /** The projects sent to the worker (see the diagnostics event's `checkedLoad`). */
  #loadsSent = 0;

  #showDiagnostics(strict: AppState['strict']): void {
    const diagnostics = strict.user || strict.project ? strictDiagnostics(this.#checked) : this.#checked;
    this.store.set({ diagnostics, strict });
    this.editor?.setDiagnostics(diagnostics);
  }

  setTheme(theme: 'light' | 'dark'): void {
    this.store.set({ theme });
    document.documentElement.dataset.theme = theme;
    try {
      this.services.storage.setItem('quire:theme', theme);
    } catch {
      // The preference is only a convenience.
    }
    this.editor?.setTheme(theme);
  }

  /** Shows a problem in the app itself (a bug), without crashing. */
  reportBug(text: string, detail?: unknown): void {
    notify(this.store, 'error', detail === undefined ? text : `${text} (${describe(detail)})`);
  }

  /** Stops the worker; for tests and hot reload. */
  dispose(): void {
    this.#stopListening();
    this.#handshake.dispose();
    this.#worker.close();
    this.#workerHandle.terminate();
  }

  /**
   * Gives the preview document that said hello (`target`, verified by the handshake) a port for
   * the app and the page feed, whose other end goes to the worker, which sends rendered pages
   * there directly, starting with the page shown. The target origin can only be '*': the
   * preview's origin is opaque; the nonce is what tells the document is the app's.
   */
  #connectPreview(target: Window, nonce: string): void {
    this.#disconnectPreview();
    const control = new MessageChannel();
    const feed = new MessageChannel();
    this.#preview = createPreviewHost(
      control.port1,
      (message) => this.#onPreviewMessage(message),
      (data) => this.reportBug('The preview sent a message that is not part of the protocol; it was ignored.', data),
    );
    target.postMessage({ type: CONNECT_MESSAGE, nonce }, '*', [control.port2, feed.port2]);
    this.#worker.send({ type: 'attach-preview' }, [feed.port1]);
  }

  /** Starts a stopped preview again, and takes down the notice that said it was stopped. */
  #resumePreview(): void {
    if (!this.#handshake.stopped) return;
    if (this.#stoppedNotice !== undefined) dismiss(this.store, this.#stoppedNotice);
    this.#stoppedNotice = undefined;
    this.#handshake.resume();
  }

  /** Closes both ends the app and the worker hold of the ports given to a preview document that is gone. */
  #disconnectPreview(): void {
    if (!this.#preview) return;
    this.#preview.close();
    this.#preview = undefined;
    this.#previewReady = false;
    this.#worker.send({ type: 'detach-preview' });
  }

  #saveFailed(error: unknown, path: string): void {
    this.store.set({ saving: 'error' });
    notify(this.store, 'error', `Could not save ${path || 'your changes'}: ${describeStorageError(error)}`);
  }

  /**
   * Sends media files to the preview (images as bytes), an SVG sanitized or not at all, as an export
   * copies it (see servableAsset); nothing before the preview is ready, which then gets them all.
   */
  #sendAssets(files: ReadonlyMap<string, FileContent>, removed: readonly string[], replace: boolean): void {
    if (!this.#preview || !this.#previewReady) return;
    const assets: PreviewAsset[] = [];
    for (const [path, content] of files) {
      const mime = mediaTypeOf(path);
      const served = mime === undefined ? undefined : servableAsset(path, typeof content === 'string' ? encoder.encode(content) : content);
      if (mime !== undefined && served?.ok) assets.push({ path, mime, bytes: served.bytes });
    }
    if (assets.length || removed.length || replace) this.#preview.sendAssets(assets, removed, replace);
  }

  #onWorkerEvent(event: WorkerEvent): void {
    switch (event.type) {
      case 'diagnostics':
        // For the benchmark: when a reopened project's kept problems came (see EarlyRestore).
        if (event.cached) performance.mark('quire:problems-kept');
        this.#checked = event.diagnostics;
        // A page re-checked alone, or a check of a project loaded before, is no check of this one. What
        // was kept from the last check of the same files is shown as such until the check is done.
        this.store.set({ checking: event.cached ? false : event.checkedLoad < this.#loadsSent, problemsCached: event.cached === true });
        this.#showDiagnostics({ ...this.store.get().strict, project: event.strict });
        break;
      case 'site':
        this.store.set({ sitePages: event.pages });
        // A workspace reopened with no tabs shows its home page in the editor too.
        if (this.store.get().tabs.length === 0 && event.home !== undefined) this.openFileFromPreview(event.home);
        this.#updateStars(event.githubRepository);
        break;
      // The pages themselves went to the preview's feed; the app keeps track of what is shown.
      case 'render':
        this.#validatorNotice.recovered();
        performance.mark('quire:worker-rendered', { detail: { seq: event.seq, ms: event.ms } });
        this.store.set({ previewFile: event.file, previewUrl: event.pageUrl });
        if (this.#fromPreview.delete(event.seq)) this.#openFromPreview(event.file);
        break;
      case 'render-body':
        this.#validatorNotice.recovered();
        performance.mark('quire:worker-rendered', { detail: { seq: event.seq, ms: event.ms } });
        break;
      case 'render-error':
        if (this.#fromPreview.delete(event.seq)) this.#openFromPreview(event.file);
        break;
      case 'not-found':
        // A project opened on a file that is not a page of its site (a README.md) shows its home page.
        if (event.seq === this.#loadSeq && !event.target.startsWith('/')) {
          this.show('/');
          this.#loadSeq = this.#seq;
          break;
        }
        if (event.seq >= this.#loadSeq) this.store.set({ previewLoading: false });
        // Opening a file that is not a page (a snippet, an orphan) leaves the preview as it is.
        if (!this.#fromPreview.delete(event.seq) && !event.target.startsWith('/')) break;
        notify(this.store, 'warning', `The preview has no page at ${event.target}. Add it to navigation in docs.json to make it a page of the site.`);
        break;
      case 'page-markdown':
        this.#markdownWaits.get(event.id)?.(event.markdown);
        this.#markdownWaits.delete(event.id);
        break;
      case 'failed':
        // The notice says why; the loading state must not hide the preview for good.
        if (this.store.get().previewLoading) this.store.set({ previewLoading: false });
        this.#previewShown();
        // A part that did not load (offline, a new deployment) is the network's doing, not a bug.
        if (event.loading) notify(this.store, 'error', event.message);
        else this.#validatorNotice.stopped(event.message);
        break;
    }
  }

  #onPreviewMessage(message: PreviewMessage): void {
    switch (message.type) {
      case 'ready':
        this.#previewReady = true;
        if (this.session) this.#sendAssets(this.session.files, [], true);
        if (this.store.get().siteMode !== 'system') this.#preview?.setTheme(this.store.get().siteMode);
        break;
      case 'rendered': {
        // When the preview's DOM was updated, on this document's clock (the message itself may wait for a busy thread).
        const at = Math.max(0, Math.min(performance.now(), message.at - performance.timeOrigin));
        performance.mark('quire:preview-rendered', { startTime: at, detail: { seq: message.seq, ms: message.ms } });
        if (this.store.get().previewLoading) this.store.set({ previewLoading: false });
        this.#previewShown();
        if (!this.#firstPreviewMarked) {
          this.#firstPreviewMarked = true;
          performance.mark('quire:first-preview', { startTime: at });
          this.store.set({ previewShown: true });
        }
        const started = this.#editTimes.get(message.seq);
        if (started !== undefined) {
          performance.measure('quire:edit-to-preview', { start: started, end: at, detail: { seq: message.seq } });
          for (const seq of this.#editTimes.keys()) if (seq <= message.seq) this.#editTimes.delete(seq);
        }
        break;
      }
      case 'navigate':
        this.show(message.href, true);
        break;
      case 'open-file':
        if (this.session?.files.has(message.path)) this.#openFromPreview(message.path);
        break;
      case 'mode-changed':
        this.store.set({ siteMode: message.mode });
        break;
      case 'api-request': {
        const host = this.#preview;
        void this.apiRequest(message)?.then((result) => host?.sendApiResult(message.id, result));
        break;
      }
      case 'copy-page':
        this.#copyPage(message.page);
        break;
      case 'api-credentials-request':
        for (const [origin, credentials] of this.apiCredentials(message.origins)) this.#preview?.sendApiCredentials(origin, credentials);
        break;
    }
  }

  /**
   * Tells the worker, once per project, that the preview painted its page (or said why it has none):
   * the worker holds the project's check until then. The frame is made for the project, so this is its
   * page whatever the seq (a page sent again to a new frame has seq 0).
   */
  #previewShown(): void {
    if (this.#shownSent) return;
    this.#shownSent = true;
    this.#worker.send({ type: 'preview-shown' });
  }

  /** The `page-markdown` requests sent to the worker, by id, each with what to do with the answer. */
  readonly #markdownWaits = new Map<number, (markdown: string | undefined) => void>();
  #markdownId = 0;

  /**
   * The preview's "Copy page": the worker makes the page's Markdown file (only for a page of the
   * site), and the app writes it to the clipboard. The click in the frame gave this document user
   * activation too (Chromium passes it to the frame's ancestors), which writeText needs.
   */
  #copyPage(page: string): void {
    const host = this.#preview;
    const id = ++this.#markdownId;
    this.#markdownWaits.set(id, (markdown) => {
      if (markdown === undefined) {
        host?.sendCopyResult(false);
        return;
      }
      navigator.clipboard.writeText(markdown).then(
        () => host?.sendCopyResult(true),
        () => host?.sendCopyResult(false),
      );
    });
    this.#worker.send({ type: 'page-markdown', id, page });
  }

  /** Set by api-playground: performs a request an API playground of the preview asked for. */
  apiRequest: (message: ApiRequest) => Promise<ApiResult> | undefined = () => undefined;
  /** Set by api-playground: the remembered credentials of those of `origins` that have some. */
  apiCredentials: (origins: readonly string[]) => [string, Record<string, string>][] = () => [];

  /** Set by file-actions: opens a file in the editor without asking the preview to show it again. */
  openFileFromPreview: (path: string) => void = () => {};

  #openFromPreview(file: string): void {
    if (this.session?.files.has(file)) this.openFileFromPreview(file);
  }

  /**
   * Tells the worker when project files were last committed (ISO dates), for pages' `metadata.timestamp`
   * date: all of them (`replace`) when a clone is opened, or those of a commit just made.
   */
  setCommitDates(dates: readonly (readonly [string, string])[], replace: boolean): void {
    this.#worker.send({ type: 'set-commit-dates', dates: dates.map(([path, date]) => [path, date]), replace });
  }

  #updateStars(repository: string | undefined): void {
    if (repository === this.#starsRepository) return;
    this.#starsRepository = repository;
    const repo = repository === undefined ? undefined : parseGithubRepo(repository);
    if (!repo) return;
    void this.services.stars(repo).then((stars) => {
      if (this.#starsRepository !== repository) return;
      this.#worker.send(stars === undefined ? { type: 'set-stars' } : { type: 'set-stars', stars });
    });
  }
}

function describe(detail: unknown): string {
  try {
    return JSON.stringify(detail).slice(0, 200);
  } catch {
    return String(detail);
  }
}
