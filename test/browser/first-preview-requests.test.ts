import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paintProbe } from '../bench/first-preview.ts';
import { openApp, previewFrame, waitForPreviewTitle, sharedStaticAppAndBrowser } from './app-harness.ts';

const env = sharedStaticAppAndBrowser();

/**
 * The code that loads after the first preview, by the names of its chunks: the whole-project check, the OpenAPI and AsyncAPI renderers, the preview's search, the editor, the workbench (React), the icons' data, git's controller and clone code (the starter is no clone),
 * and zod on the main thread (its chunk is named after zod's `schemas` module; the worker's zod is in its own chunks): the app checks the worker's and the preview's messages with hand-written guards until the workbench loads.
 */
const later = {
  check: /\/project-check-[\w-]+\.js$/,
  apiReference: /\/api-reference-[\w-]+\.js$/,
  search: /\/preview-search-[\w-]+\.js$/,
  monaco: /\/editor\.api-[\w-]+\.js$/,
  workbench: /\/render-app-[\w-]+\.js$/,
  icons: /^\/assets\/icons-[0-9a-f]+\//,
  git: /\/(git-controller|clone-workspace)-[\w-]+\.js$/,
  zod: /\/schemas-[\w-]+\.js$/,
};

/**
 * Code the first render of one page does not need, by a text only it has, wherever a chunk split puts
 * it: the Markdown writer (mdast-util-to-markdown, for "Copy page" and the export), MiniSearch, and the
 * site's stylesheet and runtime texts (the preview page loads its own files).
 */
const notBefore = { markdownWriter: 'Cannot handle unknown node', minisearch: 'MiniSearch: ', siteStylesheet: '.q-api-page{display:grid' };

describe('the first preview of a first visit', () => {
  it('loads the render path alone: the check, the API renderer, the search, the editor, the workbench, the icons, git and the main thread\'s zod are requested after the starter is painted, and no script before it holds the Markdown writer, MiniSearch or the site stylesheet', async () => {
    // Every request of the page, its preview frame and its worker, with when the browser sent it (ms since the epoch).
    const sent: { path: string; at: number; end: number }[] = [];
    const { context, page, errors } = await openApp(env.browser, env.host.url, {
      beforeLoad: async (tab) => {
        tab.context().on('requestfinished', (request) => {
          const timing = request.timing();
          sent.push({ path: new URL(request.url()).pathname, at: timing.startTime, end: timing.startTime + timing.responseEnd });
        });
        await tab.context().addInitScript(paintProbe('Welcome to Acme Plants'));
      },
    });
    try {
      await page.waitForFunction(() => (window as unknown as { quirePainted?: number }).quirePainted !== undefined, undefined, { timeout: 30_000 });
      const painted = await page.evaluate(() => performance.timeOrigin + (window as unknown as { quirePainted: number }).quirePainted);
      const before = sent.filter((r) => r.at <= painted).map((r) => r.path);
      // The render path did load: the worker and the preview's runtime.
      expect(before.some((path) => /\/worker-main-[\w-]+\.js$/.test(path))).toBe(true);
      expect(before.some((path) => /\/quire-preview-[\w-]+\.js$/.test(path))).toBe(true);
      expect(before.filter((path) => Object.values(later).some((chunk) => chunk.test(path)))).toEqual([]);
      const scripts = await Promise.all([...new Set(before.filter((path) => path.endsWith('.js')))].map((path) => readFile(join(env.outDir, path), 'utf8')));
      expect(Object.entries(notBefore).filter(([, text]) => scripts.some((script) => script.includes(text))).map(([name]) => name)).toEqual([]);
      // The worker was started by the page's first script, before the app's UI code (React, the workbench) had arrived.
      const worker = sent.find((r) => /\/worker-main-[\w-]+\.js$/.test(r.path));
      const ui = sent.find((r) => /\/boot-app-[\w-]+\.js$/.test(r.path));
      expect(worker !== undefined && ui !== undefined && worker.at < ui.end).toBe(true);
      // The worker's entry fetches the chunks its host's chunk imports (the render code, the schemas)
      // alongside that chunk, not once it has arrived: each was requested before the host's response ended.
      const workerHost = sent.find((r) => /\/worker-host-[\w-]+\.js$/.test(r.path));
      if (workerHost === undefined) throw new Error('The worker host was not requested.');
      const hostImports = [...(await readFile(join(env.outDir, workerHost.path), 'utf8')).matchAll(/\bfrom\s*"\.\/([\w.-]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
      expect(hostImports.length).toBeGreaterThan(0);
      expect(hostImports.filter((path) => !sent.some((r) => r.path === path && r.at < workerHost.end))).toEqual([]);

      // The check's code comes once the whole project is checked (the status bar counts its problems),
      // and the API renderer with it (the check renders every page, the starter's operation pages too).
      await page.getByRole('button', { name: /^\d+ errors?, \d+ warnings?$/ }).waitFor({ timeout: 60_000 });
      await expect.poll(() => [later.check, later.apiReference].map((chunk) => sent.some((r) => chunk.test(r.path)))).toEqual([true, true]);
      // The icons came after the paint, and the page was sent again with them: no empty box is left.
      await expect.poll(() => previewFrame(page).locator('svg.q-icon path[d=""]').count()).toBe(0);
      expect(await previewFrame(page).locator('svg.q-icon path[d]:not([d=""])').count()).toBeGreaterThan(0);
      // The search's code comes with the index the worker makes in idle time after the check.
      await expect.poll(() => sent.some((r) => later.search.test(r.path)), { timeout: 30_000 }).toBe(true);
      // The workbench came after the paint and took the frame into its preview pane without reloading it:
      // one preview document was ever requested, and the frame is the pane's.
      expect(sent.filter((r) => later.workbench.test(r.path)).length).toBe(1);
      // zod's chunk comes with the workbench (git's controller checks its worker's messages with it): the name above is the one it has.
      await expect.poll(() => sent.some((r) => later.zod.test(r.path)), { timeout: 30_000 }).toBe(true);
      expect(sent.filter((r) => r.path.endsWith('/preview.html')).length).toBe(1);
      await expect.poll(() => page.getByRole('region', { name: 'Preview' }).locator('iframe[title="Site preview"]').count()).toBe(1);
      expect(await page.locator('iframe[title="Site preview"]').count()).toBe(1);
      // The operation page, through the API reference tab, renders with its reference.
      await previewFrame(page).getByRole('link', { name: 'API reference', exact: true }).first().click();
      await previewFrame(page).getByRole('link', { name: 'List plants' }).first().click();
      await waitForPreviewTitle(page, 'List plants');
      await expect.poll(() => previewFrame(page).locator('.q-api-page[data-openapi-method="GET"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps each icon bucket the starter uses in the offline icon cache from the worker's own download: the server sends each once", async () => {
    // A context of its own: the harness routes requests, and a routed context has no HTTP cache. Requests
    // for other sites are blocked (the network is never reached).
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: ['https://*'] });
      const from = env.host.requests.length;
      const sent = () => env.host.requests.slice(from).map((r) => r.path).filter((path) => /^\/assets\/icons-[0-9a-f]+\//.test(path));
      await page.goto(env.host.url);
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      // The loader keeps a bucket once it has loaded it: wait until the cache holds every one the worker loaded.
      const kept = () => page.evaluate(async () => (await (await caches.open('quire-icons')).keys()).length);
      await expect.poll(async () => (await kept()) >= new Set(sent()).size && sent().length > 0, { timeout: 60_000 }).toBe(true);
      const buckets = sent();
      expect(buckets.length).toBeGreaterThan(0);
      expect(buckets.filter((path, i) => buckets.indexOf(path) !== i)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
