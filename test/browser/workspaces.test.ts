import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { editorText, openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();

async function chooseWorkspaceAction(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /^Workspace: / }).click();
  await page.getByRole('menu', { name: 'Workspaces' }).getByRole(typeof name === 'string' && !name.endsWith('…') ? 'menuitemradio' : 'menuitem', { name }).click();
}

describe('workspaces', () => {
  it('creates a second, empty workspace, switches to it and back', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await chooseWorkspaceAction(page, 'New empty workspace…');
    const dialog = page.getByRole('dialog', { name: 'New empty workspace' });
    await dialog.getByLabel('Workspace name').fill('Second');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForPreviewTitle(page, 'Introduction');
    await page.getByRole('button', { name: 'Workspace: Second' }).waitFor();
    expect(await page.getByRole('treeitem').allInnerTexts()).toHaveLength(2);

    await chooseWorkspaceAction(page, 'Starter');
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
    await page.getByRole('button', { name: /^Workspace: / }).click();
    expect(await page.getByRole('menuitemradio').allInnerTexts()).toEqual(['Starter', 'Second']);
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
