import { describe, expect, it } from 'vitest';
import { createRepo, commitOnServer, docsRepoFiles, generatedFiles, git, serverLog } from '../setup/git-server.ts';
import { openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { appendToFile, cloneThroughDialog, commitInPanel, editAndSeeChange, listedChanges, openClone, openSourceControl, recordProgress, sharedGitServer, waitForFixturePage } from './git-ui.ts';

const env = sharedAppAndBrowser();
const remote = sharedGitServer();

/** Console errors other than the browser's own line for a failed request. */
const appErrors = (errors: readonly string[]) => errors.filter((e) => !e.startsWith('console.error: Failed to load resource'));

describe('git in the app', () => {
  it('clones through the dialog with progress, shows an edit in the changes and the diff, commits and pushes it', async () => {
    createRepo(remote.server, 'docs', docsRepoFiles);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const progress = await recordProgress(page);
    const dialog = await cloneThroughDialog(page, { url: remote.server.url('docs') });
    await page.getByRole('button', { name: 'Workspace: docs' }).waitFor();
    await waitForFixturePage(page, 'Welcome');
    expect(await dialog.count()).toBe(0);
    const shown = await progress();
    expect(shown[0]).toBe('Connecting…');
    // git's phases with their counts, as isomorphic-git reports them while it fetches and checks out.
    expect(shown.filter((text) => /^[A-Z][a-z]+ (objects|deltas): \d+( of \d+)?$/.test(text))).not.toEqual([]);
    expect(shown.filter((text) => /^Updating workdir: (\d+) of \1$/.test(text))).not.toEqual([]);

    await appendToFile(page, 'index.mdx', '\nEdited in Quire.\n');
    const panel = await openSourceControl(page);
    await expect.poll(() => listedChanges(panel)).toEqual(['modified index.mdx']);
    await panel.getByRole('button', { name: 'modified index.mdx' }).click();
    const diff = page.getByRole('dialog', { name: 'Changes in index.mdx (modified)' });
    const side = async (which: 'original' | 'modified') => ((await diff.locator(`.editor.${which} .view-lines`).textContent()) ?? '').replace(/\u00a0/g, ' ');
    await expect.poll(() => side('modified')).toContain('Edited in Quire.');
    expect(await side('original')).toContain('Hello from the fixture.');
    expect(await side('original')).not.toContain('Edited in Quire.');
    await diff.getByRole('button', { name: 'Close the diff' }).click();

    await commitInPanel(panel, 'Edit the welcome page');
    await expect.poll(() => listedChanges(panel)).toEqual([]);
    await panel.getByRole('button', { name: 'Push' }).click();
    await panel.getByRole('status').filter({ hasText: 'Pushed main.' }).waitFor();
    const log = serverLog(remote.server, 'docs');
    expect(log).toMatch(/^commit [0-9a-f]{40}\nAuthor: Ada Writer <ada@example\.com>\n\nEdit the welcome page\n/);
    expect(log).toContain('--- a/index.mdx\n+++ b/index.mdx\n');
    expect(log).toContain(' Hello from the fixture.\n+\n+Edited in Quire.\n');
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('explains a push the remote refused because it moved on, and pushes to a new branch instead', async () => {
    createRepo(remote.server, 'moved', docsRepoFiles);
    const { context, page, errors } = await openClone(env.browser, env.app.url, remote.server.url('moved'), 'moved');
    const panel = await editAndSeeChange(page, 'index.mdx', '\nMine.\n');
    await commitInPanel(panel, 'My change');
    commitOnServer(remote.server, 'moved', { 'guides/setup.mdx': '---\ntitle: Setup\n---\n\nTheirs.\n' }, 'Their change');
    await panel.getByRole('button', { name: 'Push' }).click();
    const alert = panel.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('The remote main has commits you do not have yet, so your push was refused. Pull first; if your changes and the remote\'s have both moved on, commit on a new branch and push that instead.');
    expect(await alert.getAttribute('data-code')).toBe('git/push-rejected');

    await panel.getByRole('button', { name: 'Commit on a new branch and push it…' }).click();
    const prompt = page.getByRole('dialog', { name: 'Commit on a new branch and push it' });
    expect(await prompt.getByLabel('New branch name').inputValue()).toBe('main-quire');
    await prompt.getByRole('button', { name: 'Push to new branch' }).click();
    await panel.getByRole('status').filter({ hasText: 'Pushed the new branch main-quire. Open a pull request on 127.0.0.1 to merge it.' }).waitFor();
    expect(await panel.getByLabel('Branch').inputValue()).toBe('main-quire');
    expect(await panel.getByLabel('Branch').locator('option').allInnerTexts()).toEqual(['main', 'main-quire']);
    await panel.getByLabel('Branch').selectOption('main');
    await panel.getByRole('status').filter({ hasText: 'Switched to main.' }).waitFor();
    await expect.poll(() => panel.getByLabel('Branch').inputValue()).toBe('main');
    expect(serverLog(remote.server, 'moved', 'main-quire')).toMatch(/^commit [0-9a-f]{40}\nAuthor: Ada Writer <ada@example\.com>\n\nMy change\n/);
    expect(serverLog(remote.server, 'moved', 'main')).toMatch(/^commit [0-9a-f]{40}\nAuthor: Fixture <fixture@example\.com>\n\nTheir change\n/);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('reopens a page closed in the middle of a commit to a usable workspace that says the commit did not finish', async () => {
    createRepo(remote.server, 'big', { ...generatedFiles(50), 'index.mdx': docsRepoFiles['index.mdx'] ?? '' });
    const { context, page } = await openClone(env.browser, env.app.url, remote.server.url('big'), 'big');
    const panel = await editAndSeeChange(page, 'index.mdx', '\nBefore the crash.\n');
    await panel.getByLabel('Commit message').fill('Interrupted');
    await panel.getByLabel('Author name').fill('Ada Writer');
    await panel.getByLabel('Author email').fill('ada@example.com');
    // The page takes the workspace's file-system lock (LightningFS's Web Lock) and keeps it: the
    // commit starts and waits for it in the worker, and the page is closed while it waits.
    const fsName = await page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('quire:git:'))?.slice('quire:git:'.length) ?? '');
    await page.evaluate((name) => new Promise<void>((held) => void navigator.locks.request(`${name}_lock`, () => (held(), new Promise(() => undefined)))), fsName);
    await panel.getByRole('button', { name: 'Commit' }).click();
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('quire:git-running:')));
    await page.close({ runBeforeUnload: false });

    const again = await context.newPage();
    const errors: string[] = [];
    again.on('pageerror', (error) => errors.push(error.message));
    await again.goto(env.app.url);
    await again.getByRole('button', { name: 'Workspace: big' }).waitFor();
    await again.getByText('The commit in "big" did not finish: the page was closed while it ran. Your files are as they were before it; look at the changes and do it again.').waitFor();
    const reopened = await openSourceControl(again);
    await expect.poll(() => listedChanges(reopened)).toEqual(['modified index.mdx']);
    expect(await reopened.getByLabel('Author name').inputValue()).toBe('Ada Writer');
    await commitInPanel(reopened, 'After the crash');
    await reopened.getByRole('button', { name: 'Push' }).click();
    await reopened.getByRole('status').filter({ hasText: 'Pushed main.' }).waitFor();
    const log = serverLog(remote.server, 'big');
    expect(log).toMatch(/^commit [0-9a-f]{40}\nAuthor: Ada Writer <ada@example\.com>\n\nAfter the crash\n/);
    expect(log).toContain('+Before the crash.\n');
    expect(git(remote.server.repoPath('big'), 'log', '--format=%s', 'main').trim()).toBe('After the crash\nInitial docs');
    expect(errors).toEqual([]);
    await context.close();
  });
});
