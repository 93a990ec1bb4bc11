import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodeShareFragment, shareUrl } from '../../src/workspace/share/index.ts';
import { createRepo, docsRepoFiles, git } from '../setup/git-server.ts';
import { openApp, previewFrame, sharedAppAndBrowser } from './app-harness.ts';
import { sharedGitServer, waitForFixturePage } from './git-ui.ts';

// A stranger's repository with symbolic links in its tree (git mode 120000), cloned into the
// browser's LightningFS, which would follow them: `assets -> .git` and `loop -> .`.

const env = sharedAppAndBrowser();
const plain = sharedGitServer();

/** Adds the links to the server's repository `name` in a commit of their own, as native git stores them; returns the new commit. */
function commitLinks(name: string, links: Readonly<Record<string, string>>): string {
  const work = mkdtempSync(join(tmpdir(), 'quire-git-work-'));
  try {
    git(work, 'clone', '--quiet', plain.server.repoPath(name), '.');
    for (const [path, target] of Object.entries(links)) symlinkSync(target, join(work, path));
    git(work, 'add', '-A');
    git(work, 'commit', '--quiet', '-m', 'Links');
    git(work, 'push', '--quiet', 'origin', 'main');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return git(plain.server.repoPath(name), 'rev-parse', 'main').trim();
}

const linkWarning = (path: string) => `warning: ${path} is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself. ${path}:1:1`;

describe('a cloned repository with symbolic links', () => {
  it('opens without following them (no frozen tab), reports each as project/symlink, and a share link writing through `assets -> .git` leaves .git/config untouched', async () => {
    createRepo(plain.server, 'linked', docsRepoFiles);
    const commit = commitLinks('linked', { assets: '.git', loop: '.' });
    expect(git(plain.server.repoPath('linked'), 'ls-tree', 'main', 'assets', 'loop')).toBe(`120000 blob ${git(plain.server.repoPath('linked'), 'rev-parse', 'main:assets').trim()}\tassets\n120000 blob ${git(plain.server.repoPath('linked'), 'rev-parse', 'main:loop').trim()}\tloop\n`);
    const evil = '[remote "origin"]\n\turl = http://127.0.0.1:9/evil.git\n';
    const { fragment } = encodeShareFragment({
      kind: 'repo',
      repo: { url: plain.server.url('linked'), ref: 'main', commit },
      changed: new Map([
        ['assets/config', evil],
        ['index.mdx', `${docsRepoFiles['index.mdx'] ?? ''}\nChanged by the link.\n`],
      ]),
      deleted: [],
    });
    const { context, page, errors } = await openApp(env.browser, shareUrl(env.app.url, fragment));
    try {
      // A repository share link clones only once Clone is pressed in the dialog naming the repository.
      const dialog = page.getByRole('dialog', { name: 'Clone repository' });
      await dialog.getByText(/^A share link asks to clone /).waitFor();
      await dialog.getByRole('button', { name: 'Clone' }).click();
      await page.getByRole('button', { name: 'Workspace: linked' }).waitFor({ timeout: 30_000 });
      await page
        .getByRole('alert')
        .filter({ hasText: 'The repository was cloned, but the link\'s changes could not be stored: This share link changes "assets/config", which is inside "assets", a symbolic link in the repository. Quire never writes through a link, so none of the link\'s changes were stored.' })
        .waitFor({ timeout: 30_000 });
      // The workspace opened (its walk ended at the links) with none of the link's changes.
      await waitForFixturePage(page, 'Welcome');
      await previewFrame(page).getByText('Hello from the fixture.').waitFor();
      expect(await previewFrame(page).getByText('Changed by the link.').count()).toBe(0);
      expect(await page.getByRole('tree', { name: 'Workspace files' }).getByRole('treeitem').evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.path))).toEqual(['guides', 'guides/setup.mdx', 'docs.json', 'index.mdx']);
      const linkProblems = () => page.getByRole('list', { name: 'Problem list' }).locator('.problem-jump').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label') ?? '').filter((label) => label.includes('symbolic link')));
      await expect.poll(linkProblems, { timeout: 15_000 }).toEqual([linkWarning('assets'), linkWarning('loop')]);
      expect(await page.getByRole('list', { name: 'Problem list' }).getByText('assets:1:1 · project/symlink').count()).toBe(1);

      // The repository as stored, .git included: its config names the repository it was cloned from, and the links are left out, with a notice.
      const started = page.waitForEvent('download');
      await page.keyboard.press('Control+Shift+P');
      await page.getByRole('combobox', { name: 'Command palette' }).fill('Download project as .zip, with .git');
      await page.getByRole('option', { name: 'Download project as .zip, with .git', selected: true }).waitFor();
      await page.keyboard.press('Enter');
      const zip = unzipSync(new Uint8Array(await readFile(await (await started).path())));
      await page.getByRole('alert').filter({ hasText: 'The download leaves out 2 symbolic links assets, loop: Quire never follows a link, nor puts one in a .zip.' }).waitFor();
      const config = new TextDecoder().decode(zip['.git/config']);
      expect(config).toContain(`url = ${plain.server.url('linked')}\n`);
      expect(config).not.toContain('evil');
      expect(Object.keys(zip).filter((path) => !path.startsWith('.git/')).sort()).toEqual(['docs.json', 'guides/setup.mdx', 'index.mdx']);

      // The workspace opens again after a reload.
      await page.reload();
      await waitForFixturePage(page, 'Welcome');
      await expect.poll(linkProblems, { timeout: 15_000 }).toEqual([linkWarning('assets'), linkWarning('loop')]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
