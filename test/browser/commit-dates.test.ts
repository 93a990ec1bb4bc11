// metadata.timestamp in the playground: a clone's pages show when their file was last committed, from
// the clone's history (read once when it opens, and again once the history of the depth-1 clone was
// deepened in the background), and a commit made in the app dates the files it committed.
import { describe, expect, it } from 'vitest';
import { commitOnServer, createRepo } from '../setup/git-server.ts';
import { previewFrame, sharedAppAndBrowser } from './app-harness.ts';
import { commitInPanel, editAndSeeChange, openClone, sharedGitServer, waitForFixturePage } from './git-ui.ts';

const env = sharedAppAndBrowser();
const remote = sharedGitServer();

const files = {
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Dated Docs', colors: { primary: '#112233' }, metadata: { timestamp: true }, navigation: { pages: ['index', 'guides/setup'] } }),
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello from the fixture.\n',
  'guides/setup.mdx': '---\ntitle: Setup\n---\n\nInstall nothing.\n',
};

describe('commit dates in the preview', () => {
  it('shows the date of the commit that last changed a page, older than the depth-1 clone’s, and today’s after the page is committed in the app', async () => {
    // The fixture's first commit is dated 2026-01-01 (test/setup/git-server.ts); two later ones leave
    // index.mdx as it was, so the clone's one commit does not say when it last changed.
    createRepo(remote.server, 'dated', files);
    commitOnServer(remote.server, 'dated', { 'guides/setup.mdx': '---\ntitle: Setup\n---\n\nInstall it.\n' }, 'Setup', 'main', '2026-02-03T04:05:06Z');
    commitOnServer(remote.server, 'dated', { 'guides/setup.mdx': '---\ntitle: Setup\n---\n\nInstall it now.\n' }, 'Setup again', 'main', '2026-03-04T05:06:07Z');
    const { context, page, errors } = await openClone(env.browser, env.app.url, remote.server.url('dated'), 'dated');
    await waitForFixturePage(page, 'Welcome');
    const stamp = previewFrame(page).locator('.q-last-updated time');
    await expect.poll(() => stamp.getAttribute('datetime')).toBe('2026-01-01');
    expect(await stamp.textContent()).toBe('January 1, 2026');
    const panel = await editAndSeeChange(page, 'index.mdx', '\nEdited in Quire.\n');
    await commitInPanel(panel, 'Edit the welcome page');
    const today = new Date().toISOString().slice(0, 10);
    await expect.poll(() => stamp.getAttribute('datetime')).toBe(today);
    expect(errors.filter((e) => !e.startsWith('console.error: Failed to load resource'))).toEqual([]);
    await context.close();
  });
});
