import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { waitForPreviewTitle } from './app-harness.ts';

/** A page of such a folder: its front matter (title, description) and text. */
export const pageText = (title: string, body: string): string => `---\ntitle: "${title}"\ndescription: "About ${title}."\n---\n\n${body}\n`;

/**
 * A folder the tests import as a workspace, written before them and deleted after: `name`/docs.json
 * with one group of `count` pages `pages/page-000.mdx`…, page i titled "Page i" with `bodyOf(i)` as
 * its text. The returned object's `folder` is set once it is written.
 */
export function pagesFolder(name: string, docsName: string, count: number, bodyOf: (i: number) => string): { folder: string } {
  const env = { folder: '' };
  beforeAll(async () => {
    env.folder = join(await mkdtemp(join(tmpdir(), 'quire-pages-')), name);
    await mkdir(join(env.folder, 'pages'), { recursive: true });
    const pages = Array.from({ length: count }, (_, i) => `pages/page-${String(i).padStart(3, '0')}`);
    await writeFile(join(env.folder, 'docs.json'), JSON.stringify({ name: docsName, navigation: [{ group: 'All', pages }] }, null, 2));
    for (const [i, path] of pages.entries()) {
      await writeFile(join(env.folder, `${path}.mdx`), pageText(`Page ${i}`, bodyOf(i)));
    }
  });
  afterAll(async () => {
    if (env.folder) await rm(join(env.folder, '..'), { recursive: true, force: true });
  });
  return env;
}

/** The problems panel's rows, each "file:line:column · code". */
export const problemRows = (page: Page): Promise<string[]> => page.locator('section[aria-label="Problems"] .problem-meta').allTextContents();

/**
 * Opens a pages folder as the workspace `name`, waits for its first page and its whole check (the
 * status bar's `summary`, e.g. "0 errors, 2 warnings") and for all its files to be stored, and
 * returns the problem rows of that check.
 */
export async function openPagesFolder(page: Page, folder: string, name: string, summary: string): Promise<string[]> {
  await page.getByLabel('Open folder as workspace').setInputFiles(folder);
  await page.getByRole('button', { name: `Workspace: ${name}` }).waitFor();
  await waitForPreviewTitle(page, 'Page 0', 60_000);
  await page.getByRole('button', { name: summary }).waitFor({ timeout: 60_000 });
  const checked = await problemRows(page);
  const stored = () =>
    page.evaluate((workspace) => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string; seeding?: string }[]).find((w) => w.name === workspace)?.seeding ?? 'stored', name);
  await expect.poll(stored, { timeout: 60_000 }).toBe('stored');
  return checked;
}
