import { describe, expect, it } from 'vitest';
import { createRepo, commitOnServer, docsRepoFiles, generatedFiles } from '../setup/git-server.ts';
import { editorText, openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { appendToFile, cloneThroughDialog, commitInPanel, editAndSeeChange, hasDatabase, holdRequests, listedChanges, openClone, openFromTree, openSourceControl, sharedGitServer, workspaceFsName, workspaceNames } from './git-ui.ts';

const env = sharedAppAndBrowser();
const remote = sharedGitServer();

describe('pull, discard, cancel and a closed clone in the app', () => {
  it('pulls the remote’s new commit into the open files, and explains a diverged branch with the new-branch offer', async () => {
    createRepo(remote.server, 'pulled', docsRepoFiles);
    const { context, page, errors } = await openClone(env.browser, env.app.url, remote.server.url('pulled'), 'pulled');
    commitOnServer(remote.server, 'pulled', { 'guides/setup.mdx': '---\ntitle: Setup\n---\n\nPulled text.\n' }, 'Remote edit');
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
    commitOnServer(remote.server, 'pulled', { 'docs.json': docsRepoFiles['docs.json']?.replace('Fixture Docs', 'Renamed Docs') ?? '' }, 'Another remote edit');
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
    createRepo(remote.server, 'discarded', docsRepoFiles);
    const { context, page, errors } = await openClone(env.browser, env.app.url, remote.server.url('discarded'), 'discarded');
    const panel = await editAndSeeChange(page, 'index.mdx', '\nThrow this away.\n');
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
    createRepo(remote.server, 'large', generatedFiles(50));
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    // The pack's request is held until the test lets it go: the clone has begun (its .git written) and waits for objects.
    const { requested, release } = await holdRequests(context, `${remote.server.url('large')}/git-upload-pack`, 'continue');
    try {
      const dialog = await cloneThroughDialog(page, { url: remote.server.url('large') });
      await requested;
      await dialog.getByRole('status').filter({ hasText: 'Connecting…' }).waitFor();
      const fsName = await workspaceFsName(page, 'large');
      expect(fsName).toMatch(/^quire-ws-/);
      expect(await hasDatabase(page, fsName)).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await dialog.count()).toBe(0);
      await expect.poll(() => workspaceNames(page)).toEqual(['Starter']);
      await expect.poll(() => hasDatabase(page, fsName), { timeout: 20_000 }).toBe(false);
      await page.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quire:git')))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      release();
    }
    await context.close();
  });

  it('removes a clone the page was closed in the middle of, and says so when the app opens again', async () => {
    createRepo(remote.server, 'interrupted', generatedFiles(20));
    const { context, page } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const { requested, release } = await holdRequests(context, `${remote.server.url('interrupted')}/git-upload-pack`, 'abort');
    try {
      await cloneThroughDialog(page, { url: remote.server.url('interrupted') });
      await requested;
      const fsName = await workspaceFsName(page, 'interrupted');
      expect(fsName).toMatch(/^quire-ws-/);
      await page.close({ runBeforeUnload: false });

      const again = await context.newPage();
      const errors: string[] = [];
      again.on('pageerror', (error) => errors.push(error.message));
      await again.goto(env.app.url);
      await again.getByText('The clone into "interrupted" did not finish: the page was closed while it ran. The partial copy was removed; clone the repository again.').waitFor();
      await again.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
      expect(await workspaceNames(again)).toEqual(['Starter']);
      await expect.poll(() => hasDatabase(again, fsName), { timeout: 20_000 }).toBe(false);
      expect(await again.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quire:git')))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      release();
    }
    await context.close();
  });
});
