import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeShareFragment, encodeShareFragment, shareUrl } from '../../src/workspace/share/index.ts';
import type { SharedProject } from '../../src/workspace/share/index.ts';
import { starterProject } from '../../src/workspace/starter/starter-project.ts';
import { commitOnServer, createRepo, git, monorepoFiles, startGitServer } from '../setup/git-server.ts';
import type { GitServer } from '../setup/git-server.ts';
import { focusEditorAtEnd, openApp, previewFrame, sharedAppAndBrowser, typeInEditor, waitForPreviewTitle } from './app-harness.ts';
import { appendToFile, cloneThroughDialog, commitInPanel, openFromTree, openSourceControl, waitForFixturePage } from './git-ui.ts';

const env = sharedAppAndBrowser();
const plantedToken = 'ghp_PLANTEDshareTOKEN0123456789';
const plantedEmail = 'gardener@planted.example';

/** Opens the Share dialog and waits for its link. */
async function shareLink(page: Page, options: { readOnly?: boolean; note?: string; palette?: boolean; warning?: string } = {}): Promise<string> {
  if (options.palette) {
    await page.keyboard.press('Control+Shift+P');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Share: a link');
    await page.keyboard.press('Enter');
  } else {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Share' });
  if (options.warning !== undefined) await dialog.getByRole('status').filter({ hasText: options.warning }).waitFor();
  if (options.note !== undefined) await dialog.getByText(options.note).waitFor();
  if (options.readOnly) await dialog.getByLabel('Open read-only').check();
  const field = dialog.getByLabel('Share link');
  await expect.poll(() => field.inputValue()).toMatch(/#share=v1\./);
  const link = await field.inputValue();
  await expect.poll(() => dialog.getByText(/^Link size:/).innerText()).toBe(`Link size: ${link.length.toLocaleString('en')} characters (${(link.length / 1024).toFixed(1)} KB)`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

/** What a link holds, read by the format itself. */
function decoded(link: string): Extract<SharedProject, { kind: 'project' }> {
  const shared = decodeShareFragment(new URL(link).hash);
  if (shared?.kind !== 'project') throw new Error(`not a project link: ${link.slice(0, 80)}`);
  return shared;
}

/** Presses Clone in the clone dialog a repository share link opened (nothing is fetched before). */
async function cloneFromLinkDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Clone repository' });
  await dialog.getByText(/^A share link asks to clone /).waitFor();
  await dialog.getByRole('button', { name: 'Clone' }).click();
}

const workspaceNames = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string }[]).map((w) => w.name));

describe('share links', () => {
  it('shares a modified starter at its page; a fresh browser opens the same files at the same page in a new workspace', async () => {
    const sender = await openApp(env.browser, env.app.url);
    const { page } = sender;
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    // Secrets the app keeps in this browser: none may reach a link.
    await page.evaluate(
      ([token, email]) => {
        localStorage.setItem('quire:git-token:github.com', token);
        localStorage.setItem('quire:git-author', JSON.stringify({ name: 'Gardener', email }));
      },
      [plantedToken, plantedEmail] as const,
    );
    await focusEditorAtEnd(page);
    await typeInEditor(page, '\nShared by the greenhouse team.');
    await page.keyboard.press('Control+p');
    await page.getByRole('combobox', { name: 'Go to file' }).fill('cards');
    await page.keyboard.press('Enter');
    await waitForPreviewTitle(page, 'Cards');

    const link = await shareLink(page, { warning: 'This link is longer than 8 KB: chat tools and e-mail may cut it off (browsers open links up to 2 MB). Paste it where long text is kept whole, or download a .zip instead.' });
    expect(link.startsWith(`${env.app.url.replace(/\/$/, '')}/`)).toBe(true);
    expect(link).not.toContain(plantedToken);
    expect(link).not.toContain(plantedEmail);
    // The starter's link is past what chat tools carry: the dialog said so.
    expect(link.length).toBeGreaterThan(8 * 1024);
    const sent = decoded(link);
    expect(sent.page).toBe('components/cards.mdx');
    expect(sent.name).toBe('Starter');
    const starter = starterProject();
    expect([...sent.files.keys()].sort()).toEqual([...starter.keys()].sort());
    for (const [path, text] of starter) {
      if (path === 'introduction.mdx') expect(sent.files.get(path)).toBe(`${text}\nShared by the greenhouse team.`);
      else expect(sent.files.get(path), path).toBe(text);
    }
    expect(JSON.stringify([...sent.files.values()])).not.toContain(plantedToken);

    const receiver = await openApp(env.browser, link);
    await waitForPreviewTitle(receiver.page, 'Cards');
    await receiver.page.getByRole('button', { name: 'Workspace: Starter (shared)' }).waitFor();
    expect(await receiver.page.evaluate(() => location.hash)).toBe('');
    expect(await workspaceNames(receiver.page)).toEqual(['Starter', 'Starter (shared)']);
    // The receiver's copy, shared again, is the same files at the same page.
    const again = decoded(await shareLink(receiver.page));
    expect(again.page).toBe('components/cards.mdx');
    expect(again.files).toEqual(sent.files);

    // A link cut off when it was copied: the message, and every workspace as it was.
    // (A new load: going to the same address with another fragment would only change the fragment.)
    await receiver.page.goto('about:blank');
    await receiver.page.goto(link.slice(0, Math.floor(link.length / 2)));
    await receiver.page
      .getByRole('alert')
      .filter({ hasText: 'This share link is damaged or incomplete (it may have been cut off when it was copied), so nothing was opened and nothing stored was changed. Ask for the link again, or for a .zip of the project.' })
      .waitFor();
    expect(await workspaceNames(receiver.page)).toEqual(['Starter', 'Starter (shared)']);
    await waitForPreviewTitle(receiver.page, /./);

    expect(sender.errors).toEqual([]);
    expect(receiver.errors).toEqual([]);
    await sender.context.close();
    await receiver.context.close();
  });

  it('opens a link made read-only without editing, until the reader chooses to edit the copy', async () => {
    const sender = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(sender.page, 'Welcome to Acme Plants');
    const link = await shareLink(sender.page, { readOnly: true, palette: true });
    expect(decodeShareFragment(new URL(link).hash)?.readOnly).toBe(true);

    const reader = await openApp(env.browser, link);
    const { page } = reader;
    await page.getByRole('button', { name: 'Workspace: Starter (shared)' }).waitFor();
    await page.getByRole('status').filter({ hasText: '"Starter (shared)" was opened read-only from a share link: nothing you type is kept.' }).waitFor();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const introduction = starterProject().get('introduction.mdx');
    await focusEditorAtEnd(page);
    await typeInEditor(page, 'Typed while read-only.');
    expect(decoded(await shareLink(page)).files.get('introduction.mdx')).toBe(introduction);
    await page.getByRole('button', { name: 'Edit this copy' }).click();
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quire:share-read-only:')))).toEqual([]);
    await focusEditorAtEnd(page);
    await typeInEditor(page, 'Typed after choosing to edit.');
    expect(decoded(await shareLink(page)).files.get('introduction.mdx')).toBe(`${introduction ?? ''}Typed after choosing to edit.`);

    // The link pasted into the address bar of this open tab (only the fragment changes): another new workspace.
    await page.evaluate((hash) => (location.hash = hash), new URL(link).hash);
    await page.getByRole('button', { name: 'Workspace: Starter (shared) 2' }).waitFor();
    expect(await workspaceNames(page)).toEqual(['Starter', 'Starter (shared)', 'Starter (shared) 2']);
    expect(sender.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await sender.context.close();
    await reader.context.close();
  });
});

describe('share links too long for browsers', () => {
  it('leaves the binary files out by itself when the link would be past 2 MB with them, and says so', async () => {
    // 2.5 MB of bytes no compressor shrinks (xorshift32 from a fixed seed).
    let seed = 11;
    const photo = Uint8Array.from({ length: 2_500_000 }, () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed & 0xff;
    });
    const text = (value: string) => new TextEncoder().encode(value);
    const zip = zipSync({
      'docs.json': text(JSON.stringify({ name: 'Album', navigation: [{ group: 'Start', pages: ['index'] }] })),
      'index.mdx': text('---\ntitle: Album\n---\n\nOne photo.\n'),
      'images/photo.png': photo,
    });
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await page.getByLabel('Import .zip as workspace').setInputFiles({ name: 'album.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
    await page.getByRole('button', { name: 'Workspace: album' }).waitFor();
    await waitForPreviewTitle(page, 'Album');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.getByText(/^With its binary files the link would be [\d,]+ characters, more than browsers open, so they were left out\.$/).waitFor();
    expect(await dialog.getByLabel('Leave out binary files (1: images and other non-text files)').isChecked()).toBe(true);
    const link = await dialog.getByLabel('Share link').inputValue();
    expect(link.length).toBeLessThan(1024);
    expect([...decoded(link).files.keys()]).toEqual(['docs.json', 'index.mdx']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('share links of a cloned repository', () => {
  let server: GitServer;
  beforeAll(async () => {
    server = await startGitServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shares the repository, commit, folder and the edit; a fresh browser clones it from the test git server and gets the same files at the same page', async () => {
    createRepo(server, 'product', monorepoFiles);
    const commit = git(server.repoPath('product'), 'rev-parse', 'main').trim();
    const sender = await openApp(env.browser, env.app.url);
    const { page } = sender;
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await cloneThroughDialog(page, { url: server.url('product'), folder: 'docs', token: plantedToken });
    await page.getByRole('button', { name: 'Workspace: product (docs)' }).waitFor();
    await waitForFixturePage(page, 'Welcome');
    await appendToFile(page, 'index.mdx', '\nShared from the clone.\n');
    await openFromTree(page, 'guides/setup.mdx');
    await waitForFixturePage(page, 'Setup');

    const link = await shareLink(page);
    expect(link).not.toContain(plantedToken);
    const sent = decodeShareFragment(new URL(link).hash);
    expect(sent).toEqual({
      kind: 'repo',
      name: 'product (docs)',
      page: 'guides/setup.mdx',
      repo: { url: server.url('product'), ref: 'main', commit, folder: 'docs' },
      changed: new Map([['index.mdx', `${monorepoFiles['docs/index.mdx'] ?? ''}\nShared from the clone.\n`]]),
      deleted: [],
    });
    expect(link.length).toBeLessThan(1024);

    const receiver = await openApp(env.browser, link);
    await cloneFromLinkDialog(receiver.page);
    await receiver.page.getByRole('button', { name: 'Workspace: product (docs)' }).waitFor({ timeout: 30_000 });
    await waitForFixturePage(receiver.page, 'Setup');
    const again = decodeShareFragment(new URL(await shareLink(receiver.page)).hash);
    expect(again).toEqual(sent);

    // The branch moves on before the next reader opens the link: the edit goes onto the newer files, and a notice says so.
    commitOnServer(server, 'product', { 'docs/guides/setup.mdx': '---\ntitle: Setup\n---\n\nInstall one thing.\n' }, 'Move on');
    const late = await openApp(env.browser, link);
    await cloneFromLinkDialog(late.page);
    await late.page.getByRole('alert').filter({ hasText: `The branch main has moved on since the link was made (it was made at ${commit.slice(0, 7)}, the clone is at ` }).waitFor({ timeout: 30_000 });
    await waitForFixturePage(late.page, 'Setup');
    await previewFrame(late.page).getByText('Install one thing.').waitFor();
    const lateShare = decodeShareFragment(new URL(await shareLink(late.page)).hash);
    expect(lateShare?.kind === 'repo' && lateShare.changed).toEqual(sent?.kind === 'repo' && sent.changed);
    await late.context.close();

    // A commit made here is on no remote: the link holds the whole project instead, and no author's e-mail.
    const panel = await openSourceControl(page);
    await commitInPanel(panel, 'Local only', { name: 'Gardener', email: plantedEmail });
    const whole = await shareLink(page, { note: 'Commits were made or pulled here since the clone, and the link can only name the commit that was cloned: it holds the whole project instead.' });
    expect(whole).not.toContain(plantedEmail);
    const project = decodeShareFragment(new URL(whole).hash);
    expect(project?.kind === 'project' && [...project.files.keys()].sort()).toEqual(['docs.json', 'guides/setup.mdx', 'index.mdx']);
    expect(JSON.stringify(project?.kind === 'project' && [...project.files.values()])).not.toContain(plantedEmail);

    expect(sender.errors).toEqual([]);
    expect(receiver.errors).toEqual([]);
    await sender.context.close();
    await receiver.context.close();
  });
});

describe('a repository share link asks before it clones', () => {
  const keptToken = 'kept-token-for-this-origin-3b9d';
  let locked: GitServer;
  beforeAll(async () => {
    locked = await startGitServer({ auth: { username: 'x-access-token', password: keptToken } });
  });
  afterAll(async () => {
    await locked?.close();
  });

  it('names the host, repository, branch and commit, fetches nothing until Clone, and sends a token kept for that origin only when ticked', async () => {
    createRepo(locked, 'private-docs', monorepoFiles);
    const commit = git(locked.repoPath('private-docs'), 'rev-parse', 'main').trim();
    const shared: SharedProject = { kind: 'repo', name: 'private-docs (docs)', page: 'index.mdx', repo: { url: locked.url('private-docs'), ref: 'main', commit, folder: 'docs' }, changed: new Map([['index.mdx', '# Changed by the link\n']]), deleted: [] };
    const link = shareUrl(env.app.url, encodeShareFragment(shared).fragment);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    // A token the reader once remembered for that very origin.
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [`quire:git-token:${locked.origin}`, keptToken] as const);
    await page.goto('about:blank');
    await page.goto(link);

    const dialog = page.getByRole('dialog', { name: 'Clone repository' });
    const host = new URL(locked.origin).host;
    await dialog.getByText(/^A share link asks to clone /).waitFor();
    expect(await dialog.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id ?? ''}"]`).textContent())).toBe(
      `A share link asks to clone private-docs.git from ${host}, branch main, folder docs (the link was made at commit ${commit.slice(0, 7)}) into a new workspace and apply its changes to 1 file. Nothing is fetched until you press Clone.`,
    );
    expect(await dialog.getByLabel('Repository URL').inputValue()).toBe(locked.url('private-docs'));
    expect(await dialog.getByLabel('Access token').inputValue()).toBe('');
    const useKept = dialog.getByLabel(`Send the token kept in this browser for ${locked.origin}`);
    expect(await useKept.isChecked()).toBe(false);
    // The dialog is up and the git server has heard nothing.
    expect(locked.requests).toEqual([]);

    // Clone without the kept token: the host asks for one, and none was sent.
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await dialog.getByRole('alert').filter({ hasText: `127.0.0.1 asks for a token.` }).waitFor();
    expect(locked.requests.length).toBeGreaterThan(0);
    expect(locked.requests.filter((request) => /"authorization"/.test(request))).toEqual([]);

    // Ticked: the kept token goes to that origin, the clone opens with the link's change.
    await useKept.check();
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('button', { name: 'Workspace: private-docs (docs)' }).waitFor({ timeout: 30_000 });
    await previewFrame(page).getByText('Changed by the link').waitFor();
    expect(locked.requests.some((request) => request.includes(`"authorization":"Basic ${Buffer.from(`x-access-token:${keptToken}`).toString('base64')}"`))).toBe(true);
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 401/.test(e))).toEqual([]);
    await context.close();
  });
});
