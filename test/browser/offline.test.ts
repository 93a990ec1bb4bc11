import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
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

describe('with no network, after one visit', () => {
  // The service worker precaches every file of the build, icon buckets included (over 5,000): on a
  // 2-core machine it becomes active 35-40 s after the first visit, which left no room in 60 s.
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

      await page.goto(`${host.url}validate`);
      await waitForMonaco(page);
      await expect.poll(() => page.locator('#summary').innerText()).toBe('0 errors, 0 warnings, 0 info · spec format');
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
      await host.close();
    }
  }, 150_000);

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
      expect(await page.evaluate(() => caches.keys())).toEqual(['quire-new-version']);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
      await host.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
