import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepo, docsRepoFiles, git, monorepoFiles, serverLog } from '../setup/git-server.ts';
import { openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { startCorsProxy } from './git-cors-proxy.ts';
import type { CorsProxy } from './git-cors-proxy.ts';
import { appendToFile, cloneThroughDialog, commitInPanel, editAndSeeChange, listedChanges, openCloneDialog, openSourceControl, sharedGitServer, waitForFixturePage, workspaceNames } from './git-ui.ts';

const env = sharedAppAndBrowser();
const plain = sharedGitServer();
const locked = sharedGitServer({ auth: { username: 'x-access-token', password: 'right-token' } });
const noCors = sharedGitServer({ cors: false });
const lockedNoCors = sharedGitServer({ cors: false, auth: { username: 'x-access-token', password: 'kept-proxy-token' } });
const pushGuarded = sharedGitServer({ cors: false, auth: { username: 'x-access-token', password: 'kept-push-token' }, authPushOnly: true });
let proxy: CorsProxy;

beforeAll(async () => {
  proxy = await startCorsProxy();
});
afterAll(async () => {
  await proxy?.close();
});

describe('git links and failures', () => {
  it('opens a ?repo=…&path=docs link as a clone of the docs folder, commits into the whole repository, and offers the workspace again', async () => {
    createRepo(plain.server, 'monorepo', monorepoFiles);
    const link = `${env.app.url}?repo=${encodeURIComponent(plain.server.url('monorepo'))}&path=docs`;
    const { context, page, errors } = await openApp(env.browser, link);
    const dialog = page.getByRole('dialog', { name: 'Clone repository' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Repository URL').inputValue()).toBe(plain.server.url('monorepo'));
    expect(await dialog.getByLabel('Docs folder').inputValue()).toBe('docs');
    expect(await dialog.getByLabel('Branch').inputValue()).toBe('');
    // The link's parameters leave the address bar: a reload does not ask again.
    expect(new URL(page.url()).search).toBe('');
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('button', { name: 'Workspace: monorepo (docs)' }).waitFor();
    await waitForFixturePage(page, 'Welcome');
    // The docs folder is the project: its files, none of the application's.
    expect(await page.getByRole('tree', { name: 'Workspace files' }).getByRole('treeitem').evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.path))).toEqual(['guides', 'guides/setup.mdx', 'docs.json', 'index.mdx']);

    await appendToFile(page, 'guides/setup.mdx', '\nFrom the docs folder.\n');
    const panel = await openSourceControl(page);
    await expect.poll(() => listedChanges(panel)).toEqual(['modified guides/setup.mdx']);
    await commitInPanel(panel, 'Docs only');
    await panel.getByRole('button', { name: 'Push' }).click();
    await panel.getByRole('status').filter({ hasText: 'Pushed main.' }).waitFor();
    expect(serverLog(plain.server, 'monorepo', 'main', '-1')).toContain('--- a/docs/guides/setup.mdx\n+++ b/docs/guides/setup.mdx\n');
    // Git acted on the whole repository: the rest of the tree is still there.
    expect(git(plain.server.repoPath('monorepo'), 'ls-tree', '-r', '--name-only', 'main').trim().split('\n')).toEqual(['README.md', 'docs/docs.json', 'docs/guides/setup.mdx', 'docs/index.mdx', 'package.json', 'src/main.ts', 'src/util/math.ts']);

    // The same link again: the workspace of that repository and folder is offered.
    await page.goto(link);
    const offer = page.getByRole('dialog', { name: 'Open "monorepo (docs)"?' });
    await offer.getByRole('button', { name: 'Open "monorepo (docs)"' }).click();
    await page.getByRole('button', { name: 'Workspace: monorepo (docs)' }).waitFor();
    expect(await workspaceNames(page)).toEqual(['Starter', 'monorepo (docs)']);
    expect(await page.getByRole('dialog', { name: 'Clone repository' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains a refused token (401) and keeps no workspace; the right token clones, and is in no URL the server saw', async () => {
    createRepo(locked.server, 'private', docsRepoFiles);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const dialog = await cloneThroughDialog(page, { url: locked.server.url('private'), token: 'wrong-token' });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('127.0.0.1 asks for a token. Add a personal access token with access to this repository (or check that the one you gave is correct and not expired), then try again.');
    expect(await workspaceNames(page)).toEqual(['Starter']);

    await dialog.getByLabel('Access token').fill('right-token');
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('button', { name: 'Workspace: private' }).waitFor();
    await waitForFixturePage(page, 'Welcome');
    expect(locked.server.requests.filter((request) => request.split('\n')[0]?.includes('token'))).toEqual([]);
    // Not remembered: the token is in no storage of the page.
    expect(await page.evaluate(() => Object.entries(localStorage).filter(([, value]) => value.includes('right-token')))).toEqual([]);
    // The browser logs the 401 answers itself; nothing else went wrong.
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 401/.test(e))).toEqual([]);
    await context.close();
  });

  it('explains a git host that sends no CORS headers, and clones and pushes through the CORS proxy set then', async () => {
    createRepo(noCors.server, 'plain', docsRepoFiles);
    const { context, page } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const dialog = await cloneThroughDialog(page, { url: noCors.server.url('plain') });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'The browser blocked the request to 127.0.0.1: it does not allow pages on other sites to use git (it sends no CORS headers). Set a CORS proxy in the clone settings (one you trust: it sees your traffic, token included), or check that the proxy you set is working.',
    );
    expect(await dialog.getByText('A proxy sees all the traffic, your token included: use one you trust.', { exact: false }).count()).toBe(1);
    expect(await workspaceNames(page)).toEqual(['Starter']);

    await dialog.getByLabel('CORS proxy').fill(proxy.url);
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('button', { name: 'Workspace: plain' }).waitFor();
    const host = new URL(noCors.server.origin).host;
    expect(proxy.requests[0]).toBe(`/${host}/plain.git/info/refs?service=git-upload-pack`);
    expect(await page.evaluate(() => localStorage.getItem('quire:git-proxy'))).toBe(proxy.url);
    const panel = await editAndSeeChange(page, 'index.mdx', '\nThrough the proxy.\n');
    await commitInPanel(panel, 'Proxied');
    await panel.getByRole('button', { name: 'Push' }).click();
    await panel.getByRole('status').filter({ hasText: 'Pushed main.' }).waitFor();
    expect(proxy.requests.at(-1)).toBe(`/${host}/plain.git/git-receive-pack`);
    expect(serverLog(noCors.server, 'plain', 'main', '-1')).toContain('+Through the proxy.\n');
    await context.close();
  });

  it('shows a ?repo=…&proxy=… link\'s proxy as the link\'s: no kept token goes through it unless ticked, and it is not saved as the default', async () => {
    createRepo(lockedNoCors.server, 'behind-proxy', docsRepoFiles);
    const server = lockedNoCors.server;
    const savedProxy = 'http://127.0.0.1:9/saved-proxy';
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.evaluate(
      ([proxyKey, proxyValue, tokenKey]) => {
        localStorage.setItem(proxyKey, proxyValue);
        localStorage.setItem(tokenKey, 'kept-proxy-token');
      },
      ['quire:git-proxy', savedProxy, `quire:git-token:${server.origin}`] as const,
    );
    const seenByProxy = proxy.requests.length;
    await page.goto(`${env.app.url}?repo=${encodeURIComponent(server.url('behind-proxy'))}&proxy=${encodeURIComponent(proxy.url)}`);
    const dialog = page.getByRole('dialog', { name: 'Clone repository' });
    await dialog.getByText(/^A link asks to clone /).waitFor();
    expect(await dialog.getByText(/^A link asks to clone /).textContent()).toBe(`A link asks to clone behind-proxy.git from ${new URL(server.origin).host}, the repository's default branch into a new workspace. Nothing is fetched until you press Clone.`);
    expect(await dialog.getByLabel('CORS proxy').inputValue()).toBe(proxy.url);
    await dialog.getByText('This proxy comes from the link: it is not your saved setting and is not saved as one, and no token kept in this browser is sent through it unless you tick that below.').waitFor();
    expect(await dialog.getByLabel('Access token').inputValue()).toBe('');
    const useKept = dialog.getByLabel(`Send the token kept in this browser for ${server.origin} (through the proxy ${proxy.url})`);
    expect(await useKept.isChecked()).toBe(false);
    expect(proxy.requests.length).toBe(seenByProxy);
    expect(server.requests).toEqual([]);

    // Cloned through the link's proxy without the kept token: the host asks for one, none came through.
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await dialog.getByRole('alert').filter({ hasText: '127.0.0.1 asks for a token.' }).waitFor();
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.filter((request) => /"authorization"/.test(request))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('quire:git-proxy'))).toBe(savedProxy);

    // Ticked in this dialog: the user chose to send it through that proxy.
    await useKept.check();
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('button', { name: 'Workspace: behind-proxy' }).waitFor();
    expect(proxy.requests.slice(seenByProxy).every((path) => path.startsWith(`/${new URL(server.origin).host}/behind-proxy.git/`))).toBe(true);
    expect(server.requests.some((request) => request.includes(`"authorization":"Basic ${Buffer.from('x-access-token:kept-proxy-token').toString('base64')}"`))).toBe(true);

    // After a reload the default proxy is still the user's own.
    await page.reload();
    await page.getByRole('button', { name: 'Workspace: behind-proxy' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('quire:git-proxy'))).toBe(savedProxy);
    const again = await openCloneDialog(page);
    expect(await again.getByLabel('CORS proxy').inputValue()).toBe(savedProxy);
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 401/.test(e))).toEqual([]);
    await context.close();
  });

  it('a workspace cloned through a link\'s proxy with no token chosen pushes without the kept token, until the user lets it through that proxy', async () => {
    createRepo(pushGuarded.server, 'public-docs', docsRepoFiles);
    const server = pushGuarded.server;
    const authorized = () => server.requests.filter((request) => /"authorization"/.test(request)).map((request) => request.split('\n')[0]);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.evaluate(([key]) => localStorage.setItem(key, 'kept-push-token'), [`quire:git-token:${server.origin}`] as const);
    await page.goto(`${env.app.url}?repo=${encodeURIComponent(server.url('public-docs'))}&proxy=${encodeURIComponent(proxy.url)}`);
    const dialog = page.getByRole('dialog', { name: 'Clone repository' });
    await dialog.getByText('This proxy comes from the link', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('button', { name: 'Workspace: public-docs' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('quire:git-proxy'))).toBeNull();

    const panel = await editAndSeeChange(page, 'index.mdx', '\nPushed through the link proxy.\n');
    await commitInPanel(panel, 'Via the link proxy');
    await panel.getByRole('button', { name: 'Push' }).click();
    await panel.getByRole('alert').filter({ hasText: '127.0.0.1 asks for a token.' }).waitFor();
    expect(authorized()).toEqual([]);

    await panel.getByText(`Access token for ${server.origin}`).click();
    await panel.getByText(`This workspace's CORS proxy ${proxy.url} came from a link, so no token is sent through it.`, { exact: false }).waitFor();
    await panel.getByRole('button', { name: `Send the token through ${proxy.url}` }).click();
    await panel.getByRole('button', { name: 'Push' }).click();
    await panel.getByRole('status').filter({ hasText: 'Pushed main.' }).waitFor();
    expect(authorized()).toEqual(['GET /public-docs.git/info/refs?service=git-receive-pack', 'POST /public-docs.git/git-receive-pack']);
    expect(serverLog(server, 'public-docs', 'main', '-1')).toContain('+Pushed through the link proxy.\n');
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 401/.test(e))).toEqual([]);
    await context.close();
  });
});
