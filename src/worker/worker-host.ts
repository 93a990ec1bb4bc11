import { specFetchTimeoutMs } from '../core/openapi/index.ts';
import type { SpecFetch } from '../core/openapi/index.ts';
import { parseWorkerRequest } from './protocol.ts';
import type { WorkerEvent } from './protocol.ts';
import type { EarlyRestore } from './early-restore.ts';
import type { ResultCache } from './result-cache.ts';
import { SiteService } from './site-service.ts';
import { defaultTimers } from './timers.ts';

/** The worker's global scope, as the host uses it. */
export interface WorkerScope {
  postMessage(message: WorkerEvent): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** Where whole checks are kept for the next reopen, and the restore of the first project begun before the host (see EarlyRestore). */
export interface HostReopen {
  readonly results: ResultCache;
  readonly early?: EarlyRestore;
}

/**
 * Runs core for the app in this worker (see SiteService): answers the messages that came while this
 * module loaded (`queued`, in order), then every later one. `reopen`: see HostReopen (default: nothing kept).
 */
export function startWorkerHost(scope: WorkerScope, queued: readonly MessageEvent[], reopen?: HostReopen): void {
  // Core's modules have been evaluated by the time this runs; the mark says when.
  performance.mark('quire:worker-ready');
  // An icon or grammar a render finds missing is fetched while that render goes on.
  // OpenAPI specs the config names by URL are fetched here, without cookies or credentials.
  const fetchSpec: SpecFetch = (url) => fetch(url, { signal: AbortSignal.timeout(specFetchTimeoutMs), credentials: 'omit', redirect: 'follow' });
  const service = new SiteService((event) => scope.postMessage(event), defaultTimers, { startLoads: true, fetchSpec, ...(reopen && { results: reopen.results }), ...(reopen?.early && { early: reopen.early }) });
  const receive = (event: MessageEvent) => {
    const request = parseWorkerRequest(event.data);
    if (request?.type === 'attach-preview') {
      const port = event.ports[0];
      if (port) service.attachPreview(port);
    } else if (request) service.handle(request);
    else scope.postMessage({ type: 'failed', message: 'The worker received a message that is not part of its protocol; it was ignored.' });
  };
  scope.onmessage = receive;
  for (const event of queued) receive(event);
}
