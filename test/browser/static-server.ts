import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** A plain static file server on 127.0.0.1, like `python3 -m http.server`. */
export interface StaticServer {
  readonly url: string;
  /** Every path asked for, in order, with the `Origin` header it came with (`null` from the sandboxed preview). */
  readonly requests: { readonly path: string; readonly origin: string | undefined }[];
  close(): Promise<void>;
}

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

/**
 * Serves the files of `dir` as a plain static host does: a content type from the file's extension,
 * `index.html` for a folder, 404 otherwise, and no other header at all (no CORS, no CSP, no caching
 * rules), so what works here works on any static host.
 * @param options.types more content types by extension (`{'.xpdl': 'application/xml'}`), as a host
 *   with a larger table (mime-db, /etc/mime.types) has them; default none
 */
export async function serveStatic(dir: string, options: { readonly types?: Readonly<Record<string, string>> } = {}): Promise<StaticServer> {
  const known = { ...types, ...options.types };
  const root = normalize(dir + sep);
  const requests: { path: string; origin: string | undefined }[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push({ path, origin: request.headers.origin });
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    const refuse = () => void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    if (!file.startsWith(root)) return refuse();
    stat(file).then(
      (info) => {
        if (!info.isFile()) return refuse();
        response.writeHead(200, { 'content-type': known[extname(file)] ?? 'application/octet-stream', 'content-length': info.size });
        createReadStream(file).pipe(response);
      },
      refuse,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The static server has no port.');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
