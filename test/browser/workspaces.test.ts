import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { editorText, openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { writeTree } from '../setup/write-tree.ts';

const env = sharedAppAndBrowser();

async function chooseWorkspaceAction(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Workspace: / }).click();
  await page.getByRole('menu', { name: 'Workspaces' }).getByRole(typeof name === 'string' && !name.endsWith('…') ? 'menuitemradio' : 'menuitem', { name }).click();
}

describe('workspaces', () => {
  it('creates a second, empty workspace, fills it with a first page from the preview, switches to it and back', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await chooseWorkspaceAction(page, 'New empty workspace…');
    const dialog = page.getByRole('dialog', { name: 'New empty workspace' });
    await dialog.getByLabel('Workspace name').fill('Second');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Workspace: Second' }).waitFor();
    // Empty means empty: no files, and the preview says what is missing and offers to create it.
    const missing = page.getByRole('region', { name: 'No docs.json' });
    await missing.getByRole('heading', { name: 'This workspace has no docs.json' }).waitFor();
    expect(await page.getByRole('treeitem').count()).toBe(0);
    await missing.getByRole('button', { name: 'Create docs.json and a first page' }).click();
    await waitForPreviewTitle(page, 'Introduction');
    expect(await page.getByRole('tree', { name: 'Workspace files' }).getByRole('treeitem').evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.path))).toEqual(['docs.json', 'introduction.mdx']);
    expect(await missing.count()).toBe(0);

    await chooseWorkspaceAction(page, 'Starter');
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
    await page.getByRole('button', { name: /^Workspace: / }).click();
    expect(await page.getByRole('menuitemradio').allInnerTexts()).toEqual(['Starter', 'Second']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("creates a workspace from the starter in today's format unless the spec format is chosen", async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const configLines = async () => (await editorText(page)).split('\n').slice(1, 3).map((line) => line.trim());
    await page.getByRole('treeitem', { name: 'docs.json' }).locator('.tree-row').click();
    await expect.poll(configLines).toEqual(['"$schema": "https://mintlify.com/docs.json",', '"theme": "mint",']);
    for (const [name, format, first] of [
      ['Spec', 'Starter (spec format)', '"name": "Acme Plants",'],
      ['Current', 'Starter (current format)', '"$schema": "https://mintlify.com/docs.json",'],
    ] as const) {
      await chooseWorkspaceAction(page, 'New workspace from starter…');
      const dialog = page.getByRole('dialog', { name: 'New workspace from the starter' });
      expect(await dialog.getByRole('radio').evaluateAll((radios) => radios.map((r) => [r.parentElement?.textContent, (r as HTMLInputElement).checked]))).toEqual([
        ['Starter (current format)', true],
        ['Starter (spec format)', false],
      ]);
      await dialog.getByLabel('Workspace name').fill(name);
      await dialog.getByRole('radio', { name: format }).check();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('button', { name: `Workspace: ${name}` }).waitFor();
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByRole('treeitem', { name: 'docs.json' }).locator('.tree-row').click();
      await expect.poll(async () => (await configLines())[0]).toBe(first);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reopens the last workspace with its open tabs after a reload', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.getByRole('treeitem', { name: 'quickstart.mdx' }).locator('.tree-row').click();
    await page.getByRole('treeitem', { name: 'docs.json' }).locator('.tree-row').click();
    await page.reload();
    await page.getByRole('tab', { name: 'docs.json' }).waitFor();
    expect(await page.getByRole('tablist', { name: 'Open files' }).getByRole('tab').allInnerTexts()).toEqual(['introduction.mdx', 'quickstart.mdx', 'docs.json']);
    expect(await page.getByRole('tab', { name: 'docs.json' }).getAttribute('aria-selected')).toBe('true');
    expect(await editorText(page)).toContain('"name": "Acme Plants"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renames and deletes a workspace after confirmation', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await chooseWorkspaceAction(page, 'Rename workspace…');
    const rename = page.getByRole('dialog', { name: 'Rename workspace' });
    await rename.getByLabel('Workspace name').fill('Plants');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('button', { name: 'Workspace: Plants' }).waitFor();

    await chooseWorkspaceAction(page, 'Delete workspace…');
    await page.getByRole('dialog', { name: 'Delete "Plants"?' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Workspace: Plants' }).waitFor();
    await chooseWorkspaceAction(page, 'Delete workspace…');
    await page.getByRole('dialog', { name: 'Delete "Plants"?' }).getByRole('button', { name: 'Delete workspace' }).click();
    // The only workspace is gone: a fresh starter takes its place.
    await page.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a folder from the desktop as a new workspace named after it, without its .git folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-folder-'));
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({ name: 'Garden notes', navigation: [{ group: 'Start', pages: ['welcome'] }] }),
      'welcome.mdx': '---\ntitle: "Garden notes"\n---\n\nWater on Sundays.\n',
      '.git/HEAD': 'ref: refs/heads/main\n',
    };
    writeTree(join(root, 'garden'), files);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(root, 'garden'));
      await page.getByRole('button', { name: 'Workspace: garden' }).waitFor();
      await waitForPreviewTitle(page, 'Garden notes');
      expect(await page.getByRole('tree', { name: 'Workspace files' }).getByRole('treeitem').evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.path))).toEqual(['docs.json', 'welcome.mdx']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('warns in a second tab on the same workspace and keeps it read-only until taken over', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const second = await context.newPage();
    await second.goto(env.app.url);
    await second.getByRole('alert').filter({ hasText: 'is open in another tab' }).waitFor();
    expect(await second.getByRole('status', { name: 'Save status' }).innerText()).toBe('Read-only (open in another tab)');
    await second.getByRole('button', { name: 'Edit here instead' }).click();
    await page.getByRole('alert').filter({ hasText: 'was opened for editing in another tab' }).waitFor();
    await expect.poll(() => second.getByRole('status', { name: 'Save status' }).innerText()).toBe('All changes saved');
    expect(errors).toEqual([]);
    await context.close();
  });
});
