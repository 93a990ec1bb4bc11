import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A CORS proxy in the shape isomorphic-git's `corsProxy` expects, on 127.0.0.1. */
export interface CorsProxy {
  /** `http://127.0.0.1:<port>`: the value of the CORS proxy setting. */
  readonly url: string;
  /** The URL paths the proxy was asked for (`/127.0.0.1:4000/repo.git/info/refs?…`). */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * Starts a CORS proxy as cors.isomorphic-git.org works: `<proxy>/<host>/<path>` is forwarded to
 * `http://<host>/<path>` (plain HTTP, to the test's git server) and answered with CORS headers.
 */
export async function startCorsProxy(): Promise<CorsProxy> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'authorization, content-type, git-protocol');
    res.setHeader('Access-Control-Expose-Headers', 'content-type, www-authenticate');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const target = new URL(`http://${(req.url ?? '/').slice(1)}`);
    const headers = { ...req.headers, host: target.host };
    delete headers.origin;
    const forward = request(target, { method: req.method ?? 'GET', headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !name.startsWith('access-control-'))));
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
