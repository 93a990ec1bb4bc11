import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorText, focusEditorAtEnd, openApp, previewFrame, previewFrameHandle, sharedAppAndBrowser, typeInEditor, waitForMonaco, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();

describe('keyboard', () => {
  it('opens a file with Ctrl+P and runs a command with Ctrl+Shift+P, even from inside the editor', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    await page.keyboard.press('Control+p');
    const quickOpen = page.getByRole('combobox', { name: 'Go to file' });
    await quickOpen.fill('cards');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'cards.mdx' }).getAttribute('aria-selected')).toBe('true');
    await waitForPreviewTitle(page, 'Cards');

    await focusEditorAtEnd(page);
    await page.keyboard.press('Control+Shift+P');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('dark theme');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches every file with Ctrl+Shift+F and replaces all matches after confirmation', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await waitForMonaco(page);
    await page.keyboard.press('Control+Shift+F');
    await page.getByLabel('Search text').fill('Monstera');
    await expect.poll(() => page.getByRole('status').filter({ hasText: /results? in/ }).innerText()).toMatch(/^\d+ results in [2-9] files$/);
    await page.getByLabel('Replace with').fill('Fiddle fig');
    await page.getByRole('button', { name: 'Replace all' }).click();
    await page.getByRole('dialog', { name: 'Replace all?' }).getByRole('button', { name: 'Replace all' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /result/ }).innerText()).toBe('0 results in 0 files');
    await page.getByLabel('Search text').fill('Fiddle fig');
    await page.getByRole('list', { name: 'Search results' }).getByRole('button').first().click();
    await waitForPreviewTitle(page, /./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows search results while the query is typed, and updates them when an edit adds or removes a match', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await waitForMonaco(page);
    await page.keyboard.press('Control+Shift+F');
    await page.getByLabel('Search text').pressSequentially('Monstera');
    const summary = page.getByRole('status').filter({ hasText: /results? in/ });
    const resultCount = async () => Number(/^(\d+) results? in \d+ files?$/.exec(await summary.innerText())?.[1]);
    await expect.poll(resultCount).toBeGreaterThan(0);
    const before = await resultCount();
    expect(await page.getByLabel('Search text').inputValue()).toBe('Monstera');

    await focusEditorAtEnd(page);
    await typeInEditor(page, '\nA Monstera by the window.');
    await expect.poll(resultCount).toBe(before + 1);
    // The count goes up as soon as "A Monstera" is in; the line's text follows the rest of the typing.
    await expect.poll(() => page.getByRole('list', { name: 'Search results' }).innerText()).toContain('A Monstera by the window.');
    for (let i = 0; i < 'Monstera by the window.'.length; i++) await page.keyboard.press('Backspace');
    await expect.poll(resultCount).toBe(before);
    expect(await page.getByRole('list', { name: 'Search results' }).innerText()).not.toContain('by the window');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves through the file tree with the keyboard, and opens a file with Enter', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const tree = page.getByRole('tree', { name: 'Workspace files' });
    const selected = () => tree.getByRole('treeitem', { selected: true }).getAttribute('data-path');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.path);
    const press = async (key: string, expected: string) => {
      await page.keyboard.press(key);
      expect([key, await selected(), await focused()]).toEqual([key, expected, expected]);
    };
    // The tree is one tab stop, on the open file.
    expect(await tree.locator('[tabindex="0"]').count()).toBe(1);
    await page.getByRole('button', { name: 'New folder' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('introduction.mdx');
    expect(await selected()).toBe('introduction.mdx');

    await press('ArrowDown', 'openapi.json');
    await press('Home', '.cursor');
    await press('ArrowRight', '.cursor/rules.md');
    await press('ArrowLeft', '.cursor');
    await press('ArrowLeft', '.cursor');
    expect(await tree.getByRole('treeitem', { name: '.cursor' }).getAttribute('aria-expanded')).toBe('false');
    await press('ArrowDown', 'api-reference');
    await press('ArrowRight', 'api-reference/endpoint');
    await press('End', 'quickstart.mdx');
    await press('ArrowUp', 'openapi.json');
    await page.keyboard.type('do');
    expect([await selected(), await focused()]).toEqual(['docs.json', 'docs.json']);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'docs.json' }).getAttribute('aria-selected')).toBe('true');
    expect(await focused()).toBe('docs.json');

    await page.keyboard.press('F2');
    const rename = page.getByRole('dialog', { name: 'Rename docs.json' });
    await rename.waitFor();
    await page.keyboard.press('Escape');
    await rename.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('docs.json');
    await page.keyboard.press('Delete');
    const remove = page.getByRole('dialog', { name: 'Delete docs.json?' });
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => tree.getByRole('treeitem', { name: 'docs.json' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('formats and saves with Ctrl+S', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    await typeInEditor(page, '\nTrailing spaces here.   ');
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByRole('status', { name: 'Save status' }).innerText()).toBe('All changes saved');
    await focusEditorAtEnd(page);
    const lines = (await editorText(page)).split('\n');
    expect(lines).toContain('Trailing spaces here.');
    expect(lines.some((l) => l.startsWith('Trailing spaces here. '))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Holds every request for one of the app's chunks until `release()` (a slow network for that file); `requested` lists them. */
async function holdChunk(page: Page, name: string): Promise<{ release: () => void; requested: string[] }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release: () => release(), requested };
}

describe('code loaded on first use', () => {
  it('opens Ctrl+P pressed before its code has loaded, keeps what was typed into it, and runs the Enter pressed meanwhile', async () => {
    let held = { release: () => {}, requested: [] as string[] };
    const { context, page, errors } = await openApp(env.browser, env.app.url, { beforeLoad: async (p) => void (held = await holdChunk(p, 'on-demand-ui')) });
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.keyboard.press('Control+p');
    await page.keyboard.type('cards');
    await page.keyboard.press('Enter');
    await expect.poll(() => held.requested.length).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Go to file' }).inputValue()).toBe('cards');
    expect(await page.getByRole('listbox', { name: 'Go to file results' }).innerText()).toBe('Loading…');
    expect(await page.getByRole('tab', { name: 'cards.mdx' }).count()).toBe(0);

    held.release();
    await expect.poll(() => page.getByRole('tab', { name: 'cards.mdx' }).getAttribute('aria-selected')).toBe('true');
    await waitForPreviewTitle(page, 'Cards');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens search pressed before its code has loaded, and the search field keeps the text and the caret', async () => {
    let held = { release: () => {}, requested: [] as string[] };
    const { context, page, errors } = await openApp(env.browser, env.app.url, { beforeLoad: async (p) => void (held = await holdChunk(p, 'on-demand-ui')) });
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.keyboard.press('Control+Shift+F');
    await page.keyboard.type('Monstera');
    await expect.poll(() => held.requested.length).toBe(1);
    expect(await page.getByLabel('Search text').inputValue()).toBe('Monstera');
    expect(await page.getByRole('region', { name: 'Search' }).getByRole('status').innerText()).toBe('Loading search…');

    held.release();
    const summary = page.getByRole('status').filter({ hasText: /results? in/ });
    await expect.poll(() => summary.innerText()).toMatch(/^\d+ results in [2-9] files$/);
    await page.keyboard.type('x');
    expect(await page.getByLabel('Search text').inputValue()).toBe('Monsterax');
    await expect.poll(() => summary.innerText()).toBe('0 results in 0 files');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so in a notice when the code of the command palette cannot load', async () => {
    const failed: string[] = [];
    const { context, page, errors } = await openApp(env.browser, env.app.url, {
      beforeLoad: async (p) => {
        await p.route(/\/assets\/on-demand-ui-[^/]+\.js$/, (route) => {
          failed.push(route.request().url());
          return route.abort();
        });
      },
    });
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.keyboard.press('Control+Shift+P');
    const notice = page.getByRole('alert').locator('span');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(`Could not open the command palette: part of Quire did not load (Failed to fetch dynamically imported module: ${failed[0]}). Reload to try again.`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Chromium logs the refused request itself.
    expect(errors.filter((e) => !e.startsWith('console.error: Failed to load resource'))).toEqual([]);
    await context.close();
  });
});

describe('files', () => {
  it('renames a page and, on confirmation, its entry in the navigation', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.getByRole('treeitem', { name: 'quickstart.mdx' }).locator('.tree-row').hover();
    await page.getByRole('button', { name: 'Rename quickstart.mdx' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename quickstart.mdx' });
    await dialog.getByLabel('New path').fill('getting-started.mdx');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    const update = page.getByRole('dialog', { name: 'Update navigation?' });
    expect(await update.innerText()).toContain('docs.json lists this page in its navigation.');
    await update.getByRole('button', { name: 'Update navigation' }).click();
    await page.getByRole('treeitem', { name: 'getting-started.mdx' }).waitFor();
    expect(await page.getByRole('treeitem', { name: 'quickstart.mdx' }).count()).toBe(0);
    await previewFrame(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Quickstart' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'getting-started.mdx' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: /^error: / }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves a file by dragging it onto a folder', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.getByRole('treeitem', { name: 'style-guide.mdx' }).locator('.tree-row').dragTo(page.getByRole('treeitem', { name: 'legacy', exact: true }).locator('.tree-row').first());
    await page.getByRole('dialog', { name: 'Update navigation?' }).getByRole('button', { name: 'Update navigation' }).click();
    await page.getByRole('treeitem', { name: 'legacy', exact: true }).getByRole('treeitem', { name: 'style-guide.mdx' }).waitFor();
    await page.keyboard.press('Control+Shift+F');
    await page.getByLabel('Search text').fill('"legacy/style-guide"');
    await expect.poll(() => page.getByRole('status').filter({ hasText: /results? in/ }).innerText()).toBe('1 result in 1 file');
    expect(await page.getByRole('list', { name: 'Search results' }).innerText()).toContain('docs.json');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds files dropped from the desktop, and shows an image as an image', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="red"/></svg>';
    const drop = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'dropped.svg', { type: 'image/svg+xml' }));
      return data;
    }, svg);
    const target = page.getByRole('treeitem', { name: 'images', exact: true }).locator('.tree-row').first();
    await target.dispatchEvent('dragover', { dataTransfer: drop });
    await target.dispatchEvent('drop', { dataTransfer: drop });
    await page.getByRole('treeitem', { name: 'dropped.svg' }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: 'dropped.svg' }).getAttribute('aria-selected')).toBe('true');
    const image = page.getByRole('img', { name: 'Image file images/dropped.svg' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the GitHub button', () => {
  it('shows the star count when the API answers, and the repository without a count offline', async () => {
    const online = await openApp(env.browser, env.app.url, { github: { stars: 4321 } });
    await waitForPreviewTitle(online.page, 'Welcome to Acme Plants');
    await expect.poll(() => previewFrame(online.page).locator('.q-topbar').innerText()).toMatch(/4\.3k/);
    await online.context.close();

    const offline = await openApp(env.browser, env.app.url, { github: 'offline' });
    await waitForPreviewTitle(offline.page, 'Welcome to Acme Plants');
    const frame = await previewFrameHandle(offline.page);
    // The app has had GitHub's (refused) answer once it has noted when it asked (quire:stars:<repo>).
    await expect.poll(() => offline.page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('quire:stars:')))).toBe(true);
    const cta = await frame.evaluate(() => document.querySelector('a[href="https://github.com/mintlify/starter"]')?.textContent ?? '');
    expect(cta).not.toMatch(/\d/);
    expect(offline.errors).toEqual([]);
    await offline.context.close();
  });
});
