// A site page in Chromium as an export serves it: from http://quire.test/, with the site's
// stylesheet and runtime as the files of `_quire/` that its head links (the runtime allowed by its hash).
import type { Page } from 'playwright-core';
import type { HeadAssets } from '../../src/core/site/render-head.ts';
import { runtimeFileName, siteRuntime, siteRuntimeHash, siteStyles, stylesheetFileName } from '../../src/core/site/site-assets.ts';

/** The URL the page is served at. */
export const exportedPageUrl = 'http://quire.test/page.html';

/** The head assets of an exported page at the site's root. */
export function exportedAssets(): HeadAssets {
  return { kind: 'files', stylesheet: `/${stylesheetFileName}`, script: `/${runtimeFileName}`, scriptHash: siteRuntimeHash() };
}

/**
 * Serves `html()` (read at each request) at exportedPageUrl, and the stylesheet and runtime beside
 * it; any other request is aborted and its URL added to the list returned.
 */
export async function serveExportedPage(tab: Page, html: () => string): Promise<string[]> {
  const files = new Map([
    [exportedPageUrl, { body: '', contentType: 'text/html' }],
    [`http://quire.test/${stylesheetFileName}`, { body: siteStyles(), contentType: 'text/css' }],
    [`http://quire.test/${runtimeFileName}`, { body: siteRuntime(), contentType: 'text/javascript' }],
  ]);
  const requests: string[] = [];
  await tab.route('**/*', (route) => {
    const url = route.request().url();
    const file = files.get(url);
    if (!file) {
      requests.push(url);
      return route.abort();
    }
    return route.fulfill({ status: 200, contentType: file.contentType, body: url === exportedPageUrl ? html() : file.body });
  });
  return requests;
}
