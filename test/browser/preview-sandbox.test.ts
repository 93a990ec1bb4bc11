import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, previewFrameHandle, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { siteRuntime, siteStyles } from '../../src/core/site/index.ts';

const env = sharedAppAndBrowser();

describe('the preview sandbox', () => {
  it('is an iframe whose sandbox allows scripts and popups but never the same origin', async () => {
    const { context, page } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const sandbox = await page.getByTitle('Site preview').getAttribute('sandbox');
    expect(sandbox?.split(/\s+/).sort()).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts']);
    await context.close();
  });

  it('runs scripts with an opaque origin that cannot reach the app, its storage or its DOM', async () => {
    const { context, page } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const frame = await previewFrameHandle(page);
    const probe = await frame.evaluate(async () => {
      const attempt = async (fn: () => unknown) => {
        try {
          await fn();
          return 'allowed';
        } catch (error) {
          return error instanceof DOMException ? error.name : String(error);
        }
      };
      return {
        origin: self.origin,
        parentDocument: await attempt(() => parent.document.title),
        topDocument: await attempt(() => top?.document.body),
        indexedDB: await attempt(() => indexedDB.open('quire-ws-anything')),
        databases: await attempt(() => indexedDB.databases()),
        localStorage: await attempt(() => localStorage.getItem('quire:workspaces')),
        cookie: await attempt(() => document.cookie),
      };
    });
    expect(probe).toEqual({
      origin: 'null',
      parentDocument: 'SecurityError',
      topDocument: 'SecurityError',
      indexedDB: 'SecurityError',
      databases: 'SecurityError',
      localStorage: 'SecurityError',
      cookie: 'SecurityError',
    });
    await context.close();
  });

  it('has a Content-Security-Policy that runs no inline script', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const frame = await previewFrameHandle(page);
    const csp = await frame.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'));
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'none'");
    // An allowed inline script runs as it is inserted; a refused one is reported by a securitypolicyviolation event.
    const ran = await frame.evaluate(async () => {
      const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
      const script = document.createElement('script');
      script.textContent = 'window.quireInjected = true';
      document.body.append(script);
      await refused;
      return (window as unknown as { quireInjected?: boolean }).quireInjected ?? false;
    });
    expect(ran).toBe(false);
    // The refused script is reported by Chromium as a CSP violation; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
    await context.close();
  });

  it("loads core's site stylesheet and runtime as its own files, which style every rendered page without being fetched again", async () => {
    // Named by a hash of their text, like the build's other assets, so no deployment shows a cached older one.
    const assets = await readdir(join(env.app.outDir, 'assets'));
    const stylesheet = `assets/quire-site-${createHash('sha256').update(siteStyles()).digest('hex').slice(0, 10)}.css`;
    const runtime = `assets/quire-site-runtime-${createHash('sha256').update(siteRuntime()).digest('hex').slice(0, 10)}.js`;
    // (The diagram script is a third, loaded only by pages with a diagram: see preview-visual.test.ts; the search script a fourth, loaded on the first search: see preview-search.test.ts.)
    expect(assets.filter((name) => name.startsWith('quire-site') && !name.startsWith('quire-site-diagrams-') && !name.startsWith('quire-site-search-')).map((name) => `assets/${name}`).sort()).toEqual([stylesheet, runtime]);
    expect(assets.filter((name) => /^quire-site-diagrams-[0-9a-f]{10}\.js$/.test(name))).toHaveLength(1);
    expect(await readFile(join(env.app.outDir, stylesheet), 'utf8')).toBe(siteStyles());
    expect(await readFile(join(env.app.outDir, runtime), 'utf8')).toBe(siteRuntime());
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const frame = await previewFrameHandle(page);
    const shown = () =>
      frame.evaluate(() => {
        const style = (selector: string) => {
          const element = document.querySelector(selector);
          return element ? getComputedStyle(element) : undefined;
        };
        return {
          stylesheets: Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => link.getAttribute('href')),
          siteScripts: Array.from(document.querySelectorAll('script[src]:not([type="module"])'), (script) => script.getAttribute('src')),
          fetched: performance.getEntriesByType('resource').filter((entry) => /\/quire-site-\w+\.css$/.test(entry.name)).length,
          // One rule of the shell's CSS, two of the components', one of the site's theme.
          topbar: style('.q-topbar')?.position,
          cardGroup: style('.q-card-group')?.display,
          callout: style('.q-callout')?.display,
          primary: getComputedStyle(document.documentElement).getPropertyValue('--q-primary'),
          sameLink: (document.querySelector('link[rel="stylesheet"]') as (HTMLLinkElement & { quireMarker?: boolean }) | null)?.quireMarker ?? false,
        };
      });
    expect(await shown()).toEqual({ stylesheets: [`/${stylesheet}`], siteScripts: [`/${runtime}`], fetched: 1, topbar: 'sticky', cardGroup: 'grid', callout: 'flex', primary: '#0d9373', sameLink: false });
    // Another page replaces the rendered head (its title): the page's own stylesheet stays, the same element, fetched once.
    await frame.evaluate(() => Object.assign(document.querySelector('link[rel="stylesheet"]') ?? {}, { quireMarker: true }));
    await previewFrame(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Quickstart' }).click();
    await waitForPreviewTitle(page, 'Quickstart');
    expect(await shown()).toMatchObject({ stylesheets: [`/${stylesheet}`], fetched: 1, topbar: 'sticky', callout: 'flex', primary: '#0d9373', sameLink: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores messages that are not part of the protocol, in both directions', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const frame = await previewFrameHandle(page);
    // Messages reach the app's window in the order they were posted, and the app's listener was added
    // first: once a listener added now hears the last message, the app has handled the ones before it.
    await page.evaluate(() => {
      const done = new Promise<void>((resolve) => addEventListener('message', (event) => event.data === 'quire-test-last' && resolve()));
      (window as unknown as { quireHeardLast: Promise<void> }).quireHeardLast = done;
    });
    // A page script posting garbage or a fake connect message to the app gets nowhere.
    await frame.evaluate(() => {
      parent.postMessage({ type: 'navigate', href: '/quickstart' }, '*');
      parent.postMessage({ type: 'quire-preview-connect' }, '*');
      parent.postMessage('quire-test-last', '*');
    });
    await page.evaluate(() => (window as unknown as { quireHeardLast: Promise<void> }).quireHeardLast);
    expect(await page.getByRole('tab', { name: 'quickstart.mdx' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
