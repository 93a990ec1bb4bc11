// An exported site in Chromium: the files of an export (or some of them) served from memory at
// http://localhost:4791/ (exportOrigin), the way a static host serves the folder `quire build` writes.
import type { Browser, BrowserContext } from 'playwright-core';

/** The origin the export is served at: localhost, a secure context, so the clipboard can be granted; nothing listens there, the route answers every request. */
export const exportOrigin = 'http://localhost:4791';

const types: Record<string, string> = { js: 'text/javascript', css: 'text/css', html: 'text/html', md: 'text/markdown' };

/**
 * A browser context (`width`×800, default 1300, JavaScript on unless `javaScriptEnabled` is false)
 * that serves `files` (output path → contents) at exportOrigin; other paths are 404s.
 */
export async function serveExport(browser: Browser, files: ReadonlyMap<string, string | Uint8Array>, options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 1300, height: 800 } });
  await context.route(`${exportOrigin}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname.slice(1)) || 'index.html';
    const body = files.get(path);
    if (body === undefined) return route.fulfill({ status: 404, body: 'missing' });
    const contentType = types[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    return route.fulfill({ status: 200, body: typeof body === 'string' ? body : Buffer.from(body), contentType });
  });
  return context;
}
