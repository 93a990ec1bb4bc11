import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Frame, FrameLocator, Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../setup/chromium.ts';
import { builtApp } from './built-app.ts';
import { serveStatic } from './static-server.ts';
import type { StaticServer } from './static-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The app built and served on 127.0.0.1. */
export interface ServedApp {
  readonly url: string;
  readonly outDir: string;
  close(): Promise<void>;
}

/** Serves the app's production build (one per source state, see builtApp) with Vite's preview server on a free port of 127.0.0.1. */
export async function serveApp(): Promise<ServedApp> {
  const outDir = await builtApp();
  const server = await preview({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('The preview server has no port.');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    outDir,
    async close() {
      await server.close();
    },
  };
}

/** Starts the system Chromium, headless, with the project's flags. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** What the GitHub API answers in a test: a star count, or a failure (offline). */
export type GithubAnswer = { readonly stars: number } | 'offline';

/** A fresh browser profile on the app, with every problem the page reports collected. */
export interface AppSession {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors and console errors of the app, the preview and the worker. */
  readonly errors: string[];
  /** Requests that tried to leave the machine (they are answered by the test, never sent). */
  readonly external: string[];
}

/**
 * Opens a new browser context (empty storage) on the app. No request leaves 127.0.0.1: the
 * GitHub API is answered with `github`, anything else external is refused. `beforeLoad` runs
 * on the new page before the app is loaded (to set up the browser through CDP, for instance).
 */
export async function openApp(browser: Browser, url: string, options: { github?: GithubAnswer; viewport?: { width: number; height: number }; beforeLoad?: (page: Page) => Promise<void>; serviceWorkers?: 'allow' | 'block' } = {}): Promise<AppSession> {
  // No service worker unless asked (test/browser/offline.test.ts): the tests route and count the app's own requests.
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1400, height: 900 }, serviceWorkers: options.serviceWorkers ?? 'block' });
  const errors: string[] = [];
  const external: string[] = [];
  const github = options.github ?? 'offline';
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, async (route) => {
    const requestUrl = route.request().url();
    if (/^(blob|data):/.test(requestUrl)) return route.continue();
    external.push(requestUrl);
    if (requestUrl.startsWith('https://api.github.com/repos/') && github !== 'offline') {
      return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ stargazers_count: github.stars }) });
    }
    return route.fulfill({ status: 503, headers: { 'access-control-allow-origin': '*' }, body: 'offline' });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Chromium itself logs every failed request; requests to other sites are refused on purpose here.
    const external = !message.location().url.startsWith('http://127.0.0.1');
    if (message.type() === 'error' && !(external && message.text().startsWith('Failed to load resource'))) errors.push(`console.error: ${message.text()}`);
  });
  page.on('worker', (worker) => worker.on('console', (message) => message.type() === 'error' && errors.push(`worker console.error: ${message.text()}`)));
  await options.beforeLoad?.(page);
  await page.goto(url);
  return { context, page, errors, external };
}

/** The preview iframe's content, for locators. */
export function previewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Site preview"]');
}

/** The preview iframe's frame, for evaluating code inside it. */
export async function previewFrameHandle(page: Page): Promise<Frame> {
  const element = await page.locator('iframe[title="Site preview"]').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('The preview iframe has no frame.');
  return frame;
}

/**
 * Waits until the preview shows a page whose main heading is `title`, in the workbench's preview pane:
 * the app shows its first preview before the workbench is there, and a test goes on to use the workbench;
 * and until the page holds no icon still loading.
 */
export async function waitForPreviewTitle(page: Page, title: string | RegExp, timeout = 15_000): Promise<void> {
  await previewFrame(page).getByRole('heading', { level: 1, name: title }).waitFor({ timeout });
  await page.locator('section[aria-label="Preview"] iframe[title="Site preview"]').waitFor({ state: 'attached', timeout });
  // The first page of a visit is sent before its icons load (empty boxes hold their places) and sent
  // again with them: a test that goes on to click in the page waits for that second page.
  await previewFrame(page).locator('svg.q-icon path[d=""]').first().waitFor({ state: 'detached', timeout });
}

/** Waits until Monaco has replaced the plain editor (it loads after the first preview). */
export async function waitForMonaco(page: Page): Promise<void> {
  await page.locator('[data-editor="monaco"] .monaco-editor').waitFor({ timeout: 20_000 });
}

/** Focuses Monaco and puts the cursor at the end of the document. */
export async function focusEditorAtEnd(page: Page): Promise<void> {
  await waitForMonaco(page);
  await page.locator('[data-editor="monaco"] .monaco-editor textarea').focus();
  await page.keyboard.press('Control+End');
}

/** Types text into the editor at the cursor, one key at a time as a person would. */
export async function typeInEditor(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/** The text of the lines Monaco shows (the visible part of the file, in order). */
export async function editorText(page: Page): Promise<string> {
  await waitForMonaco(page);
  const lines = await page.locator('[data-editor="monaco"] .view-lines').evaluate((el) =>
    Array.from(el.children)
      .map((line) => ({ top: parseFloat((line as HTMLElement).style.top), text: line.textContent ?? '' }))
      .sort((a, b) => a.top - b.top)
      .map((l) => l.text.replace(/\u00a0/g, ' ')),
  );
  return lines.join('\n');
}

/** One served app and one browser for a whole test file, started before its tests and closed after them. */
export function sharedAppAndBrowser(): { readonly app: ServedApp; readonly browser: Browser } {
  const env = {} as { app: ServedApp; browser: Browser };
  beforeAll(async () => {
    [env.app, env.browser] = await Promise.all([serveApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
  });
  return env;
}

/**
 * Creates a workspace from the starter through the workspace menu, in the chosen format ("Starter
 * (spec format)" or "Starter (current format)"), and waits until the preview shows its home page.
 */
export async function createStarterWorkspace(page: Page, name: string, format: 'Starter (current format)' | 'Starter (spec format)'): Promise<void> {
  await page.getByRole('button', { name: /^Workspace: / }).click();
  await page.getByRole('menu', { name: 'Workspaces' }).getByRole('menuitem', { name: 'New workspace from starter…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New workspace from the starter' });
  await dialog.getByLabel('Workspace name').fill(name);
  await dialog.getByRole('radio', { name: format }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: `Workspace: ${name}` }).waitFor();
  await waitForPreviewTitle(page, 'Welcome to Acme Plants');
}

/**
 * The app's production build served by a static host, and a browser, for a whole test file: started
 * before its tests, closed after them. The values are read inside tests (after beforeAll ran).
 */
export function sharedStaticAppAndBrowser(): { readonly outDir: string; readonly host: StaticServer; readonly browser: Browser } {
  const env = {} as { outDir: string; host: StaticServer; browser: Browser };
  beforeAll(async () => {
    env.outDir = await builtApp();
    [env.host, env.browser] = await Promise.all([serveStatic(env.outDir), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.host?.close();
  });
  return env;
}
