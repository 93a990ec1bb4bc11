import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusEditorAtEnd, openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// Completion and hover in docs.json come from the JSON Schema of the file's format, in the built app.
// Both configs name a `$schema` as real ones do: Monaco's JSON language takes the schema a file names
// over Quire's association, so without Quire registering that name it offered nothing at all.
const env = sharedAppAndBrowser();
let root = '';

const specConfig = `{
  "$schema": "https://mintlify.com/schema.json",
  "name": "Orchard",
  "navigation": [
    {
      "group": "Start",
      "pages": ["index"]
    }
  ],
  "colors": { "primary": "#2f7d32" }
}
`;

const currentConfig = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Orchard",
  "colors": { "primary": "#2f7d32" },
  "navbar": {

  },
  "navigation": {

    "pages": ["index"]
  }
}
`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-completion-'));
  for (const [name, config] of [['spec-orchard', specConfig], ['current-orchard', currentConfig]] as const) {
    await mkdir(join(root, name));
    await writeFile(join(root, name, 'docs.json'), config);
    await writeFile(join(root, name, 'index.mdx'), '---\ntitle: "Orchard basics"\n---\n\nPlant in autumn.\n');
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Opens a fixture folder as the workspace and its docs.json in the editor. */
async function openConfig(page: Page, folder: string): Promise<void> {
  await waitForPreviewTitle(page, 'Welcome to Acme Plants');
  await page.getByLabel('Open folder as workspace').setInputFiles(join(root, folder));
  await page.getByRole('button', { name: `Workspace: ${folder}` }).waitFor();
  await waitForPreviewTitle(page, 'Orchard basics');
  await page.getByRole('treeitem', { name: 'docs.json' }).locator('.tree-row').click();
  await expect.poll(() => page.getByRole('tab', { name: 'docs.json' }).getAttribute('aria-selected')).toBe('true');
  await focusEditorAtEnd(page);
}

/** Puts the cursor at the end of a 1-based line of the editor's text. */
async function cursorAtEndOf(page: Page, line: number): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
}

/** Asks for suggestions (Ctrl+Space) and returns the labels offered once loaded, or "No suggestions." */
async function suggestionsNow(page: Page): Promise<string[]> {
  await page.keyboard.press('Control+Space');
  const widget = page.locator('.suggest-widget.visible');
  await widget.waitFor();
  let labels: string[] = [];
  await expect
    .poll(async () => {
      const message = (await widget.locator('.message').isVisible()) ? await widget.locator('.message').innerText() : '';
      labels = message.startsWith('Loading') ? [] : message !== '' ? [message] : await widget.locator('.monaco-list-row .label-name').allInnerTexts();
      return labels.length;
    })
    .toBeGreaterThan(0);
  return labels;
}

/** Types a word on a new line at the top of the config's root object and asks for suggestions. */
async function rootSuggestions(page: Page, word: string): Promise<string[]> {
  await cursorAtEndOf(page, 1);
  await page.keyboard.press('Enter');
  await page.keyboard.type(word);
  const labels = await suggestionsNow(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  return labels;
}

describe('docs.json completion and hover from the schema of its format', () => {
  it('the spec format offers its keys (topbarLinks, a group\'s keys), not the current format\'s; typing a theme switches to the current schema', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await openConfig(page, 'spec-orchard');
      expect(await rootSuggestions(page, 'topbar')).toEqual(['topbarCtaButton', 'topbarLinks']);
      expect(await rootSuggestions(page, 'foot')).toEqual(['footerSocials']);
      expect(await rootSuggestions(page, 'navb')).toEqual(['No suggestions.']);
      // Inside a navigation group: the group's keys not yet written.
      await cursorAtEndOf(page, 6);
      await page.keyboard.press('Enter');
      expect(await suggestionsNow(page)).toEqual(['version']);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+z');
      // Without its navigation array and with a theme, the file is in the current format.
      await cursorAtEndOf(page, 3);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
      for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Delete');
      await cursorAtEndOf(page, 1);
      await page.keyboard.press('Enter');
      await page.keyboard.type('"theme": "mint",');
      expect(await rootSuggestions(page, 'foot')).toEqual(['footer']);
      expect(await rootSuggestions(page, 'topbar')).toEqual(['No suggestions.']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the current format offers navbar\'s and navigation\'s keys, not the spec format\'s, and explains a key on hover', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await openConfig(page, 'current-orchard');
      // The file's format is told to Monaco's JSON worker as the text is read; on a loaded machine the first
      // request can come before that, so it is asked again (the widget closed) until the worker answers from it.
      await expect
        .poll(async () => {
          await page.keyboard.press('Escape');
          await cursorAtEndOf(page, 7);
          return suggestionsNow(page);
        })
        .toEqual(['links', 'primary']);
      await cursorAtEndOf(page, 10);
      const navigation = await suggestionsNow(page);
      expect(navigation).toEqual(expect.arrayContaining(['tabs', 'groups', 'anchors', 'dropdowns', 'versions', 'languages']));
      expect(navigation).not.toContain('pages');
      expect(await rootSuggestions(page, 'foot')).toEqual(['footer']);
      expect(await rootSuggestions(page, 'topbar')).toEqual(['No suggestions.']);
      await page.keyboard.press('Escape');
      await page.locator('[data-editor="monaco"] .view-line span', { hasText: /^"theme"$/ }).hover();
      await expect.poll(() => page.locator('.monaco-hover:visible').allInnerTexts()).toEqual(['Layout theme of the site; one of mint, maple, palm, willow, linden, almond, aspen, sequoia, luma']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
