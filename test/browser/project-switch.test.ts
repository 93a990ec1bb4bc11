import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { writeTree } from '../setup/write-tree.ts';

const env = sharedAppAndBrowser();
let root = '';

/** Writes a project folder named `name` in the test's temporary folder and returns its path. */
async function project(name: string, files: Readonly<Record<string, string>>): Promise<string> {
  return writeTree(join(root, name), files);
}

/**
 * The level-1 headings the preview shows now. A switch may put a new preview document in the frame
 * while they are read (Playwright then reports the old document's context destroyed): read again, from the new one.
 */
const previewHeadings = async (page: Page): Promise<string[]> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await previewFrame(page).getByRole('heading', { level: 1 }).allInnerTexts();
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Execution context was destroyed')) throw error;
    }
  }
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-switch-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the preview after a project switch', () => {
  it('shows the opened folder’s home page and nothing of the starter, from the moment the workspace changes', async () => {
    // Code in a language whose grammar loads on demand: the worker holds the first page until it is in.
    const garden = await project('garden', {
      'docs.json': JSON.stringify({ name: 'Garden notes', navigation: [{ group: 'Start', pages: ['welcome', 'soil'] }] }),
      'welcome.mdx': '---\ntitle: "Garden notes"\n---\n\nWater on Sundays.\n\n```python\nprint("water")\n```\n',
      'soil.mdx': '---\ntitle: "Soil"\n---\n\nLoam.\n',
    });
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(garden);
      await page.getByRole('button', { name: 'Workspace: garden' }).waitFor();
      expect(await previewHeadings(page)).not.toContain('Welcome to Acme Plants');
      await waitForPreviewTitle(page, 'Garden notes');
      expect(await previewFrame(page).getByRole('navigation').first().innerText()).not.toContain('Quickstart');
      expect(await page.getByRole('status').filter({ hasText: 'Loading the preview' }).count()).toBe(0);

      // And back: the starter's home page, nothing of the garden.
      await page.getByRole('button', { name: /^Workspace: / }).click();
      await page.getByRole('menu', { name: 'Workspaces' }).getByRole('menuitemradio', { name: 'Starter' }).click();
      await page.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
      expect(await previewHeadings(page)).not.toContain('Garden notes');
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a panel naming the line of a docs.json that is not JSON, instead of the starter or a blank page, also after a reload', async () => {
    const broken = await project('broken', {
      // Nothing usable: without its colon, `navigation` cannot be read (a config that can be salvaged shows its site, as the build does).
      'docs.json': '{\n  "name": "Broken",\n  "navigation" [{ "group": "Start", "pages": ["welcome"] }]\n}\n',
      'welcome.mdx': '---\ntitle: "Broken home"\n---\n\nText.\n',
    });
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(broken);
      await page.getByRole('button', { name: 'Workspace: broken' }).waitFor();
      const panel = previewFrame(page).getByRole('alert');
      await expect.poll(() => panel.innerText()).toBe('The site cannot be shown until this error is fixed:\n\ndocs.json, line 3: Expected a colon (`:`) after the property name');
      expect(await previewHeadings(page)).toEqual([]);
      expect(await page.getByRole('status').filter({ hasText: 'Loading the preview' }).count()).toBe(0);

      await page.reload();
      await page.getByRole('button', { name: 'Workspace: broken' }).waitFor();
      await expect.poll(() => previewFrame(page).getByRole('alert').innerText()).toBe('The site cannot be shown until this error is fixed:\n\ndocs.json, line 3: Expected a colon (`:`) after the property name');
      expect(await page.getByRole('alert').filter({ hasText: 'The preview has no page' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
