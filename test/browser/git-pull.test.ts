import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepo, commitOnServer, docsRepoFiles, generatedFiles, startGitServer } from '../setup/git-server.ts';
import type { GitServer } from '../setup/git-server.ts';
import { editorText, openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { appendToFile, cloneThroughDialog, commitInPanel, listedChanges, openFromTree, openSourceControl } from './git-ui.ts';

const env = sharedAppAndBrowser();
let server: GitServer;

beforeAll(async () => {
  server = await startGitServer();
});
afterAll(async () => {
  await server?.close();
});

describe('pull, discard, cancel and a closed clone in the app', () => {
  it('pulls the remote’s new commit into the open files, and explains a diverged branch with the new-branch offer', async () => {
    createRepo(server, 'pulled', docsRepoFiles);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await cloneThroughDialog(page, { url: server.url('pulled') });
    await page.getByRole('button', { name: 'Workspace: pulled' }).waitFor();
    commitOnServer(server, 'pulled', { 'guides/setup.mdx': '---\ntitle: Setup\n---\n\nPulled text.\n' }, 'Remote edit');
    const panel = await openSourceControl(page);
    await panel.getByRole('button', { name: 'Pull' }).click();
    await panel.getByRole('status').filter({ hasText: /^Pulled: now at [0-9a-f]{7}\.$/ }).waitFor();
    await openFromTree(page, 'guides/setup.mdx');
    await expect.poll(() => editorText(page)).toContain('Pulled text.');
    expect(await listedChanges(panel)).toEqual([]);

    // Both sides move on: a local commit and another remote one.
    await appendToFile(page, 'index.mdx', '\nLocal line.\n');
    await openSourceControl(page);
    await expect.poll(() => listedChanges(panel)).toEqual(['modified index.mdx']);
    await commitInPanel(panel, 'Local commit');
    commitOnServer(server, 'pulled', { 'docs.json': docsRepoFiles['docs.json']?.replace('Fixture Docs', 'Renamed Docs') ?? '' }, 'Another remote edit');
    await panel.getByRole('button', { name: 'Pull' }).click();
    const alert = panel.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getAttribute('data-code')).toBe('git/diverged');
    expect(await alert.textContent()).toBe("Your main and the remote's have both changed since you last pulled, so they cannot be combined here. Commit your work on a new branch and push that, then merge it on 127.0.0.1.");
    await panel.getByRole('button', { name: 'Commit on a new branch and push it…' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('discards a file’s changes after confirmation', async () => {
    createRepo(server, 'discarded', docsRepoFiles);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await cloneThroughDialog(page, { url: server.url('discarded') });
    await page.getByRole('button', { name: 'Workspace: discarded' }).waitFor();
    await appendToFile(page, 'index.mdx', '\nThrow this away.\n');
    const panel = await openSourceControl(page);
    await expect.poll(() => listedChanges(panel)).toEqual(['modified index.mdx']);
    await panel.getByRole('button', { name: 'Discard changes to index.mdx' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard the changes to index.mdx?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await listedChanges(panel)).toEqual(['modified index.mdx']);
    await panel.getByRole('button', { name: 'Discard changes to index.mdx' }).click();
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => listedChanges(panel)).toEqual([]);
    await expect.poll(() => editorText(page)).not.toContain('Throw this away.');
    expect(await editorText(page)).toContain('Hello from the fixture.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels a clone while it runs and leaves no workspace and no storage behind', async () => {
    createRepo(server, 'large', generatedFiles(50));
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    // The pack's request is held until the test lets it go: the clone has begun (its .git written) and waits for objects.
    let requested!: () => void;
    const held = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(`${server.url('large')}/git-upload-pack`, async (route) => {
      requested();
      await released;
      await route.continue().catch(() => undefined);
    });
    try {
      const dialog = await cloneThroughDialog(page, { url: server.url('large') });
      await held;
      await dialog.getByRole('status').filter({ hasText: 'Connecting…' }).waitFor();
      const fsName = await page.evaluate(() => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string; fsName: string }[]).find((w) => w.name === 'large')?.fsName ?? '');
      expect(fsName).toMatch(/^quire-ws-/);
      expect(await page.evaluate(async (name) => (await indexedDB.databases()).some((db) => db.name === name), fsName)).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await dialog.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string }[]).map((w) => w.name))).toEqual(['Starter']);
      await expect.poll(() => page.evaluate(async (name) => (await indexedDB.databases()).some((db) => db.name === name), fsName), { timeout: 20_000 }).toBe(false);
      await page.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quire:git')))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      release();
    }
    await context.close();
  });

  it('removes a clone the page was closed in the middle of, and says so when the app opens again', async () => {
    createRepo(server, 'interrupted', generatedFiles(20));
    const { context, page } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    let requested!: () => void;
    const held = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(`${server.url('interrupted')}/git-upload-pack`, async (route) => {
      requested();
      await released;
      await route.abort().catch(() => undefined);
    });
    try {
      await cloneThroughDialog(page, { url: server.url('interrupted') });
      await held;
      const fsName = await page.evaluate(() => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string; fsName: string }[]).find((w) => w.name === 'interrupted')?.fsName ?? '');
      expect(fsName).toMatch(/^quire-ws-/);
      await page.close({ runBeforeUnload: false });

      const again = await context.newPage();
      const errors: string[] = [];
      again.on('pageerror', (error) => errors.push(error.message));
      await again.goto(env.app.url);
      await again.getByText('The clone into "interrupted" did not finish: the page was closed while it ran. The partial copy was removed; clone the repository again.').waitFor();
      await again.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
      expect(await again.evaluate(() => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string }[]).map((w) => w.name))).toEqual(['Starter']);
      await expect.poll(() => again.evaluate(async (name) => (await indexedDB.databases()).some((db) => db.name === name), fsName), { timeout: 20_000 }).toBe(false);
      expect(await again.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quire:git')))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      release();
    }
    await context.close();
  });
});
