import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { focusEditorAtEnd, openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { openPagesFolder, pagesFolder, pageText, problemRows } from './pages-folder.ts';

// Reopening a large workspace shows the problems kept from its last whole check at once (the worker
// keeps them in IndexedDB, per file by content), marked as such until the check made again is done.
const env = sharedAppAndBrowser();
const PAGES = 400;
// Three pages with a problem each; the rest link to the first page.
const pages = pagesFolder('kept-problems', 'Kept problems', PAGES, (i) =>
  i === 7 ? 'A [broken link](/pages/nowhere).' : i === 12 ? '<Card title="Odd" icon="no-such-icon-here">Text</Card>' : i === 300 ? 'Another [broken link](/pages/gone).' : `Text of page ${i}, with a [link](/pages/page-000).`);

/**
 * Records, from before the app's first script runs, the problem list (each row's file:line:column ·
 * code) as it was when the note "From the last check…" first showed, and whether the note went away.
 */
async function recordKeptList(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { kept?: string[]; noteGone: boolean } = { noteGone: false };
    Object.assign(window, { quireKept: seen });
    const rows = () => [...document.querySelectorAll('section[aria-label="Problems"] .problem-meta')].map((e) => e.textContent ?? '');
    new MutationObserver(() => {
      const note = document.querySelector('section[aria-label="Problems"] .problems-note');
      if (note && seen.kept === undefined) seen.kept = rows();
      if (!note && seen.kept !== undefined) seen.noteGone = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const kept = (page: Page) => page.evaluate(() => (window as unknown as { quireKept: { kept?: string[]; noteGone: boolean } }).quireKept);

describe('a reopened workspace', () => {
  it(`shows the problems kept from its last check before the check of its ${PAGES} pages is done, and an edited page loses its own`, async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url, { beforeLoad: recordKeptList });
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      const checked = await openPagesFolder(page, pages.folder, 'kept-problems', '0 errors, 3 warnings');
      expect(checked).toEqual(['pages/page-007.mdx:6:3 · project/broken-link', 'pages/page-012.mdx:6:25 · site/unknown-icon', 'pages/page-300.mdx:6:9 · project/broken-link']);

      // Reopened: the kept list, exactly, while the check runs again; then the check's own, the same.
      await page.reload();
      await waitForPreviewTitle(page, 'Page 0', 60_000);
      await expect.poll(() => kept(page).then((k) => k.kept)).toEqual(checked);
      await expect.poll(() => kept(page).then((k) => k.noteGone), { timeout: 60_000 }).toBe(true);
      expect(await problemRows(page)).toEqual(checked);

      // Page 7 is rewritten without its broken link: reopened, its kept problem is gone and the others stay.
      await page.getByRole('treeitem', { name: 'page-007.mdx' }).locator('.tree-row').click();
      await waitForPreviewTitle(page, 'Page 7');
      await focusEditorAtEnd(page);
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(page7Fixed);
      await page.getByRole('button', { name: '0 errors, 2 warnings' }).waitFor({ timeout: 60_000 });
      await page.reload();
      await waitForPreviewTitle(page, /^Page \d+$/, 60_000);
      await expect.poll(() => kept(page).then((k) => k.kept)).toEqual(checked.slice(1));
      await expect.poll(() => kept(page).then((k) => k.noteGone), { timeout: 60_000 }).toBe(true);
      expect(await problemRows(page)).toEqual(checked.slice(1));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});

const page7Fixed = pageText('Page 7', 'Text of page 7, now with a [link](/pages/page-000).');
