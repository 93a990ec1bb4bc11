/** What registerServiceWorker needs from the page. */
export interface ServiceWorkerOptions {
  /** The URL of `sw.js` (the build's root, `import.meta.env.BASE_URL`). */
  readonly url: string;
  /**
   * A new build has been cached and waits: show a "reload to update" notice, and call `reload` when
   * the user chooses to (after saving what they typed); never called on a first visit.
   */
  readonly onUpdate: (reload: () => void) => void;
}

/**
 * Registers the service worker that keeps the build's own files for use with no network (production
 * builds only: development has no `sw.js`). A new version found on a later online visit waits until
 * the user chooses to reload, never replacing the running page's files mid-edit. Failures are silent:
 * the page works without it.
 */
export function registerServiceWorker(options: ServiceWorkerOptions): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  const reloadInto = (worker: ServiceWorker) => () => {
    container.addEventListener('controllerchange', () => location.reload(), { once: true });
    worker.postMessage('quire:activate-update');
  };
  const watch = (registration: ServiceWorkerRegistration | undefined): void => {
    // Undefined where the browser is told to block service workers (Playwright's `serviceWorkers: 'block'`).
    if (!registration) return;
    // A worker waiting already (found on an earlier load of this page, whose notice was not taken up).
    if (registration.waiting && container.controller) options.onUpdate(reloadInto(registration.waiting));
    const track = (installing: ServiceWorker | null): void =>
      installing?.addEventListener('statechange', () => {
        // With no controller this is the first install: nothing to update.
        if (installing.state === 'installed' && container.controller) options.onUpdate(reloadInto(installing));
      });
    // One may be installing already (found while this page loaded), or be found later.
    track(registration.installing);
    registration.addEventListener('updatefound', () => track(registration.installing));
  };
  container.register(options.url).then(watch, () => undefined);
}
