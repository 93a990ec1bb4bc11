import type { Browser, Page } from 'playwright-core';

const types: Record<string, string> = { html: 'text/html', css: 'text/css', js: 'text/javascript', png: 'image/png', svg: 'image/svg+xml' };

/**
 * Opens an exported file at http://quire.test/ in a new tab, serving the export's `files` as a host
 * serves them (the pages' CSP and the scripts and stylesheets they load as files), in the reader's
 * `colorScheme`; collects the page's errors (a CSP refusal among them).
 */
export async function openExport(
  browser: Browser,
  files: ReadonlyMap<string, string | Uint8Array>,
  path: string,
  options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
): Promise<{ tab: Page; errors: string[] }> {
  const tab = await browser.newPage({ viewport: options.viewport ?? { width: 1400, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message));
  tab.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await tab.route('http://quire.test/**', (route) => {
    const file = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
    const body = files.get(file);
    if (body === undefined) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ status: 200, contentType: types[file.split('.').pop() ?? ''] ?? 'application/octet-stream', body: typeof body === 'string' ? body : Buffer.from(body) });
  });
  await tab.goto(`http://quire.test/${path}`);
  return { tab, errors };
}
