import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorText, launchBrowser, openApp, previewFrame, previewFrameHandle, waitForMonaco, waitForPreviewTitle } from './app-harness.ts';
import { builtApp } from './built-app.ts';
import { serveStatic } from './static-server.ts';

// Offline use of the built app on a plain static host: after one visit, the service worker serves the
// app and the validation page, and the preview gets its page from the app, with the host gone and
// Chromium offline. Each test has its own host (a new origin, so a new service worker) and context.
let browser: Browser;
let outDir: string;

beforeAll(async () => {
  [outDir, browser] = await Promise.all([builtApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
});

/** Errors other than the requests Chromium reports failing with the network cut. */
const unexpected = (errors: readonly string[]): string[] => errors.filter((e) => !e.includes('Failed to load resource') && !e.includes('ERR_INTERNET_DISCONNECTED'));

/**
 * Waits until the icon cache holds every icon bucket the app's worker has fetched (the service
 * worker and the worker's loader keep each as it comes, a moment after the worker has it), and
 * returns their file names, sorted.
 */
async function iconsKept(page: Page): Promise<string[]> {
  const fetched = new Set<string>();
  for (const worker of page.workers()) {
    for (const url of await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))) if (/\/icons-[0-9a-f]+\//.test(url)) fetched.add(new URL(url).pathname);
  }
  const kept = () => page.evaluate(() => caches.open('quire-icons').then((cache) => cache.keys()).then((keys) => keys.map((k) => new URL(k.url).pathname)));
  await expect.poll(async () => {
    const cached = new Set(await kept());
    return [...fetched].filter((path) => !cached.has(path));
  }).toEqual([]);
  return [...fetched].map((path) => path.slice(path.lastIndexOf('/') + 1)).sort();
}

describe('with no network, after one visit', () => {
  it('reloads the validation page and the app with its preview, with the host gone and the browser offline', async () => {
    const host = await serveStatic(outDir);
    // The validation page registers the service worker here (the app's registration is the update test's).
    const { context, page, errors } = await openApp(browser, `${host.url}validate/`, { serviceWorkers: 'allow' });
    try {
      await waitForMonaco(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
      await page.getByRole('link', { name: 'Open the playground' }).click();
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      // The whole check has rendered every page, so every icon the project uses has been fetched and kept.
      await page.getByRole('button', { name: '0 errors, 0 warnings' }).waitFor();
      expect((await iconsKept(page)).length).toBeGreaterThan(10);
      // What was installed is the app without its icon buckets.
      const installed = await page.evaluate(() => caches.keys().then((names) => Promise.all(names.filter((n) => n !== 'quire-icons').map((n) => caches.open(n).then((c) => c.keys())))).then((lists) => lists.flat().map((r) => new URL(r.url).pathname)));
      expect(installed.filter((path) => path.includes('/icons-'))).toEqual([]);
      expect(installed.filter((path) => path.endsWith('/index.html')).sort()).toEqual(['/index.html', '/validate/index.html']);
      await host.close();
      await context.setOffline(true);

      await page.reload();
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      expect(await previewFrame(page).getByText('Track, water and grow every plant in your greenhouse').count()).toBeGreaterThan(0);
      await waitForMonaco(page);
      expect((await editorText(page)).split('\n')[0]).toBe('---');
      // Its page is the offline copy, as locked down: an opaque origin, and no script but its own (by hash).
      const frame = await previewFrameHandle(page);
      expect(await frame.evaluate(() => [location.protocol, origin])).toEqual(['blob:', 'null']);
      const csp = await frame.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '');
      expect(/script-src ([^;]*)/.exec(csp)?.[1]?.replace(/'sha256-[A-Za-z0-9+/=]+'/g, '<hash>')).toBe("'self' <hash> <hash>");
      expect(await frame.evaluate(() => document.querySelectorAll('script[src], link[rel="stylesheet"]').length)).toBe(0);
      // The preview follows its links offline too.
      await previewFrame(page).getByRole('link', { name: 'Quickstart' }).first().click();
      await waitForPreviewTitle(page, 'Quickstart');
      // Its icons came from the icon cache: none is drawn as the fallback.
      expect(await previewFrame(page).locator('.q-icon').count()).toBeGreaterThan(0);
      expect(await previewFrame(page).locator('.q-icon-fallback').count()).toBe(0);

      await page.goto(`${host.url}validate`);
      await waitForMonaco(page);
      await expect.poll(() => page.locator('#summary').innerText()).toBe('0 errors, 0 warnings, 0 info · spec format');
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
      await host.close();
    }
  });

  it('says a new version is ready on the next online visit and reloads only when asked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-offline-'));
    await cp(outDir, dir, { recursive: true });
    const host = await serveStatic(dir);
    const { context, page, errors } = await openApp(browser, host.url, { serviceWorkers: 'allow' });
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
      // A new deploy: another sw.js (its version is all that differs here).
      const sw = join(dir, 'sw.js');
      const before = await readFile(sw, 'utf8');
      const version = /"version":"(\w+)"/.exec(before)?.[1] ?? '';
      await writeFile(sw, before.replace(`"version":"${version}"`, '"version":"new-version"'));
      await page.reload();
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.evaluate(() => Object.assign(window, { quireSamePage: true }));
      const notice = page.getByRole('button', { name: 'Reload to update' });
      await notice.waitFor();
      expect(await page.getByText('A new version of Quire is ready.').count()).toBe(1);
      // Nothing reloaded the page by itself.
      expect(await page.evaluate(() => 'quireSamePage' in window)).toBe(true);
      await Promise.all([page.waitForEvent('load'), notice.click()]);
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      expect(await page.evaluate(() => 'quireSamePage' in window)).toBe(false);
      // The old version's cache is gone; the icons kept are of the same build's folder, so they stay.
      expect((await page.evaluate(() => caches.keys())).sort()).toEqual(['quire-icons', 'quire-new-version']);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
      await host.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
