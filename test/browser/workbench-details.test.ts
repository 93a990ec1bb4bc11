import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorText, focusEditorAtEnd, openApp, sharedAppAndBrowser, waitForMonaco, waitForPreviewTitle } from './app-harness.ts';
import { writeTree } from '../setup/write-tree.ts';

const env = sharedAppAndBrowser();

/** Writes a folder named `name` with `files` (path → text) in a new temporary folder; returns that folder. */
async function writeFolder(name: string, files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'quire-details-'));
  writeTree(join(root, name), files);
  return root;
}

describe('workbench details', () => {
  it('shows the cursor position of the file in front after switching tabs', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    // Monaco's "Go to line" (word wrap makes arrow keys move by screen lines in a page).
    await page.keyboard.press('Control+g');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    const position = page.getByRole('contentinfo', { name: 'Status bar' }).getByText(/^Ln \d+, Col \d+$/);
    await expect.poll(() => position.innerText()).toBe('Ln 5, Col 1');
    await page.getByRole('treeitem', { name: 'quickstart.mdx' }).locator('.tree-row').click();
    await expect.poll(() => page.getByRole('tab', { name: 'quickstart.mdx' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => position.innerText()).toBe('Ln 1, Col 1');
    // Back on the first file, its own position again.
    await page.getByRole('tab', { name: 'introduction.mdx' }).click();
    await expect.poll(() => position.innerText()).toBe('Ln 5, Col 1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes search with Escape and gives the keyboard back to the editor', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    await page.keyboard.press('Control+Shift+F');
    await page.getByLabel('Search text').fill('Monstera');
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tree', { name: 'Workspace files' }).waitFor();
    expect(await page.getByRole('region', { name: 'Search' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Editor: introduction.mdx');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a folder from the command palette, and names the folder of two open files of the same name', async () => {
    const root = await writeFolder('twins', {
      'docs.json': JSON.stringify({ name: 'Twins', navigation: [{ group: 'A', pages: ['a/index'] }, { group: 'B', pages: ['b/index'] }] }),
      'a/index.mdx': '---\ntitle: "First"\n---\n\nA.\n',
      'b/index.mdx': '---\ntitle: "Second"\n---\n\nB.\n',
    });
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    // Listening for the file chooser turns on its interception in the browser, which Playwright does
    // without waiting: listening from the start, it is on long before the picker opens.
    const chooser = page.waitForEvent('filechooser', { timeout: 0 });
    chooser.catch(() => {}); // Closing the page before it opens rejects it: not a failure of its own.
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await waitForMonaco(page);
      await page.keyboard.press('Control+Shift+P');
      await page.getByRole('combobox', { name: 'Command palette' }).fill('Open folder');
      // The picker opens only within the key press's user activation: Enter goes to the loaded
      // palette with the command chosen (a stand-in palette would run it later, outside the gesture).
      await page.getByRole('option', { name: 'Open folder as workspace…', selected: true }).waitFor();
      await page.keyboard.press('Enter');
      await (await chooser).setFiles(join(root, 'twins'));
      await page.getByRole('button', { name: 'Workspace: twins' }).waitFor();
      for (const name of ['a/index', 'b/index']) {
        await page.keyboard.press('Control+p');
        await page.getByRole('combobox', { name: 'Go to file' }).fill(name);
        await page.keyboard.press('Enter');
        await waitForPreviewTitle(page, name === 'a/index' ? 'First' : 'Second');
      }
      expect(await page.getByRole('tablist', { name: 'Open files' }).getByRole('tab').allInnerTexts()).toEqual(['index.mdx — a', 'index.mdx — b']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('adds a page that is in no navigation to a group of docs.json with a quick fix', async () => {
    const root = await writeFolder('orphans', {
      'docs.json': '{\n  "name": "Orphans",\n  "navigation": [\n    { "group": "Start", "pages": ["index"] },\n    { "group": "Guides", "pages": ["setup"] }\n  ]\n}\n',
      'index.mdx': '---\ntitle: "Home"\n---\n\nHello.\n',
      'setup.mdx': '---\ntitle: "Setup"\n---\n\nSet up.\n',
      'lost.mdx': '---\ntitle: "Lost"\n---\n\nNot listed.\n',
    });
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(root, 'orphans'));
      await page.getByRole('button', { name: 'Workspace: orphans' }).waitFor();
      await page.getByRole('treeitem', { name: 'lost.mdx' }).locator('.tree-row').click();
      await page.getByRole('button', { name: /^info: This page is not in the navigation of docs\.json.*lost\.mdx:1:1$/ }).waitFor();
      await focusEditorAtEnd(page);
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Control+.');
      await page.getByRole('option', { name: /Add to group "Guides"/ }).click();
      await page.getByRole('treeitem', { name: 'docs.json' }).locator('.tree-row').click();
      await expect.poll(() => editorText(page)).toContain('{ "group": "Guides", "pages": ["setup", "lost"] }');
      await expect.poll(() => page.getByRole('button', { name: /^info: This page is not in the navigation/ }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
