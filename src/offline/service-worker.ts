// The service worker (built into `sw.js` by scripts/vite-plugins/service-worker.ts, which puts the
// build's own file list in front of it): on install it caches the app, the validation page and
// their files, icon buckets aside, which it keeps as they are used (src/offline/icon-cache.ts); it
// answers from those caches first, so both open with no network; a new build is a new worker that
// waits until the page says the user chose to reload (see registerServiceWorker).
// The sandboxed preview frame is not served from here (Chromium lets no service worker control a
// document with an opaque origin): offline, the app gives it a copy of its page made from this
// cache (src/app/offline/offline-preview.ts).

import { ICON_CACHE, isIconBucket } from './icon-cache.ts';

/**
 * Written in front of this script by the build: its version (a hash of its files), the files it
 * caches on install and the folder of its icon buckets (null without any), relative to `sw.js`.
 */
declare const QUIRE_OFFLINE: { readonly version: string; readonly precache: readonly string[]; readonly icons: string | null };

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const cacheName = `quire-${QUIRE_OFFLINE.version}`;
const base = new URL('./', scope.location.href);

scope.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

/**
 * Caches the files of the build's list (all but the icon buckets). A file under `assets/` has its
 * content's hash in its name, so one an earlier version cached is copied rather than fetched again;
 * the rest (the pages) are fetched with `reload`, never taken from the HTTP cache.
 */
async function precache(): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    QUIRE_OFFLINE.precache.map(async (path) => {
      const url = new URL(path, base).href;
      const kept = path.startsWith('assets/') ? await caches.match(url) : undefined;
      const response = kept ?? (await fetch(new Request(url, { cache: 'reload' })));
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('quire-') && name !== cacheName && name !== ICON_CACHE).map((name) => caches.delete(name))))
      .then(dropOldIcons)
      .then(() => scope.clients.claim()),
  );
});

/** Drops the kept icon buckets that are not of this build's folder (an earlier build's icons). */
async function dropOldIcons(): Promise<void> {
  const cache = await caches.open(ICON_CACHE);
  const folder = QUIRE_OFFLINE.icons === null ? undefined : new URL(QUIRE_OFFLINE.icons, base).href;
  await Promise.all((await cache.keys()).filter((request) => folder === undefined || !request.url.startsWith(folder)).map((request) => cache.delete(request)));
}

scope.addEventListener('message', (event) => {
  if (event.data === 'quire:activate-update') void scope.skipWaiting();
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return;
  if (request.mode === 'navigate') {
    // A page of the build (the app, validate/), whatever its query and fragment: `?repo=` links work offline too.
    // `validate` (no slash) is the folder's page too, as a static host's redirect would make it.
    const page = new URL(url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname, base);
    const folderPage = new URL(`${url.pathname}/index.html`, base);
    event.respondWith(
      fromCache(page.href)
        .then((cached) => cached ?? fromCache(folderPage.href))
        .then((cached) => cached ?? fetch(request)),
    );
    return;
  }
  // An icon bucket is kept in the icon cache when first used; any other file of the build missing
  // from the list (none should be) is kept as it comes. Both are then there with no network.
  const keepIn = isIconBucket(url.pathname.slice(base.pathname.length)) ? ICON_CACHE : cacheName;
  event.respondWith(
    fromCache(request.url, keepIn).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok && response.type === 'basic' && url.pathname.startsWith(`${base.pathname}assets/`)) {
            const copy = response.clone();
            void caches.open(keepIn).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});

function fromCache(url: string, name = cacheName): Promise<Response | undefined> {
  return caches.open(name).then((cache) => cache.match(url, { ignoreSearch: true }));
}
