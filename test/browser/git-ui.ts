import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { startGitServer } from '../setup/git-server.ts';
import type { GitServer, GitServerOptions } from '../setup/git-server.ts';
import { focusEditorAtEnd, openApp, previewFrame, typeInEditor, waitForPreviewTitle } from './app-harness.ts';
import type { AppSession } from './app-harness.ts';

// What the git browser tests do as a person would: fill the clone dialog, edit a page, use the
// source-control panel.

/** What to type into the clone dialog. */
export interface CloneInput {
  readonly url: string;
  readonly ref?: string;
  readonly folder?: string;
  readonly proxy?: string;
  readonly token?: string;
}

/**
 * Records every text the progress line of the clone dialog or panel shows (a page-side observer), so a
 * test can check the phases and counts a fast clone showed for a moment.
 */
export async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { quireProgress: string[] }).quireProgress = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.git-progress [role="status"]')) if (el.textContent && seen.at(-1) !== el.textContent) seen.push(el.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { quireProgress: string[] }).quireProgress]);
}

/** Opens "Clone repository…" from the workspace menu. */
export async function openCloneDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Workspace: / }).click();
  await page.getByRole('menu', { name: 'Workspaces' }).getByRole('menuitem', { name: 'Clone repository…' }).click();
  return page.getByRole('dialog', { name: 'Clone repository' });
}

/** Fills the clone dialog and starts the clone; returns the dialog. */
export async function cloneThroughDialog(page: Page, input: CloneInput): Promise<Locator> {
  const dialog = await openCloneDialog(page);
  await dialog.getByLabel('Repository URL').fill(input.url);
  if (input.ref !== undefined) await dialog.getByLabel('Branch').fill(input.ref);
  if (input.folder !== undefined) await dialog.getByLabel('Docs folder').fill(input.folder);
  if (input.proxy !== undefined) await dialog.getByLabel('CORS proxy').fill(input.proxy);
  if (input.token !== undefined) await dialog.getByLabel('Access token').fill(input.token);
  await dialog.getByRole('button', { name: 'Clone' }).click();
  return dialog;
}

/** Opens a file from the file tree (showing the tree instead of the source-control panel first). */
export async function openFromTree(page: Page, path: string): Promise<void> {
  const sourceControl = page.getByRole('button', { name: 'Source control', exact: true });
  if ((await sourceControl.getAttribute('aria-pressed')) === 'true') await sourceControl.click();
  const row = page.locator(`[role="treeitem"][data-path="${path}"] .tree-row`).first();
  const tab = page.getByRole('tab', { name: path.split('/').pop() ?? path });
  // A click that lands while the tree is drawn again (after a pull or a checkout changed the files)
  // can reach the row being replaced: it is clicked again until the file's tab shows (opening is idempotent).
  await vi.waitFor(
    async () => {
      await row.click();
      await tab.waitFor({ timeout: 5_000 });
    },
    { timeout: 30_000, interval: 50 },
  );
}

/** Opens a file from the file tree and types `text` at its end. */
export async function appendToFile(page: Page, path: string, text: string): Promise<void> {
  await openFromTree(page, path);
  await focusEditorAtEnd(page);
  await typeInEditor(page, text);
}

/** The source-control panel, opened from the top bar. */
export async function openSourceControl(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Source control' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Source control', exact: true }).click();
  await panel.waitFor();
  return panel;
}

/** The changed files the panel lists, as `<kind> <path>` (their buttons' names). */
export async function listedChanges(panel: Locator): Promise<string[]> {
  const list = panel.getByRole('list', { name: 'Changes' });
  if ((await list.count()) === 0) return [];
  return list.locator('.git-change').evaluateAll((buttons) => buttons.map((b) => `${b.querySelector('.git-kind')?.getAttribute('aria-label') ?? ''} ${b.querySelector('.git-path')?.textContent ?? ''}`));
}

/** Fills the commit box and commits; waits for the panel to say it committed. */
export async function commitInPanel(panel: Locator, message: string, author = { name: 'Ada Writer', email: 'ada@example.com' }): Promise<void> {
  await panel.getByLabel('Commit message').fill(message);
  await panel.getByLabel('Author name').fill(author.name);
  await panel.getByLabel('Author email').fill(author.email);
  await panel.getByRole('button', { name: 'Commit' }).click();
  await panel.getByRole('status').filter({ hasText: /^Committed [0-9a-f]{7}\.$/ }).waitFor();
}

/** Waits until the preview shows a fixture page titled `title` (its title and its own `# title` are both level-1 headings). */
export async function waitForFixturePage(page: Page, title: string): Promise<void> {
  // The whole title: the starter's "Welcome to Acme Plants", shown before a clone lands, must not pass for the fixture's "Welcome".
  await previewFrame(page).locator('h1.q-page-title').filter({ hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor({ timeout: 15_000 });
}

/** A new browser profile on the app (its starter shown) with `url` cloned through the dialog into the workspace `name`. */
export async function openClone(browser: Browser, appUrl: string, url: string, name: string): Promise<AppSession> {
  const session = await openApp(browser, appUrl);
  await waitForPreviewTitle(session.page, 'Welcome to Acme Plants');
  await cloneThroughDialog(session.page, { url });
  await session.page.getByRole('button', { name: `Workspace: ${name}` }).waitFor();
  return session;
}

/** Appends `text` to a file and waits until the source-control panel lists exactly that file as modified. */
export async function editAndSeeChange(page: Page, path: string, text: string): Promise<Locator> {
  await appendToFile(page, path, text);
  const panel = await openSourceControl(page);
  await expect.poll(() => listedChanges(panel)).toEqual([`modified ${path}`]);
  return panel;
}

/** The names of the workspaces the app has listed in this browser. */
export function workspaceNames(page: Page): Promise<string[]> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string }[]).map((w) => w.name));
}

/** The file-system name of the workspace `name` (its IndexedDB database). */
export function workspaceFsName(page: Page, name: string): Promise<string> {
  return page.evaluate((wanted) => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string; fsName: string }[]).find((w) => w.name === wanted)?.fsName ?? '', name);
}

/** Whether the browser has an IndexedDB database of that name. */
export function hasDatabase(page: Page, name: string): Promise<boolean> {
  return page.evaluate(async (wanted) => (await indexedDB.databases()).some((db) => db.name === wanted), name);
}

/**
 * Holds the requests to `url` until `release` is called (then lets them through, or fails them):
 * `requested` resolves when the first one arrives. For catching an operation in the middle.
 */
export async function holdRequests(context: BrowserContext, url: string, then: 'continue' | 'abort'): Promise<{ requested: Promise<void>; release: () => void }> {
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(url, async (route) => {
    arrived();
    await released;
    await (then === 'continue' ? route.continue() : route.abort()).catch(() => undefined);
  });
  return { requested, release };
}

/** A test git server for a whole test file, started before its tests and stopped after them. */
export function sharedGitServer(options: GitServerOptions = {}): { readonly server: GitServer } {
  const env = {} as { server: GitServer };
  beforeAll(async () => {
    env.server = await startGitServer(options);
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}
