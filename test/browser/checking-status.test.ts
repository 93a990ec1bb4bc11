import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// Until the first check of a whole project has finished, the problems panel and the status bar say
// "Checking…": "No problems." (or 0 errors) before then would be a claim nobody has checked.
const env = sharedAppAndBrowser();
let folder = '';
const PAGES = 400;

beforeAll(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'quire-checking-')), 'many-pages');
  await mkdir(join(folder, 'pages'), { recursive: true });
  const pages = Array.from({ length: PAGES }, (_, i) => `pages/page-${String(i).padStart(3, '0')}`);
  await writeFile(join(folder, 'docs.json'), JSON.stringify({ name: 'Many pages', navigation: [{ group: 'All', pages }] }, null, 2));
  for (const [i, page] of pages.entries()) {
    await writeFile(join(folder, `${page}.mdx`), `---\ntitle: "Page ${i}"\ndescription: "Page number ${i}."\n---\n\n## Section\n\nText of page ${i}, with a [link](/pages/page-000).\n`);
  }
});

afterAll(async () => {
  if (folder) await rm(join(folder, '..'), { recursive: true, force: true });
});

/**
 * Records, from before the app's first script runs, every text the problems panel's message and the
 * status bar's problem button show, in order (a text once each time it appears).
 */
async function recordStatuses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { panel: string[]; status: string[] } = { panel: [], status: [] };
    Object.assign(window, { quireStatuses: seen });
    const note = (list: string[], text: string | undefined) => {
      if (text !== undefined && list.at(-1) !== text) list.push(text);
    };
    const read = () => {
      note(seen.panel, document.querySelector('section[aria-label="Problems"] .empty')?.textContent?.trim());
      note(seen.status, document.querySelector('footer[aria-label="Status bar"] .status-button')?.textContent?.trim());
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Whether the folder's workspace has all its files stored (`stored`), is still storing them, or is not listed yet. */
const storedState = (page: Page) =>
  page.evaluate(() => {
    const workspace = (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string; seeding?: string }[]).find((w) => w.name === 'many-pages');
    return workspace === undefined ? 'absent' : (workspace.seeding ?? 'stored');
  });

const statuses = (page: Page) => page.evaluate(() => (window as unknown as { quireStatuses: { panel: string[]; status: string[] } }).quireStatuses);

describe('the problems panel and the status bar', () => {
  it(`say "Checking…" until a workspace of ${PAGES} pages has been checked, when opened and when reopened`, async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url, { beforeLoad: recordStatuses });
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByRole('button', { name: '0 errors, 0 warnings' }).waitFor();
      // The starter: checking at first, then its result.
      expect(await statuses(page)).toEqual({ panel: ['Checking…', 'No problems.'], status: ['Checking…', '✖ 0 ⚠ 0'] });

      await page.getByLabel('Open folder as workspace').setInputFiles(folder);
      await page.getByRole('button', { name: 'Workspace: many-pages' }).waitFor();
      await waitForPreviewTitle(page, 'Page 0', 60_000);
      await page.getByRole('button', { name: '0 errors, 0 warnings' }).waitFor({ timeout: 60_000 });
      // The starter's result stays until the folder's workspace opens, which is checking until its result.
      expect(await statuses(page)).toEqual({ panel: ['Checking…', 'No problems.', 'Checking…', 'No problems.'], status: ['Checking…', '✖ 0 ⚠ 0', 'Checking…', '✖ 0 ⚠ 0'] });

      // The folder's files are still being stored while its preview shows; a reload before that is an
      // interrupted import (a notice, files missing). Wait until the workspace is no longer seeding.
      await expect.poll(() => storedState(page), { timeout: 60_000 }).toBe('stored');
      // Reopened (the last workspace), the stored files are checked again before anything is claimed.
      await page.reload();
      await waitForPreviewTitle(page, 'Page 0', 60_000);
      await page.getByRole('button', { name: '0 errors, 0 warnings' }).waitFor({ timeout: 60_000 });
      expect(await statuses(page)).toEqual({ panel: ['Checking…', 'No problems.'], status: ['Checking…', '✖ 0 ⚠ 0'] });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
