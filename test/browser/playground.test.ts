import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createStarterWorkspace, editorText, focusEditorAtEnd, openApp, previewFrame, previewFrameHandle, sharedAppAndBrowser, typeInEditor, waitForPreviewTitle } from './app-harness.ts';
import { starterProject } from '../../src/workspace/index.ts';

const env = sharedAppAndBrowser();

describe('the playground', () => {
  it('shows the starter with its rendered home page on a first visit', async () => {
    const { context, page, errors, external } = await openApp(env.browser, env.app.url);
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
    const { context, page, errors } = await openApp(env.browser, env.app.url);
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

  it('highlights code and draws icons whose data the worker loads on demand', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    // Ruby and the bell icon are not on the home page, so their data is fetched now.
    await page.keyboard.insertText('\n\n```ruby\nputs "loaded later"\n```\n\n<Icon icon="bell" />\n');
    const frame = previewFrame(page);
    await frame.locator('code .hljs-string', { hasText: '"loaded later"' }).waitFor();
    await expect.poll(() => frame.locator('.q-content svg.q-icon:not(.q-icon-fallback)').count()).toBeGreaterThan(0);
    expect(await frame.locator('.q-content .q-icon-fallback').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('decodes named character references, whose table the worker loads on demand', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    // The starter has no named reference, so the entity table is fetched now.
    await page.keyboard.insertText('\n\nCaf&eacute; &copy; 2024&nbsp;Acme &amp; friends\n\n<Card title="Tips &amp; tricks">Card body</Card>\n');
    const frame = previewFrame(page);
    await frame.getByText('Café © 2024\u00a0Acme & friends').waitFor();
    await frame.getByText('Tips & tricks').waitFor();
    expect(await frame.getByText('&copy;').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads plain literals without the JavaScript parser, and loads it for the first expression that needs it', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const workerFetches = async () => {
      const worker = page.workers().find((w) => w.url().includes('worker-main'));
      if (!worker) throw new Error('The core worker is not running.');
      return (await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).filter((url) => url.includes('acorn'));
    };
    // The starter's expressions are literals (`cols={2}`): its home page renders without acorn.
    expect(await previewFrame(page).locator('.q-card').count()).toBe(4);
    expect(await workerFetches()).toEqual([]);
    await focusEditorAtEnd(page);
    await page.keyboard.insertText("\n\nexport const plant = 'Monstera';\n\nOur plant of the month: {plant}.\n");
    await previewFrame(page).getByText('Our plant of the month: Monstera.').waitFor();
    expect((await workerFetches()).map((url) => /acorn[\w-]*?(?=-[\w-]{8}\.js$)/.exec(new URL(url).pathname)?.[0])).toEqual(['acorn-jsx-parser']);
    expect(await previewFrame(page).locator('quire-error-banner').isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says what happened, without blaming the page, when the JavaScript parser does not load', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await context.route(/\/assets\/acorn-jsx-parser-[^/]+\.js$/, (route) => route.abort());
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    const line = (starterProject().get('introduction.mdx') ?? '').split('\n').length + 2;
    await page.keyboard.insertText("\n\nexport const plant = 'Monstera';\n");
    const banner = previewFrame(page).getByRole('alert');
    await banner.waitFor();
    expect(await banner.innerText()).toBe(`introduction.mdx, line ${line}: This JavaScript in \`{…}\` or \`import\`/\`export\` line could not be read: the part of Quire that reads it (acorn) did not load. Reload the page to try again.\nThe preview shows the last version that rendered.`);
    await page.getByText(/^Part of Quire did not load \(acorn\): .*Some icons, code highlighting or parts of the checks may be missing; reload to try again\.$/).waitFor();
    expect(await page.getByText(/The validator stopped/).count()).toBe(0);
    // Chromium reports the refused request itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('Failed to load resource') && !e.includes('acorn-jsx-parser'))).toEqual([]);
    await context.close();
  });

  it('keeps an edit typed just before a reload', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    await typeInEditor(page, '\nKept across reloads.');
    await page.reload();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await previewFrame(page).getByText('Kept across reloads.').waitFor();
    await focusEditorAtEnd(page);
    // The editor's text is read from its rendered lines: they follow the scroll to the end a moment later.
    await expect.poll(async () => (await editorText(page)).includes('Kept across reloads.')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the file of a sidebar link clicked in the preview', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await previewFrame(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Quickstart' }).click();
    await waitForPreviewTitle(page, 'Quickstart');
    await expect.poll(() => page.getByRole('tab', { name: 'quickstart.mdx' }).getAttribute('aria-selected')).toBe('true');
    expect(await editorText(page)).toContain('title: "Quickstart"');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('navigation in the preview', () => {
  it('opens the page\'s file for "Suggest edits" (spec-format starter), and follows tabs and previous/next links', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    // "Suggest edits" is the spec format's `feedback.suggestEdit`; today's format has no such setting.
    await createStarterWorkspace(page, 'Spec starter', 'Starter (spec format)');
    const preview = previewFrame(page);
    await preview.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /^Next/ }).click();
    await waitForPreviewTitle(page, 'Quickstart');
    await page.getByRole('treeitem', { name: 'docs.json' }).locator('.tree-row').click();
    await expect.poll(() => page.getByRole('tab', { name: 'docs.json' }).getAttribute('aria-selected')).toBe('true');
    await preview.getByRole('link', { name: 'Suggest edits' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'quickstart.mdx' }).getAttribute('aria-selected')).toBe('true');
    await preview.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Changelog' }).click();
    await waitForPreviewTitle(page, 'Releases');
    await expect.poll(() => page.getByRole('tab', { name: 'releases.mdx' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to a heading from the table of contents, and shows a version\'s anchor from the version menu', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url, { viewport: { width: 1900, height: 700 } });
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    // Widen the preview until the site shows its table of contents.
    const splitter = page.getByRole('separator', { name: 'Resize preview' });
    await splitter.focus();
    for (let i = 0; i < 12; i++) await splitter.press('Shift+ArrowLeft');
    await page.getByRole('treeitem', { name: 'markdown.mdx' }).locator('.tree-row').click();
    await waitForPreviewTitle(page, 'Markdown basics');
    const preview = previewFrame(page);
    const frame = await previewFrameHandle(page);
    await preview.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Links' }).click();
    await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(await page.getByRole('tab', { name: 'markdown.mdx' }).getAttribute('aria-selected')).toBe('true');

    // The version picker leads to the first page of v1, whose anchor is v1's own.
    const legacy = preview.getByRole('link', { name: 'Version 1 docs' });
    expect(await legacy.isVisible()).toBe(false);
    await preview.getByLabel('Docs version').click();
    await preview.getByRole('link', { name: 'v1', exact: true }).click();
    await waitForPreviewTitle(page, 'Migrate from v1');
    await legacy.waitFor();
    await expect.poll(() => page.getByRole('tab', { name: 'migrate-from-v1.mdx' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the live preview', () => {
  it('keeps the last good render with a banner naming the line while a page does not parse', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await focusEditorAtEnd(page);
    const lines = (starterProject().get('introduction.mdx') ?? '').split('\n').length;
    await typeInEditor(page, '\n<Note>Never closed');
    const banner = previewFrame(page).getByRole('alert');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(new RegExp(`^introduction\\.mdx, line ${lines + 1}: MDX syntax error: \`<Note>\` \\(line ${lines + 1}\\) is not closed`));
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await typeInEditor(page, '</Note>');
    await banner.waitFor({ state: 'hidden' });
    await previewFrame(page).getByText('Never closed').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the preview scrolled where the reader was while the page changes', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url, { viewport: { width: 1400, height: 700 } });
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const frame = await previewFrameHandle(page);
    const scrolled = await frame.evaluate(() => {
      window.scrollTo(0, 400);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(300);
    await focusEditorAtEnd(page);
    await typeInEditor(page, '\nStill here.');
    await previewFrame(page).getByText('Still here.').waitFor();
    expect(await frame.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resizes the preview to device widths and switches the site to dark mode', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const iframe = page.getByTitle('Site preview');
    await page.getByRole('group', { name: 'Device width' }).getByRole('button', { name: 'Phone' }).click();
    await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(390);
    await page.getByRole('group', { name: 'Device width' }).getByRole('button', { name: 'Tablet' }).click();
    // The tablet's real width, scaled down to fit the pane (test/browser/layout.test.ts).
    await expect.poll(async () => (await previewFrameHandle(page)).evaluate(() => window.innerWidth)).toBe(768);
    const frame = await previewFrameHandle(page);
    expect(await frame.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    await page.getByRole('button', { name: 'Show the site in dark mode' }).click();
    await expect.poll(() => frame.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('diagnostics in the playground', () => {
  it('lists an error typed into docs.json in the problems panel at its line', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
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
    // Errors come first in the problems panel, whatever their file.
    const rows = page.getByRole('list', { name: 'Problem list' }).locator('.problem-jump');
    const severities = async () => rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')?.split(':')[0] ?? ''));
    const rank = { error: 0, warning: 1, info: 2 } as Record<string, number>;
    await expect.poll(async () => { const s = await severities(); return s[0] === 'error' && s.every((x, i) => i === 0 || (rank[s[i - 1] ?? ''] ?? 9) <= (rank[x] ?? 9)); }).toBe(true);
    // Monaco draws the marker as a squiggle on line 2.
    await expect.poll(() => errorMarkerLines(page)).toContain(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a page that navigation lists but that does not exist, with its quick fix', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
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
    // The tab is selected before Monaco shows the new file's model: read until it does (a loaded machine shows the gap).
    await expect.poll(() => editorText(page), { timeout: 30_000 }).toContain('title: "First steps"');
    await page.getByRole('treeitem', { name: 'first-steps.mdx' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^error: .*first-steps/ }).count()).toBe(0);
    await waitForPreviewTitle(page, 'First steps');
    expect(errors).toEqual([]);
    await context.close();
  });
});

const starterConfig = starterProject().get('docs.json') ?? '';

/** The line numbers on which Monaco shows an error squiggle. */
async function errorMarkerLines(page: Page): Promise<number[]> {
  return page.locator('[data-editor="monaco"] .monaco-editor').evaluate((editor) => {
    const lineTops = new Map<number, number>();
    for (const n of editor.querySelectorAll('.margin-view-overlays .line-numbers')) {
      const row = n.parentElement as HTMLElement;
      lineTops.set(parseFloat(row.style.top), Number(n.textContent));
    }
    return Array.from(editor.querySelectorAll('.view-overlays .squiggly-error'), (s) => lineTops.get(parseFloat((s.parentElement as HTMLElement).style.top)) ?? -1);
  });
}

/** The 1-based line of the first line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((l) => l.includes(needle)) + 1;
}
