import { specFetchTimeoutMs } from '../core/openapi/index.ts';
import type { SpecFetch } from '../core/openapi/index.ts';
import { parseWorkerRequest } from './protocol.ts';
import type { WorkerEvent } from './protocol.ts';
import { indexedDbStore, ResultCache } from './result-cache.ts';
import { SiteService } from './site-service.ts';
import { defaultTimers } from './timers.ts';

// The worker's entry: core runs here, so the UI thread never parses or renders a page.
// (Core's modules have been evaluated by the time this line runs; the mark says when.)
performance.mark('quire:worker-ready');
const scope = self as unknown as { postMessage(message: WorkerEvent): void; onmessage: ((event: MessageEvent) => void) | null };
// An icon or grammar a render finds missing is fetched while that render goes on.
// OpenAPI specs the config names by URL are fetched here, without cookies or credentials.
const fetchSpec: SpecFetch = (url) => fetch(url, { signal: AbortSignal.timeout(specFetchTimeoutMs), credentials: 'omit', redirect: 'follow' });
// Whole checks are kept in IndexedDB for the next reopen; the worker's script name (a hash of its code) is the checker's version.
const results = typeof indexedDB === 'undefined' ? undefined : new ResultCache(indexedDbStore(indexedDB), new URL(import.meta.url).pathname);
const service = new SiteService((event) => scope.postMessage(event), defaultTimers, { startLoads: true, fetchSpec, ...(results && { results }) });

scope.onmessage = (event: MessageEvent) => {
  const request = parseWorkerRequest(event.data);
  if (request?.type === 'attach-preview') {
    const port = event.ports[0];
    if (port) service.attachPreview(port);
  } else if (request) service.handle(request);
  else scope.postMessage({ type: 'failed', message: 'The worker received a message that is not part of its protocol; it was ignored.' });
};
