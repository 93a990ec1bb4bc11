// The shell runtime in a real browser: exported pages are served from memory at http://quire.test/.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedChromium } from '../setup/chromium.ts';
import { MemoryProject } from '../../src/core/project/project.ts';
import { exportSite } from '../core/site/export-site-files.ts';
import { page as pageText } from '../core/site/site-fixture.ts';

const origin = 'http://quire.test';
const chromium = sharedChromium();

function config(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    name: 'Acme',
    versions: ['v2', 'v1'],
    anchors: [
      { name: 'Guides', url: 'guides', icon: 'book', version: 'v2' },
      { name: 'Legacy', url: 'legacy', icon: 'clock', version: 'v1' },
    ],
    navigation: [
      { group: 'Start', pages: ['intro', { group: 'More', pages: [{ group: 'Deeper', pages: ['deep'] }] }] },
      { group: 'Guides', pages: ['guides/one'] },
      { group: 'Legacy', pages: ['legacy/old'] },
    ],
    ...extra,
  });
}

/** A browser context that serves an export of the project, with the page's CSP violations collected. */
async function serve(files: Record<string, string>, options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<{ context: BrowserContext; open: (path: string) => Promise<Page>; errors: string[] }> {
  const project = new MemoryProject({
    'intro.mdx': pageText('Intro', '', '## First\n\nText.\n\n## Second\n\nMore text.'),
    'deep.mdx': pageText('Deep'),
    'guides/one.mdx': pageText('One'),
    'legacy/old.mdx': pageText('Old'),
    ...files,
  });
  const out = exportSite(project).files;
  const context = await chromium.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 1300, height: 800 } });
  await context.route(`${origin}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname.slice(1)) || 'index.html';
    const body = out.get(path);
    if (body === undefined) return route.fulfill({ status: 404, body: 'missing' });
    const types: Record<string, string> = { js: 'text/javascript', css: 'text/css', html: 'text/html' };
    const contentType = types[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    return route.fulfill({ status: 200, body: typeof body === 'string' ? body : Buffer.from(body), contentType });
  });
  const errors: string[] = [];
  const open = async (path: string): Promise<Page> => {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}/${path}`);
    return page;
  };
  return { context, open, errors };
}

describe('shell runtime in a browser', () => {
  it('toggles the mode and remembers it across pages', async () => {
    const { context, open, errors } = await serve({ 'docs.json': config({ modeToggle: { default: 'light' } }) });
    const page = await open('intro.html');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    const next = await open('deep.html');
    expect(await next.getAttribute('html', 'data-theme')).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a forced mode and shows no toggle', async () => {
    const { context, open } = await serve({ 'docs.json': config({ modeToggle: { default: 'dark', isHidden: true } }) });
    const page = await open('intro.html');
    await page.evaluate(() => localStorage.setItem('quire-theme', 'light'));
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.getByRole('button', { name: 'Toggle dark mode' }).count()).toBe(0);
    await context.close();
  });

  it('switches versions: anchors of the picked version appear, the others hide', async () => {
    const { context, open, errors } = await serve({ 'docs.json': config() });
    const page = await open('intro.html');
    const guides = page.locator('.q-anchor', { hasText: 'Guides' });
    const legacy = page.locator('.q-anchor', { hasText: 'Legacy' });
    expect([await guides.isVisible(), await legacy.isVisible()]).toEqual([true, false]);
    await page.locator('.q-versions-button').click();
    await page.locator('[data-version-option="v1"]').click();
    expect([await guides.isVisible(), await legacy.isVisible()]).toEqual([false, true]);
    expect(await page.locator('.q-version-current').textContent()).toBe('v1');
    expect(page.url()).toBe(`${origin}/intro.html`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches versioned groups on a page of no version; a versioned page lists its own version’s only and the picker leads to the other’s', async () => {
    const docsJson = JSON.stringify({
      name: 'Acme',
      versions: ['v2', 'v1'],
      navigation: [
        { group: 'Start', pages: ['intro'] },
        { group: 'New guides', version: 'v2', pages: ['v2/a'] },
        { group: 'Old guides', version: 'v1', pages: ['v1/a'] },
      ],
    });
    const { context, open, errors } = await serve({ 'docs.json': docsJson, 'v2/a.mdx': pageText('A2'), 'v1/a.mdx': pageText('A1') });
    const page = await open('intro.html');
    const heading = (name: string) => page.locator('.q-nav-heading', { hasText: name });
    expect([await heading('New guides').isVisible(), await heading('Old guides').isVisible()]).toEqual([true, false]);
    await page.locator('.q-versions-button').click();
    await page.locator('[data-version-option="v1"]').click();
    expect([await heading('New guides').isVisible(), await heading('Old guides').isVisible()]).toEqual([false, true]);
    expect(page.url()).toBe(`${origin}/intro.html`);
    const v1 = await open('v1/a.html');
    expect(await v1.locator('.q-nav-heading').allTextContents()).toEqual(['Start', 'Old guides']);
    await v1.locator('.q-versions-button').click();
    await Promise.all([v1.waitForURL(`${origin}/v2/a.html`), v1.locator('[data-version-option="v2"]').click()]);
    expect(await v1.locator('.q-nav-heading').allTextContents()).toEqual(['Start', 'New guides']);
    expect(await v1.locator('.q-version-current').textContent()).toBe('v2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-applies the chosen version when the preview announces an in-place page update', async () => {
    const { context, open, errors } = await serve({ 'docs.json': config() });
    const page = await open('intro.html');
    await page.locator('.q-versions-button').click();
    await page.locator('[data-version-option="v1"]').click();
    // The preview swaps the shell in place; a fresh anchor list arrives with every anchor visible.
    await page.evaluate(() => {
      const list = document.querySelector('.q-anchors');
      if (list) list.outerHTML = list.outerHTML.replace(/ hidden=""/g, '');
    });
    const guides = page.locator('.q-anchor', { hasText: 'Guides' });
    expect(await guides.isVisible()).toBe(true);
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('quire:page-updated')));
    await expect.poll(() => guides.isVisible()).toBe(false);
    expect(await page.locator('.q-anchor', { hasText: 'Legacy' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens and closes the sidebar drawer on a phone', async () => {
    const { context, open } = await serve({ 'docs.json': config() }, { width: 375 });
    const page = await open('intro.html');
    const sidebar = page.locator('#q-sidebar');
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Open navigation' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await context.close();
  });

  it('stays usable without scripts: the drawer opens by its link, nested groups open around the page', async () => {
    const { context, open } = await serve({ 'docs.json': config() }, { javaScriptEnabled: false, width: 375 });
    const page = await open('deep.html');
    expect(await page.locator('h1').textContent()).toBe('Deep');
    expect(await page.getByRole('button', { name: 'Toggle dark mode' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Open navigation' }).click();
    await expect.poll(() => page.locator('#q-sidebar').isVisible()).toBe(true);
    expect(await page.locator('.q-nav-active').textContent()).toBe('Deep');
    expect(await page.locator('.q-nav-active').isVisible()).toBe(true);
    await context.close();
  });
});
