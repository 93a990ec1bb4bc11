import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusEditorAtEnd, launchBrowser, openApp, previewFrame, typeInEditor, waitForPreviewTitle } from './app-harness.ts';

// `npm run dev` is the README's quick start: this runs that path (Vite's dev server with the
// project's config), not the production build the other browser tests serve. In development the
// sandboxed preview (origin `null`) loads its modules from the dev server with CORS, so a module
// the server does not let it read leaves the preview on "Loading the preview of …".

const root = fileURLToPath(new URL('../..', import.meta.url));

let server: ViteDevServer | undefined;
let browser: Browser | undefined;
let url = '';

beforeAll(async () => {
  // Its own dependency cache, so a developer's `npm run dev` in the same checkout is not disturbed;
  // it is kept between runs, as the default one is.
  const dev = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    cacheDir: join(root, 'node_modules', '.cache', 'quire-test-dev-server'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  server = dev;
  [, browser] = await Promise.all([dev.listen(), launchBrowser()]);
  const address = dev.httpServer?.address();
  if (address === null || address === undefined || typeof address === 'string') throw new Error('The dev server has no port.');
  url = `http://127.0.0.1:${address.port}/`;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the development server (npm run dev)', () => {
  it("shows the starter's home page in the preview and a typed edit in it, serving an opaque origin the preview's modules only", async () => {
    if (!browser) throw new Error('No browser.');
    const { context, page, errors } = await openApp(browser, url);
    // The first visit transforms every module of the app, the worker and the preview: on a loaded
    // machine that takes a while (and Vite may reload the page once after optimizing a dependency).
    await waitForPreviewTitle(page, 'Welcome to Acme Plants', 180_000).catch((error: unknown) => {
      // A module the preview may not read shows as a CORS error in the console: say which.
      throw new Error(`${String(error)}\n${errors.join('\n')}`);
    });
    await focusEditorAtEnd(page);
    await typeInEditor(page, '\n## Typed in development\n');
    await previewFrame(page).getByRole('heading', { level: 2, name: 'Typed in development' }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
    // An opaque origin may read the preview's modules (core's message guards among them), no other file.
    const allowOrigin = async (path: string) => (await fetch(new URL(path, url), { headers: { origin: 'null' } })).headers.get('access-control-allow-origin');
    expect(await allowOrigin('/src/preview/runtime/main.ts')).toBe('*');
    expect(await allowOrigin('/src/core/protocol/type-guard.ts')).toBe('*');
    // zod's message check is the app's alone since the preview's script checks messages with guards.
    expect(await allowOrigin('/src/core/protocol/parse-message.ts')).toBe(null);
    expect(await allowOrigin('/src/app/main.tsx')).toBe(null);
    expect(await allowOrigin('/package.json')).toBe(null);
    expect(await allowOrigin('/@fs/etc/hostname')).toBe(null);
  }, 300_000);
});
