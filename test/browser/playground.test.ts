import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { editorText, focusEditorAtEnd, launchBrowser, openApp, previewFrame, serveApp, typeInEditor, waitForPreviewTitle } from './app-harness.ts';
import type { ServedApp } from './app-harness.ts';
import { starterProject } from '../../src/workspace/index.ts';

let app: ServedApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([serveApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the playground', () => {
  it('shows the starter with its rendered home page on a first visit', async () => {
    const { context, page, errors, external } = await openApp(browser, app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await expect.poll(() => page.getByRole('tab', { name: 'introduction.mdx' }).getAttribute('aria-selected')).toBe('true');
    expect(await editorText(page)).toContain('title: "Welcome to Acme Plants"');
    await expect.poll(() => page.getByRole('button', { name: /^0 errors, 0 warnings$/ }).count()).toBe(1);
    expect(await page.getByRole('treeitem', { name: 'docs.json' }).count()).toBe(1);
    expect(external).toEqual(['https://api.github.com/repos/mintlify/starter']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('updates the preview as the user types, without reloading it', async () => {
    const { context, page, errors } = await openApp(browser, app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const frame = previewFrame(page);
    // A property of the preview's window survives only if the preview page is never reloaded.
    await frame.locator('body').evaluate(() => Object.assign(window, { quireTestMarker: 'same-document' }));
    await focusEditorAtEnd(page);
    await typeInEditor(page, '\n## Typed live\n\nA paragraph typed just now.\n');
    await frame.getByRole('heading', { level: 2, name: 'Typed live' }).waitFor();
    await frame.getByText('A paragraph typed just now.').waitFor();
    expect(await frame.locator('body').evaluate(() => (window as unknown as { quireTestMarker?: string }).quireTestMarker)).toBe('same-document');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps an edit typed just before a reload', async () => {
    const { context, page, errors } = await openApp(browser, app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    await typeInEditor(page, '\nKept across reloads.');
    await page.reload();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await previewFrame(page).getByText('Kept across reloads.').waitFor();
    expect(await editorText(page)).toContain('Kept across reloads.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the file of a sidebar link clicked in the preview', async () => {
    const { context, page, errors } = await openApp(browser, app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await previewFrame(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Quickstart' }).click();
    await waitForPreviewTitle(page, 'Quickstart');
    await expect.poll(() => page.getByRole('tab', { name: 'quickstart.mdx' }).getAttribute('aria-selected')).toBe('true');
    expect(await editorText(page)).toContain('title: "Quickstart"');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('diagnostics in the playground', () => {
  it('lists an error typed into docs.json in the problems panel at its line', async () => {
    const { context, page, errors } = await openApp(browser, app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.getByRole('treeitem', { name: 'docs.json' }).locator('.tree-row').click();
    await expect.poll(() => page.getByRole('tab', { name: 'docs.json' }).getAttribute('aria-selected')).toBe('true');
    await focusEditorAtEnd(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await typeInEditor(page, '\n"oops",');
    const problem = page.getByRole('list', { name: 'Problem list' }).getByRole('button', { name: /^error: .*docs\.json:2:\d+$/ });
    await problem.first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^[1-9]\d* errors?, / }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a page that navigation lists but that does not exist, with its quick fix', async () => {
    const { context, page, errors } = await openApp(browser, app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.getByRole('treeitem', { name: 'docs.json' }).locator('.tree-row').click();
    await focusEditorAtEnd(page);
    await page.keyboard.press('Control+Home');
    for (let i = 1; i < lineOf(starterConfig, '"pages": ["introduction", "quickstart"]'); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await typeInEditor(page, ', "first-steps"');
    const line = lineOf(starterConfig, '"pages": ["introduction", "quickstart"]');
    await page.getByRole('button', { name: new RegExp(`^error: .*first-steps.*docs\\.json:${line}:\\d+$`) }).waitFor();
    await page.getByRole('button', { name: 'Create first-steps.mdx' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'first-steps.mdx' }).getAttribute('aria-selected')).toBe('true');
    expect(await editorText(page)).toContain('title: "First steps"');
    await page.getByRole('treeitem', { name: 'first-steps.mdx' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^error: .*first-steps/ }).count()).toBe(0);
    await waitForPreviewTitle(page, 'First steps');
    expect(errors).toEqual([]);
    await context.close();
  });
});

const starterConfig = starterProject().get('docs.json') ?? '';

/** The 1-based line of the first line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((l) => l.includes(needle)) + 1;
}
