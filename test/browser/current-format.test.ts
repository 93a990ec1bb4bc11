import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusV2Dir, describeCorpus } from '../setup/corpus.ts';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { writeTree } from '../setup/write-tree.ts';

// A docs.json in the current format (theme, navigation object, navbar…), opened as a workspace the
// way a person would: the preview shows its home page, its tabs and its sidebar groups.
const env = sharedAppAndBrowser();
let root = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-current-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Writes a project's files into a folder of `root` named `name`, and returns the folder. */
async function writeProject(name: string, projectFiles: Readonly<Record<string, string>>): Promise<string> {
  return writeTree(join(root, name), projectFiles);
}

const files: Readonly<Record<string, string>> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Orchard',
    colors: { primary: '#2f7d32' },
    navbar: { links: [{ label: 'Blog', href: 'https://orchard.example/blog' }] },
    navigation: {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Planting', pages: ['guides/index', 'guides/soil'] }, { group: 'Drafts', hidden: true, pages: ['guides/draft'] }] },
        { tab: 'Reference', groups: [{ group: 'Trees', pages: ['reference/apple'] }] },
      ],
    },
  }),
  'guides/index.mdx': '---\ntitle: "Orchard basics"\n---\n\nPlant in autumn.\n',
  'guides/soil.mdx': '---\ntitle: "Soil"\n---\n\nLoam.\n',
  'guides/draft.mdx': '---\ntitle: "Draft"\n---\n\nNot yet.\n',
  'reference/apple.mdx': '---\ntitle: "Apple"\n---\n\nMalus domestica.\n',
};

describe('a current-format project in the playground', () => {
  it('shows its home page, its tabs, its sidebar group and its navbar link; a hidden group stays out of the sidebar', async () => {
    const folder = await writeProject('orchard', files);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(folder);
      await page.getByRole('button', { name: 'Workspace: orchard' }).waitFor();
      await waitForPreviewTitle(page, 'Orchard basics');
      const frame = previewFrame(page);
      // The sidebar is a drawer at this width, so it is read by its id rather than its (hidden) role.
      const sidebar = frame.locator('#q-sidebar');
      expect(await sidebar.locator('.q-nav-heading').allTextContents()).toEqual(['Planting']);
      expect(await sidebar.locator('.q-nav-link').allTextContents()).toEqual(['Orchard basics', 'Soil']);
      expect(await frame.getByRole('navigation', { name: 'Tabs' }).getByRole('link').allInnerTexts()).toEqual(['Guides', 'Reference']);
      expect(await frame.locator('.q-topbar-links a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([['Blog', 'https://orchard.example/blog']]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a docs.json with errors in the playground', () => {
  it('a trailing comma and a bad colour: the preview shows the site from its valid settings, as the export does', async () => {
    const dir = await writeProject('lenient', {
      'docs.json': '{\n  "name": "Lenient",\n  "colors": { "primary": "red" },\n  "navigation": [{ "group": "Start", "pages": ["welcome"] }],\n}\n',
      'welcome.mdx': '---\ntitle: "Still shown"\n---\n\nText.\n',
    });
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(dir);
      await page.getByRole('button', { name: 'Workspace: lenient' }).waitFor();
      await waitForPreviewTitle(page, 'Still shown');
      expect(await previewFrame(page).locator('#q-sidebar .q-nav-heading').allTextContents()).toEqual(['Start']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

const i18nFiles: Readonly<Record<string, string>> = {
  'docs.json': JSON.stringify({
    theme: 'maple',
    name: 'Orchard',
    colors: { primary: '#2f7d32' },
    navigation: {
      languages: [
        {
          language: 'en',
          default: true,
          dropdowns: [
            { dropdown: 'Guides', icon: 'book', description: 'How to grow', groups: [{ group: 'Start', icon: 'seedling', tag: 'New', pages: ['en/index'] }] },
            { dropdown: 'API', icon: 'code', description: 'Endpoints', groups: [{ group: 'Trees API', pages: ['en/api/trees'] }] },
          ],
        },
        { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] },
      ],
    },
  }),
  'en/index.mdx': '---\ntitle: "Grow apples"\n---\n\nPlant in autumn.\n',
  'en/api/trees.mdx': '---\ntitle: "List trees"\n---\n\nGET /trees.\n',
  'fr/index.mdx': '---\ntitle: "Cultiver des pommes"\n---\n\nPlantez en automne.\n',
};

describe('languages and dropdowns of the current format in the preview', () => {
  it('opens on the default language; the language picker and the dropdown menu lead to their pages', async () => {
    const folder = await writeProject('orchard-i18n', i18nFiles);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(folder);
      await page.getByRole('button', { name: 'Workspace: orchard-i18n' }).waitFor();
      await waitForPreviewTitle(page, 'Grow apples');
      // The editor opens the home page too, not the first page file found (fr/index.mdx).
      await page.locator('.editor-tab[title="en/index.mdx"]').waitFor();
      expect(await page.locator('.editor-tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('title')))).toEqual(['en/index.mdx']);
      const frame = previewFrame(page);
      const sidebar = frame.locator('#q-sidebar');
      expect(await sidebar.locator('.q-nav-heading').allTextContents()).toEqual(['StartNew']);
      expect(await frame.locator('.q-picker-language .q-picker-current').textContent()).toBe('English');
      // The dropdown menu sits in the sidebar (a drawer at this width): open the drawer, then the menu.
      await frame.locator('.q-menu-button').click();
      await sidebar.locator('.q-picker-dropdown summary').click();
      expect(await sidebar.locator('.q-picker-dropdown .q-picker-name').allTextContents()).toEqual(['Guides', 'API']);
      await sidebar.locator('.q-picker-dropdown .q-picker-option', { hasText: 'API' }).click();
      await waitForPreviewTitle(page, 'List trees');
      expect(await frame.locator('#q-sidebar .q-nav-heading').allTextContents()).toEqual(['Trees API']);
      await frame.locator('.q-picker-language summary').click();
      await frame.locator('.q-picker-language .q-picker-option', { hasText: 'Français' }).click();
      await waitForPreviewTitle(page, 'Cultiver des pommes');
      expect(await frame.locator('#q-sidebar .q-nav-heading').allTextContents()).toEqual(['Démarrer']);
      expect(await frame.locator('html').getAttribute('data-site-theme')).toBe('maple');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describeCorpus('corpus-v2', 'pipecat (corpus-v2, current format) in the playground', () => {
  it('shows its home page with its tabs and the sidebar groups of the home page’s tab', { timeout: 120_000 }, async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(corpusV2Dir, 'pipecat'));
      await page.getByRole('button', { name: 'Workspace: pipecat' }).waitFor({ timeout: 60_000 });
      const frame = previewFrame(page);
      await frame.locator('.q-article h1').first().waitFor({ timeout: 60_000 });
      expect(await frame.getByRole('navigation', { name: 'Tabs' }).getByRole('link').allInnerTexts()).toEqual(['Overview', 'Pipecat', 'Pipecat Clients', 'Pipecat Flows', 'Pipecat Cloud', 'API Reference']);
      expect(await frame.locator('#q-sidebar .q-nav-heading').allTextContents()).toEqual(['Overview']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
