import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryProject } from '../../src/core/project/project.ts';
import { exportSite } from '../core/site/export-site-files.ts';
import { launchChromium } from '../setup/chromium.ts';
import { serveStatic } from './static-server.ts';
import type { StaticServer } from './static-server.ts';

// Issue 23 §3: the exported site's search, loaded on first use, finds a heading on another page.
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const project = new MemoryProject({
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, search: { prompt: 'Search Acme docs' }, navigation: { groups: [{ group: 'Start', pages: ['intro', 'guides/setup'] }] } }),
  'intro.mdx': page('Introduction', 'Acme makes widgets.\n\n<Mystery>\n  Inside an unknown component.\n</Mystery>'),
  'guides/setup.mdx': page('Set up', 'Before anything else.\n\n## Calibrate the flux capacitor\n\nTurn the dial to 88.\n\n## Other steps\n\nMore text.'),
});

let browser: Browser;
let host: StaticServer;
let dir: string;

beforeAll(async () => {
  const library = readFileSync(createRequire(import.meta.url).resolve('minisearch'), 'utf8');
  const { files } = exportSite(project, { publish: true, searchLibrary: library });
  dir = mkdtempSync(join(tmpdir(), 'quire-search-'));
  for (const [path, content] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  [host, browser] = await Promise.all([serveStatic(dir), launchChromium()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the search of an exported site', () => {
  it('loads on Ctrl+K only, finds a heading on another page and goes there with Enter', async () => {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      // Chromium asks for /favicon.ico on its own; the site has none.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
    });
    try {
      await tab.goto(`${host.url}intro.html`);
      await tab.getByRole('button', { name: 'Search Acme docs' }).waitFor();
      // Nothing of the search is fetched before it is used.
      expect(host.requests.map((r) => r.path).filter((p) => p.includes('search'))).toEqual([]);
      await tab.keyboard.press('Control+K');
      const box = tab.getByRole('combobox', { name: 'Search Acme docs' });
      await box.waitFor();
      await box.fill('flux capaci');
      const option = tab.getByRole('option', { name: /Calibrate the flux capacitor/ });
      await option.waitFor();
      expect(await tab.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
      expect(await tab.getByRole('option').first().innerText()).toContain('Set up');
      await Promise.all([tab.waitForURL(`${host.url}guides/setup.html#calibrate-the-flux-capacitor`), box.press('Enter')]);
      await tab.getByRole('heading', { name: 'Calibrate the flux capacitor' }).waitFor();
      expect(host.requests.map((r) => r.path).filter((p) => p.includes('search'))).toEqual(['/_quire/quire-search.js', '/_quire/search-index.json']);
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  }, 60_000);

  it('an unknown component shows its content with no box and no name (the preview alone marks it)', async () => {
    const tab = await browser.newPage();
    try {
      await tab.goto(`${host.url}intro.html`);
      const content = tab.getByText('Inside an unknown component.');
      await content.waitFor();
      expect(await tab.getByText('Mystery', { exact: true }).isVisible()).toBe(false);
      const box = await tab.locator('.q-unknown').evaluate((e) => ({ display: getComputedStyle(e).display, border: getComputedStyle(e).borderTopStyle }));
      expect(box).toEqual({ display: 'contents', border: 'dashed' });
    } finally {
      await tab.close();
    }
  }, 60_000);

  it('Escape closes the dialog; arrow keys move the selection', async () => {
    const tab = await browser.newPage();
    try {
      await tab.goto(`${host.url}guides/setup.html`);
      await tab.getByRole('button', { name: 'Search Acme docs' }).click();
      const box = tab.getByRole('combobox', { name: 'Search Acme docs' });
      await box.fill('a');
      await tab.getByRole('option').nth(1).waitFor();
      await box.press('ArrowDown');
      expect(await tab.getByRole('option').nth(1).getAttribute('aria-selected')).toBe('true');
      await box.press('Escape');
      await tab.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'hidden' });
    } finally {
      await tab.close();
    }
  }, 60_000);
});
