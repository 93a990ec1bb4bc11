import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { openPagesFolder, pagesFolder, problemRows } from './pages-folder.ts';

// Reopening a workspace: its files are read in one IndexedDB transaction, and the problems kept from
// its last check are shown by the worker's first module, before the worker has loaded core (the
// module that runs it is held back here until the list is on screen); then core checks the files
// again and confirms the list, and the preview shows the page.
const env = sharedAppAndBrowser();
const PAGES = 60;
const pages = pagesFolder('reopen-early', 'Reopen early', PAGES, (i) => (i === 4 ? 'A [broken link](/pages/nowhere).' : i === 40 ? 'Another [broken link](/pages/gone).' : `Text of page ${i}, with a [link](/pages/page-000).`));

const note = (page: Page) => page.locator('section[aria-label="Problems"] .problems-note');

describe('a reopened workspace, before the worker has loaded core', () => {
  it('lists the kept problems from the cache, then the check confirms them and the preview shows the page', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      const checked = await openPagesFolder(page, pages.folder, 'reopen-early', '0 errors, 2 warnings');
      expect(checked).toEqual(['pages/page-004.mdx:6:3 · project/broken-link', 'pages/page-040.mdx:6:9 · project/broken-link']);

      // The worker's host module (and core behind it) is held until the kept list is on screen.
      const held: Route[] = [];
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/worker-host-[\w-]+\.js$/, async (route) => {
        held.push(route);
        await released;
        await route.continue();
      });
      await page.reload();
      await note(page).waitFor({ timeout: 60_000 });
      expect(held.length).toBe(1);
      expect(await problemRows(page)).toEqual(checked);
      expect(await note(page).textContent()).toBe('From the last check of these files; checking again…');
      expect(await page.getByRole('button', { name: '0 errors, 2 warnings' }).count()).toBe(1);

      // Core loads: the page is shown and the check done again confirms the list (the note goes away).
      release();
      await waitForPreviewTitle(page, 'Page 0', 60_000);
      await expect(previewFrame(page).getByText('Text of page 0, with a').textContent()).resolves.toContain('Text of page 0');
      await note(page).waitFor({ state: 'detached', timeout: 60_000 });
      expect(await problemRows(page)).toEqual(checked);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
