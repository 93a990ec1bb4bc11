import { EarlyRestore } from './early-restore.ts';
import { indexedDbStore, ResultCache } from './result-cache.ts';
import type { WorkerScope } from './worker-host.ts';

// The worker's entry: core runs here, so the UI thread never parses or renders a page. This module
// is small and loads the rest (worker-host.ts and core) itself, together with the current docs.json
// format's schema (the starter's format, otherwise a resource fetched only once a config is read): the
// two downloads overlap instead of the schema waiting for the first config read. Messages that arrive
// meanwhile are kept and handed over in order (a worker drops messages nobody listens for).

const scope = self as unknown as WorkerScope;
const queued: MessageEvent[] = [];
// Whole checks are kept in IndexedDB for the next reopen. The checker's version is this module's file
// name: it has a hash of its code, which names the host's (and so, through it, core's); a new version
// never shows what an older one found. A reopened project's kept problems are posted while core loads.
const results = typeof indexedDB === 'undefined' ? undefined : new ResultCache(indexedDbStore(indexedDB, undefined, { openNow: true }), new URL(import.meta.url).pathname);
const early = results && new EarlyRestore(results, (event) => scope.postMessage(event));
scope.onmessage = (event) => {
  queued.push(event);
  early?.received(event.data);
};

/** Loads the schema as the resource the config read looks up (its module declares it), so that read finds it in. */
const schema = Promise.all([import('../core/resources/index.ts'), import('../core/resources/lazy-current-config-schema.ts')]).then(([resources]) => resources.loadResources(['current-config-schema']));

/**
 * The host starts once a restore begun here is done (see EarlyRestore.settled), but waits this long at
 * most: an IndexedDB that never answers must not keep the worker from starting.
 */
const EARLY_RESTORE_WAIT_MS = 300;
const restored = () => Promise.race([early?.settled() ?? Promise.resolve(), new Promise<void>((resolve) => setTimeout(resolve, EARLY_RESTORE_WAIT_MS))]);

Promise.all([import('./worker-host.ts'), schema.catch(() => false)]).then(
  async ([{ startWorkerHost }]) => {
    await restored();
    startWorkerHost(scope, queued, results && { results, ...(early && { early }) });
  },
  (error: unknown) => scope.postMessage({ type: 'failed', loading: true, message: `Part of Quire did not load (${error instanceof Error ? error.message : String(error)}); reload to try again.` }),
);
