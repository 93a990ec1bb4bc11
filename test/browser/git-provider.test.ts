import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitOnServer, createRepo, docsRepoFiles, git } from '../setup/git-server.ts';
import { startRestHost } from '../setup/rest-host.ts';
import type { RestHost } from '../setup/rest-host.ts';
import { openApp, sharedAppAndBrowser } from './app-harness.ts';
import { appendToFile, commitInPanel, listedChanges, openSourceControl, sharedGitServer, waitForFixturePage } from './git-ui.ts';

// GitHub and GitLab through their REST APIs in real Chromium, against the mock host on 127.0.0.1
// (test/setup/rest-host.ts), whose git endpoints are never used: no proxy, no git-over-HTTP.

const env = sharedAppAndBrowser();
const repos = sharedGitServer();
const TOKEN = 'publish-token';
let host: RestHost;
let limited: RestHost;

beforeAll(async () => {
  host = await startRestHost(repos.server.root, { token: TOKEN });
  limited = await startRestHost(repos.server.root, { anonymousLimit: 2 });
});
afterAll(async () => {
  await host?.close();
  await limited?.close();
});

const link = (h: RestHost, name: string, kind: 'github' | 'gitlab' = 'github') => `${env.app.url}?repo=${encodeURIComponent(`${h.origin}/acme/${name}`)}&provider=${kind}&api=${encodeURIComponent(`${h.origin}/api/${kind === 'github' ? 'v3' : 'v4'}`)}`;

describe('GitHub and GitLab with no proxy', () => {
  it('opens a public repository from a ?repo= link with no token, then publishes a commit as a branch with a pull request', async () => {
    createRepo(repos.server, 'apidocs', docsRepoFiles);
    const base = git(repos.server.repoPath('apidocs'), 'rev-parse', 'main').trim();
    const { context, page, errors } = await openApp(env.browser, link(host, 'apidocs'));
    const dialog = page.getByRole('dialog', { name: 'Clone repository' });
    await dialog.waitFor();
    expect(await dialog.locator('.git-provider-note').textContent()).toContain(`Opens through GitHub's API (${host.origin}/api/v3): no CORS proxy is needed.`);
    expect(await dialog.getByLabel('CORS proxy').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('button', { name: 'Workspace: apidocs' }).waitFor();
    await waitForFixturePage(page, 'Welcome');
    // Read through the API and the raw host only, without a token.
    expect(host.requests.filter((r) => r.path.includes('apidocs')).every((r) => !r.auth && (r.path.startsWith('/api/v3/repos/acme/apidocs') || r.path.startsWith('/raw/acme/apidocs/')))).toBe(true);

    await appendToFile(page, 'guides/setup.mdx', '\nEdited through the API.\n');
    const panel = await openSourceControl(page);
    await expect.poll(() => listedChanges(panel)).toEqual(['modified guides/setup.mdx']);
    await commitInPanel(panel, 'Edit setup through the API');
    await panel.getByText(`Access token for ${host.origin}`).click();
    await panel.getByLabel('Access token').fill(TOKEN);
    await panel.getByRole('button', { name: 'Publish…' }).click();
    const branchPrompt = page.getByRole('dialog', { name: 'Publish as a branch' });
    await branchPrompt.getByLabel('Branch name on the host').fill('api-edit');
    await branchPrompt.getByRole('button', { name: 'Next' }).click();
    const requestPrompt = page.getByRole('dialog', { name: 'Open a pull request into main?' });
    await requestPrompt.getByLabel('Title of the pull request (leave empty for none)').fill('Edit setup');
    const popup = context.waitForEvent('page');
    await requestPrompt.getByRole('button', { name: 'Publish' }).click();
    await panel.getByRole('status').filter({ hasText: 'Published 1 commit to api-edit and opened pull request #1.' }).waitFor();
    expect((await popup).url()).toBe(`https://github.example/acme/apidocs/pull/1`);

    // On the host: the branch's commit has the right parent and tree, and the pull request exists.
    const server = repos.server.repoPath('apidocs');
    expect(git(server, 'rev-parse', 'api-edit^').trim()).toBe(base);
    expect(git(server, 'show', 'api-edit:guides/setup.mdx')).toBe(`${docsRepoFiles['guides/setup.mdx']}\nEdited through the API.\n`);
    expect(git(server, 'ls-tree', '-r', '--name-only', 'api-edit').trim().split('\n')).toEqual(['docs.json', 'guides/setup.mdx', 'index.mdx']);
    expect(host.pulls).toEqual([{ repo: 'acme/apidocs', number: 1, title: 'Edit setup', body: 'Made in Quire.', head: 'api-edit', base: 'main' }]);
    // The token travelled only in the Authorization header.
    expect(host.requests.some((r) => r.path.includes(TOKEN))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains a branch that moved on the host, and a used-up rate limit', async () => {
    createRepo(repos.server, 'moving', docsRepoFiles);
    const { context, page } = await openApp(env.browser, link(host, 'moving'));
    await page.getByRole('dialog', { name: 'Clone repository' }).getByRole('button', { name: 'Clone' }).click();
    await waitForFixturePage(page, 'Welcome');
    commitOnServer(repos.server, 'moving', { 'index.mdx': '# Moved\n' }, 'Someone else');
    await appendToFile(page, 'guides/setup.mdx', '\nMine.\n');
    const panel = await openSourceControl(page);
    await expect.poll(() => listedChanges(panel)).toEqual(['modified guides/setup.mdx']);
    await commitInPanel(panel, 'Mine');
    await panel.getByText(`Access token for ${host.origin}`).click();
    await panel.getByLabel('Access token').fill(TOKEN);
    await panel.getByRole('button', { name: 'Push' }).click();
    const alert = panel.locator('.git-failure[data-code="git/ref-moved"]');
    // Publishing writes the blob, tree and commit before the host refuses the ref: several requests on a loaded machine.
    await alert.waitFor({ timeout: 45_000 });
    expect(await alert.textContent()).toBe(`main moved on ${host.origin.replace('http://', '')} since you opened or last pulled it, so publishing would drop its new commits. Publish your commits to a new branch instead, then open a pull or merge request to combine them.`);
    // The way out is offered: commit on a new branch and publish that.
    await panel.getByRole('button', { name: 'Commit on a new branch and push it…' }).waitFor();
    await context.close();

    const second = await openApp(env.browser, link(limited, 'moving'));
    const dialog = second.page.getByRole('dialog', { name: 'Clone repository' });
    await dialog.getByRole('button', { name: 'Clone' }).click();
    const limit = dialog.getByRole('alert');
    await limit.waitFor();
    expect(await limit.textContent()).toBe(`${limited.origin.replace('http://', '')} allows only 2 API requests an hour without a token, and they are used up until 2026-12-01T00:00:00.000Z. Wait until then, or add a token (it raises the limit to thousands an hour).`);
    await second.context.close();
  });
});
