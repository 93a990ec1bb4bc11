import git from 'isomorphic-git';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitChanges, GitCode, gitStatus } from '../../../src/workspace/index.ts';
import type { GitFs } from '../../../src/workspace/index.ts';
import { createProvider, openRepository, providerRepoFor, publishBranch, pullThroughApi } from '../../../src/workspace/provider/index.ts';
import type { RateLimit } from '../../../src/workspace/provider/index.ts';
import { commitOnServer, createRepo, docsRepoFiles, generatedFiles, git as nativeGit, monorepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { startRestHost } from '../../setup/rest-host.ts';
import type { RestHost } from '../../setup/rest-host.ts';
import { gitErrorOf, newGitFs, readText, workingFiles } from '../git/git-test-fs.ts';

const TOKEN = 'tok-123';
let server: GitServer;
let host: RestHost;
let limited: RestHost;

beforeAll(async () => {
  server = await startGitServer();
  createRepo(server, 'docs', docsRepoFiles);
  createRepo(server, 'mono', monorepoFiles);
  createRepo(server, 'big', generatedFiles(150, 64));
  createRepo(server, 'moved', docsRepoFiles);
  createRepo(server, 'pulled', docsRepoFiles);
  createRepo(server, 'guarded', docsRepoFiles);
  createRepo(server, 'lab', docsRepoFiles);
  for (const name of ['guarded', 'lab']) nativeGit(server.repoPath(name), 'branch', 'release', 'main');
  // A commit made east of UTC: GitHub's API gives its dates in UTC, without the +05:30.
  const work = `${server.root}/offset-work`;
  nativeGit(server.root, 'clone', '--quiet', server.repoPath('docs'), work);
  nativeGit(work, 'commit', '--quiet', '--allow-empty', '-m', 'From Bangalore', '--date', '2026-03-01T10:00:00+05:30');
  nativeGit(work, 'push', '--quiet', 'origin', 'main');
  nativeGit(server.root, 'init', '--quiet', '--bare', '--initial-branch=main', server.repoPath('empty'));
  host = await startRestHost(server.root, { token: TOKEN, readOnlyToken: 'read-only', protectedBranches: ['release'] });
  limited = await startRestHost(server.root, { anonymousLimit: 3 });
});
afterAll(async () => {
  await host.close();
  await limited.close();
  await server.close();
});

const api = (h: RestHost, kind: 'github' | 'gitlab') => `${h.origin}/api/${kind === 'github' ? 'v3' : 'v4'}`;
function provider(name: string, kind: 'github' | 'gitlab' = 'github', options: { token?: string; on?: RestHost; onRateLimit?: (l: RateLimit) => void } = {}) {
  const h = options.on ?? host;
  const repo = providerRepoFor(`${h.origin}/acme/${name}`, { provider: kind, api: api(h, kind) });
  if (!repo) throw new Error('no provider repo');
  return createProvider(repo, { fetch, ...(options.token ? { credentials: { [h.origin]: options.token } } : {}), ...(options.onRateLimit ? { onRateLimit: options.onRateLimit } : {}) });
}
const serverHead = (name: string, ref = 'main') => nativeGit(server.repoPath(name), 'rev-parse', ref).trim();
const author = { name: 'Writer', email: 'writer@example.com' };

async function editAndCommit(fs: GitFs, dir: string, path: string, text: string, message: string): Promise<string> {
  await fs.writeFile(`${dir === '/' ? '' : dir}/${path}`, text);
  return commitChanges({ fs, dir, message, author });
}

describe('GitHub through its REST API', () => {
  it('opens a public repository with no token: the host commit id, the files, a clean status, four API requests', async () => {
    const fs = newGitFs();
    const limits: RateLimit[] = [];
    const p = provider('docs', 'github', { onRateLimit: (l) => limits.push(l) });
    const result = await openRepository({ fs, dir: '/', provider: p });
    expect(result).toEqual({ branch: 'main', commit: serverHead('docs'), folder: undefined, exactCommit: true, requests: 7 });
    expect(await workingFiles(fs, '/')).toEqual(['docs.json', 'guides/setup.mdx', 'index.mdx']);
    expect(await readText(fs, '/index.mdx')).toBe(docsRepoFiles['index.mdx']);
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
    // The commit made at +05:30 was rebuilt byte for byte from UTC dates.
    expect((await git.readCommit({ fs, dir: '/', oid: result.commit })).commit.author.timezoneOffset).toBe(-330);
    // Repository, ref, commit, tree: four API requests; the three files came from the raw host.
    expect(limits.map((l) => l.remaining).slice(-1)[0]).toBeLessThan(60);
    expect(host.requests.filter((r) => r.path.includes('/acme/docs')).map((r) => `${r.method} ${r.path.replace(/[0-9a-f]{40}/g, '<sha>')}`)).toEqual([
      'GET /api/v3/repos/acme/docs',
      'GET /api/v3/repos/acme/docs/git/ref/heads/main',
      'GET /api/v3/repos/acme/docs/git/commits/<sha>',
      'GET /api/v3/repos/acme/docs/git/trees/<sha>?recursive=1',
      'GET /raw/acme/docs/<sha>/docs.json',
      'GET /raw/acme/docs/<sha>/guides/setup.mdx',
      'GET /raw/acme/docs/<sha>/index.mdx',
    ]);
  });

  it('opens only the docs folder of a monorepo, keeping the whole tree in the index', async () => {
    const fs = newGitFs();
    const result = await openRepository({ fs, dir: '/', provider: provider('mono'), folder: 'docs' });
    expect(result.commit).toBe(serverHead('mono'));
    expect(await workingFiles(fs, '/')).toEqual(['docs/docs.json', 'docs/guides/setup.mdx', 'docs/index.mdx']);
    expect(await git.listFiles({ fs, dir: '/' })).toEqual(Object.keys(monorepoFiles).sort());
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
    await editAndCommit(fs, '/', 'docs/index.mdx', '# Changed\n', 'Edit the docs');
    const tree = (await git.readCommit({ fs, dir: '/', oid: await git.resolveRef({ fs, dir: '/', ref: 'HEAD' }) })).commit.tree;
    // The commit keeps the files that were never downloaded.
    const files = (await git.listFiles({ fs, dir: '/', ref: 'HEAD' })).sort();
    expect(files).toEqual(Object.keys(monorepoFiles).sort());
    expect(tree).toMatch(/^[0-9a-f]{40}$/);
  });

  it('publishes local commits as a new branch with a pull request; the host has the same commit', async () => {
    const fs = newGitFs();
    const p = provider('docs', 'github', { token: TOKEN });
    const opened = await openRepository({ fs, dir: '/', provider: p });
    const local = await editAndCommit(fs, '/', 'index.mdx', '# Edited in Quire\n', 'Edit the welcome page\n');
    const result = await publishBranch({ fs, dir: '/', provider: p, branch: 'quire-edit', request: { title: 'Edit the welcome page', body: 'From Quire.' } });
    expect(result.commits).toEqual([local]);
    expect(serverHead('docs', 'quire-edit')).toBe(local);
    expect(nativeGit(server.repoPath('docs'), 'rev-parse', 'quire-edit^').trim()).toBe(opened.commit);
    expect(nativeGit(server.repoPath('docs'), 'show', 'quire-edit:index.mdx')).toBe('# Edited in Quire\n');
    expect(result.request).toEqual({ url: expect.stringMatching(/\/pull\/\d+$/), number: expect.any(Number) });
    expect(host.pulls.at(-1)).toMatchObject({ repo: 'acme/docs', title: 'Edit the welcome page', body: 'From Quire.', head: 'quire-edit', base: 'main' });
    expect(await git.currentBranch({ fs, dir: '/' })).toBe('quire-edit');
    expect(await git.resolveRef({ fs, dir: '/', ref: 'main' })).toBe(opened.commit);
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
    // The token went only in the Authorization header.
    expect(host.requests.some((r) => r.path.includes(TOKEN))).toBe(false);
  });

  it('refuses to publish over a branch that moved on the host, and names what to do', async () => {
    const fs = newGitFs();
    const p = provider('moved', 'github', { token: TOKEN });
    await openRepository({ fs, dir: '/', provider: p });
    commitOnServer(server, 'moved', { 'index.mdx': '# Someone else\n' }, 'Concurrent edit');
    await editAndCommit(fs, '/', 'guides/setup.mdx', 'Mine\n', 'My edit');
    const error = await gitErrorOf(publishBranch({ fs, dir: '/', provider: p, branch: 'main' }));
    expect([error.code, error.data.branch]).toEqual([GitCode.refMoved, 'main']);
    expect(error.message).toContain('Publish your commits to a new branch instead');
    expect(serverHead('moved')).not.toBe(await git.resolveRef({ fs, dir: '/', ref: 'HEAD' }));
  });

  it('refuses a protected branch with what to do', async () => {
    const fs = newGitFs();
    const p = provider('guarded', 'github', { token: TOKEN });
    await openRepository({ fs, dir: '/', provider: p, ref: 'release' });
    await editAndCommit(fs, '/', 'index.mdx', 'x\n', 'Straight to release');
    const error = await gitErrorOf(publishBranch({ fs, dir: '/', provider: p, branch: 'release' }));
    expect([error.code, error.data.branch]).toEqual([GitCode.branchProtected, 'release']);
    expect(error.message).toContain('Publish to a new branch');
  });

  it('pulls through the API: a fast-forward that downloads only what changed', async () => {
    const fs = newGitFs();
    const p = provider('pulled');
    await openRepository({ fs, dir: '/', provider: p });
    commitOnServer(server, 'pulled', { 'guides/new.mdx': 'New page\n', 'guides/setup.mdx': null }, 'Add a page');
    const before = host.requests.length;
    const result = await pullThroughApi({ fs, dir: '/', provider: p });
    expect(result).toEqual({ updated: true, commit: serverHead('pulled') });
    expect(await workingFiles(fs, '/')).toEqual(['docs.json', 'guides/new.mdx', 'index.mdx']);
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
    expect(host.requests.slice(before).filter((r) => r.path.startsWith('/raw/')).map((r) => r.path.split('/').slice(5).join('/'))).toEqual(['guides/new.mdx']);
    expect(await pullThroughApi({ fs, dir: '/', provider: p })).toEqual({ updated: false, commit: serverHead('pulled') });
  });

  it('explains a used-up rate limit, a refused token, a missing repository and branch', async () => {
    const limitedError = await gitErrorOf(openRepository({ fs: newGitFs(), dir: '/', provider: provider('docs', 'github', { on: limited }) }));
    expect([limitedError.code, limitedError.data.limit, limitedError.data.resetAt]).toEqual([GitCode.rateLimited, 3, '2026-12-01T00:00:00.000Z']);
    expect(limitedError.message).toContain('add a token');
    expect((await gitErrorOf(openRepository({ fs: newGitFs(), dir: '/', provider: provider('docs', 'github', { token: 'wrong' }) }))).code).toBe(GitCode.authRequired);
    expect((await gitErrorOf(openRepository({ fs: newGitFs(), dir: '/', provider: provider('nothing') }))).code).toBe(GitCode.repositoryNotFound);
    const branch = await gitErrorOf(openRepository({ fs: newGitFs(), dir: '/', provider: provider('docs'), ref: 'nope' }));
    expect([branch.code, branch.data.branch]).toEqual([GitCode.branchNotFound, 'nope']);
    const folder = await gitErrorOf(openRepository({ fs: newGitFs(), dir: '/', provider: provider('docs'), folder: 'missing' }));
    expect(folder.code).toBe(GitCode.folderNotFound);
    // An empty repository: GitHub's 409 on its git database.
    const empty = await gitErrorOf(openRepository({ fs: newGitFs(), dir: '/', provider: provider('empty') }));
    expect([empty.code, empty.data.status]).toEqual([GitCode.emptyRepository, 409]);
    expect(empty.message).toContain('has no commits yet');
  });

  it('names the permission a read-only token lacks when publishing (403)', async () => {
    const fs = newGitFs();
    const p = provider('pulled', 'github', { token: 'read-only' });
    await openRepository({ fs, dir: '/', provider: p });
    await editAndCommit(fs, '/', 'index.mdx', '# Mine\n', 'Mine');
    const error = await gitErrorOf(publishBranch({ fs, dir: '/', provider: p, branch: 'read-only-try' }));
    expect([error.code, error.data.status, error.data.scope]).toEqual([GitCode.forbidden, 403, 'contents=write']);
  });
});

describe('GitLab through its REST API', () => {
  it('opens a project across tree pages with the host commit id, publishes a branch and a merge request', async () => {
    const fs = newGitFs();
    const p = provider('big', 'gitlab', { token: TOKEN });
    const opened = await openRepository({ fs, dir: '/', provider: p });
    expect([opened.commit, opened.exactCommit]).toEqual([serverHead('big'), true]);
    expect((await workingFiles(fs, '/')).length).toBe(151);
    expect(host.requests.filter((r) => r.path.includes('/repository/tree')).length).toBeGreaterThan(1);
    await editAndCommit(fs, '/', 'docs.json', '{ "name": "Edited" }\n', 'Edit the config');
    const result = await publishBranch({ fs, dir: '/', provider: p, branch: 'quire-lab', request: { title: 'Config', body: 'Please merge.' } });
    // GitLab writes its own commit (its committer and clock); the local branch now is that commit.
    expect(result.commits).toEqual([serverHead('big', 'quire-lab')]);
    expect(await git.resolveRef({ fs, dir: '/', ref: 'HEAD' })).toBe(serverHead('big', 'quire-lab'));
    expect(nativeGit(server.repoPath('big'), 'rev-parse', 'quire-lab^').trim()).toBe(opened.commit);
    expect(host.pulls.at(-1)).toMatchObject({ repo: 'acme/big', head: 'quire-lab', base: 'main', title: 'Config' });
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
  });

  it('refuses a protected branch with what to do', async () => {
    const fs = newGitFs();
    const p = provider('lab', 'gitlab', { token: TOKEN });
    await openRepository({ fs, dir: '/', provider: p, ref: 'release' });
    await editAndCommit(fs, '/', 'index.mdx', 'x\n', 'Straight to release');
    const error = await gitErrorOf(publishBranch({ fs, dir: '/', provider: p, branch: 'release' }));
    expect([error.code, error.data.branch]).toEqual([GitCode.branchProtected, 'release']);
  });
});
