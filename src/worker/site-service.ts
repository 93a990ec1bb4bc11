import { ConfigCode, createSitePageRenderer, createRenderSession, utilityClassesOf, utilityCss, findConfigFile, isPageFile, loadResources, MemoryProject, resolvePageTarget, sameGeneratedFiles, sitePageHtml, siteUrl, trackResources } from './core-api.ts';
import type { Diagnostic, Project, SiteModel, SitePage, SitePageRenderer, SitePageShell, UtilityCssCache } from './core-api.ts';
import { FeedRequestSchema } from '../core/protocol/page-feed-messages.ts';
import type { SearchQuery, SearchResult } from '../core/protocol/page-feed-messages.ts';
import { parseMessage } from '../core/protocol/parse-message.ts';
import { defineResource, hasResource, useResource } from '../core/resources/index.ts';
import type { PreviewSearch } from './preview-search.ts';
import type { SpecFetch } from '../core/openapi/index.ts';
import { previewAssetUrl } from './preview-asset-url.ts';
import { ProjectDiagnostics } from './project-diagnostics.ts';
import { RemoteSpecLoader } from './remote-spec-loader.ts';
import type { EarlyRestore } from './early-restore.ts';
import type { ResultCache } from './result-cache.ts';
import type { WorkerEvent, WorkerRequest } from './protocol.ts';
import { defaultTimers } from './timers.ts';
import type { Timers } from './timers.ts';

type Scroll = Extract<WorkerEvent, { type: 'render' }>['scroll'];
type RenderEvent = Extract<WorkerEvent, { type: 'render' | 'render-body' | 'render-error' }>;

/**
 * When a project is loaded, its whole check waits for the first page to be on screen (resources it
 * needed included), since a large project takes seconds to check; this is how long it waits at most
 * when no page is asked for.
 */
const FIRST_CHECK_LATEST_MS = 2000;

/** How long one slice of the search index made in idle time runs before queued messages go first. */
const SEARCH_SLICE_MS = 15;

/**
 * The resource of the preview's search (preview-search.ts: MiniSearch, the index's sections, the
 * Markdown flattening they need): loaded at the first query or when the index is first made in idle
 * time, both after the first page is on screen, so the first preview never waits for this code.
 */
const SEARCH = 'worker/preview-search';
type SearchModule = typeof import('./preview-search.ts');
defineResource(SEARCH, () => import('./preview-search.ts'));

/** Whether a resource is a bucket of icon data (see core/icons/icon-resources.ts). */
const isIconResource = (id: string): boolean => id.startsWith('icons/');

/** How many class sets' utility CSS the worker keeps (the pages visited last). */
const utilityCssKept = 32;

/** Where rendered pages go besides the app: the preview's page feed, whose messages up (search queries) the worker answers on it. */
export interface FeedPort {
  postMessage(message: unknown): void;
  close?(): void;
  onmessage?: ((event: MessageEvent) => void) | null;
}

/**
 * Core, run for the app: keeps the project in memory, validates it (the one validator), builds
 * the site model and renders the page the preview shows. It re-renders only what an edit can
 * change and reports everything as events; it never touches a DOM, and the network only through
 * the fetch it is given, for the OpenAPI specs the config names by URL (see RemoteSpecLoader).
 */
export class SiteService {
  readonly #post: (event: WorkerEvent) => void;
  #feed: FeedPort | undefined;
  readonly #diagnostics: ProjectDiagnostics;
  /** The project's files as the app sent them; the worker writes them, core reads them through the session. */
  #files = new MemoryProject();
  /** The project's site session: its caches live as long as the project is open (see createRenderSession). */
  #session = createRenderSession(this.#files);
  #project: Project = this.#session.project;
  /** The project as the site sees it: with the pages its navigation generates from OpenAPI (see withGeneratedPages). */
  #view: Project = this.#project;
  #assetPrefix = '';
  /** The config file's errors as of its latest text, for the page shown when no site can be built. */
  #configErrors: readonly Diagnostic[] = [];
  /** The config was read before a resource it needs was loaded (the current format's schema, the JSON syntax check). */
  #configMissed = false;
  /** A page asked for while there was no site (the config is unusable): shown once there is one. */
  #wanted: { target: string; seq: number } | undefined;
  /** The project was just loaded: its check starts once the first page (or the reason there is none) went out. */
  #checkAfterFirst = false;
  /** The first page went to the preview: the check starts when the app says the preview painted it (`preview-shown`), or at FIRST_CHECK_LATEST_MS. */
  #checkWhenShown = false;
  #site: SiteModel | undefined;
  #shown: { page: SitePage; anchor: string | undefined } | undefined;
  /** The shell of the last whole page sent to the preview; a render with this shell sends only its body, undefined forces a whole page. */
  #sentShell: SitePageShell | undefined;
  /** The file whose last render was good, so a broken edit keeps it on screen. */
  #lastGoodFile: string | undefined;
  #stars: number | undefined;
  /** Core's renderer of the project's pages: an edit re-parses only the blocks it changed, and the shell is reused while it is unchanged. */
  #renderer: SitePageRenderer | undefined;
  /** UnoCSS's generator, built the first time a page has utility classes (see utilityCss). */
  readonly #utilityCache: UtilityCssCache = {};
  /** The utility CSS of the class sets rendered lately (key: the classes, space-separated), at most utilityCssKept. */
  readonly #utilityCss = new Map<string, string>();
  readonly #utilityPending = new Set<string>();
  /** Render events of the work being done, held until it is known that no resource was missing. */
  #held: RenderEvent[] | undefined;
  /** The last render asked for during the work being done (what to render again once resources load). */
  #asked: { seq: number; scroll: Scroll } | undefined;
  /** The render to redo when the resources being loaded arrive. */
  #redo: { seq: number; scroll: Scroll } | undefined;
  /** After a failed load, the next work is sent as it is (plain code, fallback icons) instead of waiting again. */
  #sendAsIs = false;
  /** Loads of missed resources under way: the work is made again once, when the last is in (see #run). */
  #loads = 0;
  /**
   * From a project's load until the preview painted its first page (`preview-shown`): a render that
   * misses only icon data goes out without it (empty boxes hold the icons' places), and the icons'
   * buckets are fetched after the paint (see #run), so the first preview never waits for them.
   */
  #iconsAfterPaint = false;
  /** The icon buckets the renders before the paint missed, loaded once it is done (see #loadIconsAfterPaint). */
  #iconsMissed = new Set<string>();

  /** Whether a lookup of a missing resource starts loading it at once (see TrackOptions.startLoads). */
  readonly #startLoads: boolean;

  /** The OpenAPI specs at URLs, fetched once per session. */
  readonly #remote: RemoteSpecLoader;

  /** When each project file was last committed (ISO dates), from the app (a git clone's history); shown with `metadata.timestamp`. */
  #commitDates = new Map<string, string>();

  /** The search over the current pages, made in idle time after each check or at the first query (see PreviewSearch); a new project gets a new one. */
  #search: PreviewSearch | undefined;
  readonly #timers: Timers;
  /** The next slice of the search index made in idle time (see #indexInIdle). */
  #indexTimer: unknown;

  /** `options.fetchSpec` and `options.online`: see RemoteSpecLoaderOptions (default: no fetching); `options.results`: where whole checks are kept for a reopen (see ResultCache; default none); `options.early`: the first load's restore, begun before this service (see EarlyRestore; default none). */
  constructor(post: (event: WorkerEvent) => void, timers: Timers = defaultTimers, options: { readonly startLoads?: boolean; readonly fetchSpec?: SpecFetch; readonly online?: () => boolean; readonly results?: ResultCache; readonly early?: EarlyRestore } = {}) {
    this.#post = post;
    this.#timers = timers;
    this.#startLoads = options.startLoads ?? false;
    const afterCheck = (event: Extract<WorkerEvent, { type: 'diagnostics' | 'failed' }>): void => {
      post(event);
      if (event.type === 'diagnostics' && !event.cached) this.#indexInIdle();
    };
    this.#diagnostics = new ProjectDiagnostics(afterCheck, timers, this.#startLoads, options.results, options.early);
    this.#remote = new RemoteSpecLoader(() => this.#specsArrived(), { ...(options.fetchSpec ? { fetch: options.fetchSpec } : {}), ...(options.online ? { online: options.online } : {}) });
  }

  /** A spec fetched from a URL arrived: the site (sidebar badges), the shown page and the project's check are made again with it. */
  #specsArrived(): void {
    this.#run(() => {
      this.#renderer = undefined;
      this.#sentShell = undefined;
      this.#rebuildSite();
      if (this.#shown) this.#render(0, 'keep');
      this.#diagnostics.scheduleProject(this.#project, 0);
    });
  }

  /** Sends rendered pages to the preview's feed from now on, starting with the shown page, whole. */
  attachPreview(feed: FeedPort): void {
    this.#feed?.close?.();
    this.#feed = feed;
    feed.onmessage = (event) => {
      const request = parseMessage(FeedRequestSchema, event.data);
      if (request && this.#feed === feed) this.#searchFor(feed, request);
    };
    this.#sentShell = undefined;
    if (this.#shown) this.handle({ type: 'show', target: this.#shown.page.file, seq: 0 });
    else if (this.#wanted) this.#run(() => this.#showWanted(0));
  }

  /** Closes the preview's feed: its document is gone, and no page goes anywhere until the next `attachPreview`. */
  detachPreview(): void {
    this.#feed?.close?.();
    this.#feed = undefined;
  }

  /**
   * Answers a search query of the preview on its feed, from the current pages (a page edited since the
   * last query is indexed again; the index is made at the first query). A query that needs a resource
   * not loaded yet (the search's own code, a page's parse) waits for it, as a render does.
   */
  #searchFor(feed: FeedPort, request: SearchQuery): void {
    const search = this.#searchOrLoad(
      () => this.#searchFor(feed, request),
      (error) => {
        this.#post({ type: 'failed', message: `Part of Quire did not load (the search): ${error instanceof Error ? error.message : String(error)}. Reload to try again.`, loading: true });
        if (this.#feed === feed) feed.postMessage({ type: 'search-results', id: request.id, results: [] });
      },
    );
    if (!search) return;
    const answer = (retry: boolean): void => {
      if (this.#feed !== feed || this.#search !== search) return;
      const site = this.#site;
      let results: SearchResult[] = [];
      try {
        const tracked = trackResources(() => (site ? search.query(site, this.#view, request.query, { version: request.version, language: request.language }) : []));
        if (tracked.missing.length > 0 && retry) {
          // What was indexed without the resource is forgotten, and indexed again once it is in.
          search.forget();
          const again = (): void => answer(false);
          loadResources(tracked.missing).then(again, again);
          return;
        }
        results = tracked.result;
      } catch (error) {
        this.#post({ type: 'failed', message: `The search failed: ${error instanceof Error ? error.message : String(error)}` });
      }
      feed.postMessage({ type: 'search-results', id: request.id, results });
    };
    answer(true);
  }

  /**
   * Makes the search index of the current pages after a check, in slices that let the messages that
   * came meanwhile (an edit, a page to render) go first, so the first query finds it made. An edit
   * drops what was made (PreviewSearch.changed) and the check after it starts it again.
   */
  #indexInIdle(): void {
    if (this.#indexTimer !== undefined) this.#timers.clear(this.#indexTimer);
    this.#indexTimer = undefined;
    // Without its code the index waits for the next check or the first query (which says why it failed).
    const search = this.#searchOrLoad(
      () => this.#indexInIdle(),
      () => undefined,
    );
    if (!search) return;
    const slice = (): void => {
      this.#indexTimer = undefined;
      const site = this.#site;
      if (!site || this.#search !== search) return;
      const now = this.#timers.now;
      const until = now ? now() + SEARCH_SLICE_MS : Infinity;
      const tracked = trackResources(() => search.buildSlice(site, this.#view, () => !now || now() < until));
      if (tracked.missing.length > 0) {
        // Made without a resource (a page's parse): forgotten, and made again once it is in.
        search.forget();
        loadResources(tracked.missing).then(() => {
          if (this.#search === search) this.#indexInIdle();
        }, () => undefined);
        return;
      }
      if (!tracked.result) this.#indexTimer = this.#timers.set(slice, 0);
    };
    this.#indexTimer = this.#timers.set(slice, 0);
  }

  /**
   * The search over the current pages, made when its code is loaded; while it is not, undefined, and
   * the code is loaded, then `loaded` runs (or `failed`; the next call tries again). Looked up only
   * when loaded, so work being tracked (a check) never notes the search as a resource it missed.
   */
  #searchOrLoad(loaded: () => void, failed: (error: unknown) => void): PreviewSearch | undefined {
    const module = hasResource(SEARCH) ? useResource<SearchModule>(SEARCH) : undefined;
    if (module) return (this.#search ??= new module.PreviewSearch());
    loadResources([SEARCH]).then(loaded, failed);
    return undefined;
  }

  /** How many sections the preview's search index holds when it is made for the current pages (ahead of a query or by one); undefined while it is not. */
  get searchIndexSize(): number | undefined {
    const site = this.#site;
    return site && this.#search?.ready(site) ? this.#search.documentCount : undefined;
  }

  /** A render event goes whole to the preview's feed and without its HTML to the app. */
  #postRender(event: RenderEvent): void {
    if (this.#held) {
      this.#held.push(event);
      return;
    }
    this.#feed?.postMessage(event);
    this.#post(event.type === 'render-error' ? event : { ...event, html: '' });
  }

  /** Handles one request; anything core throws becomes a `failed` event instead of killing the worker. */
  handle(request: WorkerRequest): void {
    if (request.type === 'load') {
      // Set before the load's own work runs: its site (the sidebar's icons) is made before the paint too.
      this.#iconsAfterPaint = true;
      this.#iconsMissed.clear();
    }
    if (request.type === 'page-markdown') this.#pageMarkdown(request.id, request.page);
    else this.#run(() => this.#handle(request));
  }

  /**
   * Answers `page-markdown`: the Markdown file `quire build` publishes for the page at navigation path
   * `path` (core's publishedPageFile), none when no page of the current site has that path (the path
   * comes from the untrusted preview). A page that needs a resource not loaded yet waits for it.
   */
  #pageMarkdown(id: number, path: string): void {
    import('./published-page-file.ts').then(
      ({ publishedPageFile }) => this.#answerPageMarkdown(id, path, publishedPageFile),
      () => this.#post({ type: 'page-markdown', id }),
    );
  }

  #answerPageMarkdown(id: number, path: string, publishedPageFile: typeof import('./published-page-file.ts').publishedPageFile): void {
    const answer = (retry: boolean): void => {
      const site = this.#site;
      const page = site?.byPath.get(path);
      if (!site || !page) {
        this.#post({ type: 'page-markdown', id });
        return;
      }
      const view = this.#view;
      const tracked = trackResources(() => publishedPageFile(site, view, page, { base: '/' }));
      if (tracked.missing.length > 0 && retry) {
        const again = (): void => answer(false);
        loadResources(tracked.missing).then(again, again);
        return;
      }
      this.#post({ type: 'page-markdown', id, markdown: tracked.result });
    };
    answer(true);
  }

  /**
   * Does some work, holding back its renders: when core looked up a resource that is not loaded
   * yet (an icon chunk, a grammar, the YAML parser), the renders are dropped, the resources are
   * loaded and the page is rendered again, so the preview never shows a fallback icon or plain
   * code for a moment.
   */
  #run(work: () => void): void {
    this.#held = [];
    this.#asked = undefined;
    // Before the first paint a lookup starts no load: icon data must wait for the paint (see #iconsAfterPaint).
    const deferIcons = this.#iconsAfterPaint;
    const tracked = trackResources(() => {
      try {
        work();
      } catch (error) {
        this.#post({ type: 'failed', message: error instanceof Error ? `${error.message}` : String(error) });
      }
    }, { startLoads: this.#startLoads && !deferIcons });
    const held = this.#held;
    this.#held = undefined;
    let missing = tracked.missing;
    if (deferIcons) {
      const first = this.#iconsMissed.size === 0;
      for (const id of missing) if (isIconResource(id)) this.#iconsMissed.add(id);
      missing = missing.filter((id) => !isIconResource(id));
      // Without word of the paint (a preview that never reports one), the icons load at the check's latest start.
      if (first && this.#iconsMissed.size > 0) this.#timers.set(() => this.#loadIconsAfterPaint(), FIRST_CHECK_LATEST_MS);
    }
    if (missing.length > 0 && !this.#sendAsIs) {
      this.#redo = this.#asked ?? this.#redo;
      this.#loads++;
      loadResources(missing).then(
        () => {
          if (--this.#loads === 0) this.#resourcesLoaded();
        },
        (error: unknown) => {
          this.#post({ type: 'failed', message: `Part of Quire did not load (${missing.join(', ')}): ${error instanceof Error ? error.message : String(error)}. Some icons, code highlighting or parts of the checks may be missing; reload to try again.`, loading: true });
          this.#sendAsIs = true;
          if (--this.#loads === 0) this.#resourcesLoaded();
        },
      );
      return;
    }
    this.#sendAsIs = false;
    for (const event of held) this.#postRender(event);
    // The check waits for the preview to paint the first page (its code and its work would compete
    // with it): a page rendered before the preview's feed is attached (the app attaches it once the
    // frame is up) went nowhere, and the check keeps waiting, at most until the load's FIRST_CHECK_LATEST_MS.
    if (this.#checkAfterFirst && held.length > 0 && this.#feed) {
      this.#checkAfterFirst = false;
      this.#checkWhenShown = true;
      this.#diagnostics.scheduleProject(this.#project, FIRST_CHECK_LATEST_MS);
    }
  }

  /**
   * The preview painted the project's first page: renders wait for icon data again from now on, and
   * the icons the renders before missed are loaded, then the site and the page are made again with them.
   */
  #loadIconsAfterPaint(): void {
    this.#iconsAfterPaint = false;
    const icons = [...this.#iconsMissed];
    this.#iconsMissed.clear();
    if (icons.length === 0) return;
    this.#redo ??= this.#shown ? { seq: 0, scroll: 'keep' } : undefined;
    this.#loads++;
    loadResources(icons).then(
      () => {
        if (--this.#loads === 0) this.#resourcesLoaded();
      },
      (error: unknown) => {
        this.#post({ type: 'failed', message: `Part of Quire did not load (${icons.join(', ')}): ${error instanceof Error ? error.message : String(error)}. Some icons may be missing; reload to try again.`, loading: true });
        if (--this.#loads === 0) this.#resourcesLoaded();
      },
    );
  }

  /** What was made without the resources is made again: the site (sidebar icons, titles) and the page shown, whole. */
  #resourcesLoaded(): void {
    const redo = this.#redo;
    this.#redo = undefined;
    this.#renderer = undefined;
    this.#sentShell = undefined;
    this.#run(() => {
      // The config's own check may have missed a resource too (the JSON syntax check).
      this.#validateConfig();
      this.#rebuildSite();
      if (this.#shown) this.#render(redo?.seq ?? 0, redo?.scroll ?? 'keep');
      else if (this.#wanted) this.#showWanted(this.#wanted.seq);
    });
  }

  #handle(request: WorkerRequest): void {
    switch (request.type) {
      case 'load':
        this.#files = new MemoryProject(request.files);
        this.#session = createRenderSession(this.#files);
        this.#project = this.#session.project;
        this.#view = this.#project;
        this.#assetPrefix = request.assetPrefix;
        this.#renderer = undefined;
        // Nothing of the project before may be shown: not its site, not its page.
        this.#site = undefined;
        this.#wanted = undefined;
        this.#shown = undefined;
        this.#lastGoodFile = undefined;
        this.#stars = undefined;
        this.#sentShell = undefined;
        this.#search = undefined;
        this.#commitDates = new Map();
        // The kept problems are read from IndexedDB while the site is built (see ProjectDiagnostics.loaded).
        this.#diagnostics.setSymlinks(request.symlinks ?? []);
        void this.#diagnostics.loaded(this.#project);
        // The first page must not wait for the whole project to be checked: build the site from
        // the config alone now, and check everything once the page is out (see #run).
        this.#validateConfig();
        this.#rebuildSite();
        this.#checkAfterFirst = true;
        this.#checkWhenShown = false;
        this.#diagnostics.scheduleProject(this.#project, FIRST_CHECK_LATEST_MS);
        break;
      case 'set-file':
        this.#setFile(request.path, request.content, request.seq);
        break;
      case 'delete-files':
        this.#search?.changed();
        for (const path of request.paths) this.#files.delete(path);
        this.#session.update(request.paths);
        this.#validateConfig();
        this.#rebuildSite();
        this.#diagnostics.scheduleProject(this.#project);
        if (this.#shown) this.#render(0, 'keep');
        else this.#showWanted(0);
        break;
      case 'show':
        this.#show(request.target, request.seq);
        break;
      case 'attach-preview':
        break;
      case 'preview-shown':
        this.#loadIconsAfterPaint();
        if (this.#checkWhenShown) {
          this.#checkWhenShown = false;
          this.#diagnostics.scheduleProject(this.#project, 0);
        }
        break;
      case 'detach-preview':
        this.detachPreview();
        break;
      case 'set-commit-dates':
        if (request.replace) this.#commitDates = new Map(request.dates);
        else for (const [path, date] of request.dates) this.#commitDates.set(path, date);
        // The renderer makes the shell again when the shown page's date changed (it is part of the shell's key).
        if (this.#shown) this.#render(0, 'keep');
        break;
      case 'set-stars':
        this.#stars = request.stars;
        this.#renderer = undefined;
        if (this.#shown) this.#render(0, 'keep');
        break;
      case 'page-markdown':
        break;
    }
  }

  #setFile(path: string, content: string | Uint8Array, seq: number): void {
    this.#files.set(path, content);
    // The session says whether the site changed (the config, a new file, a page's front matter…).
    const affectsSite = this.#session.update([path]).site;
    this.#search?.changed();
    if (affectsSite) {
      // The site model comes from the config and every page's front matter: rebuild it now
      // (cheap), and re-check the project once typing pauses.
      if (path === findConfigFile(this.#project)) this.#validateConfig();
      this.#rebuildSite();
      this.#diagnostics.scheduleProject(this.#project);
    } else if (isPageFile(path)) {
      this.#diagnostics.schedulePage(this.#project, path);
    } else {
      this.#diagnostics.scheduleProject(this.#project);
    }
    const shown = this.#shown;
    if (!shown) {
      this.#showWanted(seq);
      return;
    }
    // Another page only matters to the shown one through the site (titles) or as a snippet.
    if (affectsSite || shown.page.file === path || (isPageFile(path) && !this.#site?.pages.some((p) => p.file === path))) this.#render(seq, 'keep');
  }

  #show(target: string, seq: number): void {
    const site = this.#currentSite();
    if (!site) {
      // No site to show a page of: say why, and show the page once the config is fixed.
      this.#wanted = { target, seq };
      this.#postConfigError(seq);
      return;
    }
    this.#wanted = undefined;
    const found = resolvePageTarget(site, target, this.#session.redirects());
    if (found !== undefined && 'external' in found) {
      // A redirect to another site: the preview opens it as it opens an external link the reader clicked.
      this.#feed?.postMessage({ type: 'open-external', url: found.external });
      return;
    }
    if (found === undefined) {
      this.#post({ type: 'not-found', seq, target });
      return;
    }
    const { page, anchor } = found;
    const samePage = this.#shown?.page.file === page.file;
    this.#shown = { page, anchor };
    // A `show` always sends the whole page (the preview may have been reloaded).
    this.#sentShell = undefined;
    this.#render(seq, anchor ? { anchor } : samePage ? 'keep' : 'top');
  }

  /**
   * Reads the config file's errors from the session's load of it (see loadSiteConfig, which the check
   * and the export read too), for the page shown when no site can be built.
   */
  #validateConfig(): void {
    const { result: loaded, missing } = trackResources(() => this.#session.loadedConfig());
    this.#configMissed = missing.length > 0;
    // The panel names the first error: a JSON syntax error first, since it is what makes the rest unreadable.
    const errors = loaded.file === undefined ? [] : loaded.diagnostics.filter((d) => d.severity === 'error');
    this.#configErrors = [...errors.filter((d) => d.code === ConfigCode.jsonSyntax), ...errors.filter((d) => d.code !== ConfigCode.jsonSyntax)];
  }

  /** Shows the page asked for while the config was unusable, once there is a site (else says again why there is none). */
  #showWanted(seq: number): void {
    const wanted = this.#wanted;
    if (!wanted) return;
    if (this.#currentSite()) this.#show(wanted.target, seq);
    else this.#postConfigError(seq);
  }

  /**
   * The site. When there is none because the config was read before a resource it needs was loaded,
   * the config is read again: the work under way then notes the resource as missing and waits for
   * it (see #run) instead of telling the preview that the config is unusable.
   */
  #currentSite(): SiteModel | undefined {
    if (!this.#site && this.#configMissed) {
      this.#validateConfig();
      this.#rebuildSite();
    }
    return this.#site;
  }

  /** Tells the app and the preview that no page can be shown because the config is unusable, naming its first error's line. */
  #postConfigError(seq: number): void {
    this.#asked = { seq, scroll: 'top' };
    const file = findConfigFile(this.#project);
    if (file === undefined) {
      this.#postRender({ type: 'render-error', seq, file: 'docs.json', message: 'The project has no docs.json, so there is no site to show. Create docs.json at the root of the project.' });
      return;
    }
    this.#postRenderError(seq, file, this.#configErrors);
  }

  /**
   * Takes the site model from the session. With an invalid config, the largest valid part of it is
   * used (so the site keeps rendering while the user types in docs.json); with nothing usable, the old model stays.
   */
  #rebuildSite(): void {
    const usable = this.#session.config();
    this.#remote.want(this.#session, usable);
    const site = usable && this.#session.site();
    if (!site) return;
    const view = this.#session.view();
    // The renderer reads the generated pages through the view: it is kept while they are the same.
    if (!sameGeneratedFiles(view, this.#view)) this.#renderer = undefined;
    this.#view = view;
    this.#site = site;
    if (this.#shown) {
      const page = site.pages.find((p) => p.file === this.#shown?.page.file);
      this.#shown = page ? { page, anchor: this.#shown.anchor } : undefined;
    }
    const cta = usable.topbarCtaButton;
    this.#post({
      type: 'site',
      pages: site.pages.map((p) => ({ path: p.path, file: p.file, title: p.title })),
      ...(site.home !== undefined && { home: site.home.file }),
      ...(cta?.type === 'github' && { githubRepository: cta.url }),
    });
  }

  #render(seq: number, scroll: Scroll): void {
    this.#asked = { seq, scroll };
    const site = this.#site;
    const shown = this.#shown;
    if (!site || !shown) return;
    const started = performance.now();
    const file = shown.page.file;
    this.#renderer ??= createSitePageRenderer(this.#view, {
      // The preview page loads the site's stylesheet and runtime as files of its own (vite.config.ts,
      // previewEntry), so neither is in the worker nor sent with every page: the head has only the theme.
      assets: { kind: 'provided' },
      pageUrl: (path, hash) => siteUrl(path, hash),
      assetUrl: (path) => previewAssetUrl(this.#assetPrefix, path),
      // The top bar's search box; the preview page loads its search script itself, and the worker answers its queries (see #searchFor).
      search: {},
      // "Copy page" goes up to the app, which asks for the page's Markdown (see #pageMarkdown) and copies it.
      copyPage: true,
      lastModified: (file) => this.#commitDates.get(file),
      ...(this.#stars !== undefined && { githubStars: this.#stars }),
    });
    const result = this.#renderer.render(site, shown.page.path);
    this.#diagnostics.noteRender(file, this.#view.readText(file) ?? '', result.diagnostics);
    if (!result.ok && this.#lastGoodFile === file) {
      this.#postRenderError(seq, file, result.diagnostics);
      return;
    }
    if (result.ok) this.#lastGoodFile = file;
    // Everything around the body (sidebar, header, table of contents) depends on the site, the
    // page and its headings: when none changed, only the body goes to the preview.
    const body = this.#withUtilities(result.body);
    if (result.shell === this.#sentShell && scroll === 'keep') {
      this.#postRender({ type: 'render-body', seq, file, html: body, ms: performance.now() - started });
      return;
    }
    this.#sentShell = result.shell;
    this.#postRender({ type: 'render', seq, file, pageUrl: siteUrl(shown.page.path), html: sitePageHtml({ ...result, body }), scroll, ms: performance.now() - started });
    if (!result.ok) this.#postRenderError(seq, file, result.diagnostics);
  }

  /**
   * The body with the CSS of its utility classes (Tailwind's `block`, `dark:hidden`…) at its end, scoped
   * to the content. UnoCSS generates asynchronously: a class set seen for the first time is sent
   * without its CSS, and the page is sent again once the CSS is made. `<` never reaches the style
   * element's text (an arbitrary value could hold `</style>`): it is written as the CSS escape `\3c `.
   */
  #withUtilities(body: string): string {
    const classes = utilityClassesOf(body);
    if (classes.length === 0) return body;
    const key = classes.join(' ');
    const css = this.#utilityCss.get(key);
    if (css !== undefined) return css === '' ? body : `${body}<style>${css.replace(/</g, '\\3c ')}</style>`;
    if (!this.#utilityPending.has(key)) {
      this.#utilityPending.add(key);
      utilityCss(classes, this.#utilityCache).then(
        (made) => {
          this.#utilityPending.delete(key);
          const oldest = this.#utilityCss.keys().next();
          if (this.#utilityCss.size >= utilityCssKept && !oldest.done) this.#utilityCss.delete(oldest.value);
          this.#utilityCss.set(key, made);
          if (made !== '' && this.#shown) this.#render(0, 'keep');
        },
        () => this.#utilityPending.delete(key),
      );
    }
    return body;
  }

  /** Tells the app why the shown page does not render, naming the first error's line. */
  #postRenderError(seq: number, file: string, diagnostics: readonly Diagnostic[]): void {
    const first = diagnostics.find((d) => d.severity === 'error' && d.file === file);
    this.#postRender({ type: 'render-error', seq, file, ...(first && { line: first.line }), message: first?.message ?? 'This page has errors.' });
  }
}
