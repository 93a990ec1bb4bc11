import git from 'isomorphic-git';
import http from 'isomorphic-git/http/node';
import type { HttpClient } from 'isomorphic-git';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRepository, commitChanges, createBranch, GitCode, gitStatus, listBranches, pullBranch, pushBranch, switchBranch } from '../../../src/workspace/index.ts';
import type { GitFs } from '../../../src/workspace/index.ts';
import { commitOnServer, createRepo, docsRepoFiles, git as nativeGit, monorepoFiles, serverLog, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { allPaths, gitErrorOf, newGitFs, readText } from './git-test-fs.ts';

const TOKEN = 'quire-secret-token-7f3a';
const ada = { name: 'Ada Writer', email: 'ada@example.com' };
let server: GitServer;
let repoCount = 0;
/** The test server's token, kept under its origin (scheme, host and port). */
const tokenFor = () => ({ [server.origin]: TOKEN });

beforeAll(async () => {
  server = await startGitServer({ auth: { username: 'x-access-token', password: TOKEN } });
});
afterAll(() => server.close());

/** A fresh repository on the server (tests move remotes, so each gets its own) and a clone of it. */
async function clonedRepo(files = docsRepoFiles, folder?: string): Promise<{ fs: GitFs; name: string }> {
  repoCount += 1;
  const name = `repo-${repoCount}`;
  createRepo(server, name, files);
  const fs = newGitFs();
  await cloneRepository({ fs, http, dir: '/', url: server.url(name), credentials: tokenFor(), ...(folder ? { folder } : {}) });
  return { fs, name };
}


describe('commit and push', () => {
  it('pushes a commit that native git on the server shows with its author, message and content', async () => {
    const { fs, name } = await clonedRepo();
    await fs.writeFile('/index.mdx', '---\ntitle: Welcome\n---\n\n# Welcome\n\nChanged in the browser.\n');
    const oid = await commitChanges({ fs, dir: '/', message: 'Reword the welcome page', author: ada });
    await pushBranch({ fs, dir: '/', http, credentials: tokenFor() });
    const log = serverLog(server, name, 'main', '-1');
    expect(log.split('\ndiff --git')[0]).toBe(`commit ${oid}\nAuthor: Ada Writer <ada@example.com>\n\nReword the welcome page\n\n`);
    expect(log).toContain('--- a/index.mdx\n+++ b/index.mdx\n@@ -4,4 +4,4 @@ title: Welcome\n \n # Welcome\n \n-Hello from the fixture.\n+Changed in the browser.\n');
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
  });

  it('never writes the token: not in any file of the workspace (.git included), the config, or a request URL', async () => {
    const { fs, name } = await clonedRepo();
    await fs.writeFile('/new.mdx', '# New\n');
    await commitChanges({ fs, dir: '/', message: 'Add a page', author: ada });
    await pushBranch({ fs, dir: '/', http, credentials: tokenFor() });
    await pullBranch({ fs, dir: '/', http, credentials: tokenFor() });
    const paths = await allPaths(fs, '/');
    expect(paths).toContain('/.git/config');
    for (const path of paths) {
      if ((await fs.lstat(path)).isDirectory()) continue;
      const bytes = (await fs.readFile(path)) as Uint8Array;
      expect(Buffer.from(bytes).toString('latin1'), path).not.toContain(TOKEN);
    }
    expect(await readText(fs, '/.git/config')).toContain(`url = ${server.url(name)}\n`);
    const lines = server.requests.map((r) => r.split('\n')[0] ?? '');
    expect(lines.some((line) => line.includes(`/${name}.git/git-receive-pack`))).toBe(true);
    for (const line of lines) expect(line).not.toContain(TOKEN);
  });

  it('commits in a subfolder clone keep every file outside it on the server', async () => {
    const { fs, name } = await clonedRepo(monorepoFiles, 'docs');
    await fs.writeFile('/docs/index.mdx', '# Changed\n');
    await commitChanges({ fs, dir: '/', message: 'Docs only', author: ada });
    await pushBranch({ fs, dir: '/', http, credentials: tokenFor() });
    expect(nativeGit(server.repoPath(name), 'ls-tree', '-r', '--name-only', 'main').split('\n').filter(Boolean)).toEqual(Object.keys(monorepoFiles).sort());
    expect(nativeGit(server.repoPath(name), 'show', '--stat', '--format=%s', 'main')).toBe('Docs only\n\n docs/index.mdx | 8 +-------\n 1 file changed, 1 insertion(+), 7 deletions(-)\n');
  });

  it('refuses an empty commit', async () => {
    const { fs } = await clonedRepo();
    const error = await gitErrorOf(commitChanges({ fs, dir: '/', message: 'Nothing', author: ada }));
    expect(error.code).toBe(GitCode.nothingToCommit);
    expect(error.message).toBe('There is nothing to commit: no file changed since the last commit.');
  });

  it('explains a push refused because the remote moved on (non-fast-forward)', async () => {
    const { fs, name } = await clonedRepo();
    commitOnServer(server, name, { 'other.mdx': 'Theirs\n' }, 'Someone else');
    await fs.writeFile('/index.mdx', '# Mine\n');
    await commitChanges({ fs, dir: '/', message: 'Mine', author: ada });
    const error = await gitErrorOf(pushBranch({ fs, dir: '/', http, credentials: tokenFor() }));
    expect(error.code).toBe(GitCode.pushRejected);
    expect(error.data).toMatchObject({ branch: 'main', host: '127.0.0.1' });
    expect(error.message).toBe('The remote main has commits you do not have yet, so your push was refused. Pull first; if your changes and the remote\'s have both moved on, commit on a new branch and push that instead.');
    expect(nativeGit(server.repoPath(name), 'log', '--format=%s', 'main')).toBe('Someone else\nInitial docs\n');
  });
});

describe('tokens the host refuses', () => {
  it('a wrong or missing token is a 401 explained without the token', async () => {
    createRepo(server, 'private', docsRepoFiles);
    for (const token of ['wrong-token-value', undefined]) {
      const fs = newGitFs();
      const error = await gitErrorOf(cloneRepository({ fs, http, dir: '/', url: server.url('private'), ...(token ? { credentials: { [server.origin]: token } } : {}) }));
      expect(error.code).toBe(GitCode.authRequired);
      expect(error.data).toMatchObject({ status: 401, token: token !== undefined, url: server.url('private') });
      expect(error.message).toBe('127.0.0.1 asks for a token. Add a personal access token with access to this repository (or check that the one you gave is correct and not expired), then try again.');
      expect(JSON.stringify({ ...error, message: error.message })).not.toContain('wrong-token-value');
      expect(await allPaths(fs, '/')).toEqual([]);
    }
  });

  it('a 403 on a push that changes .github/workflows names the workflow scope', async () => {
    const { fs } = await clonedRepo();
    const forbidding: HttpClient = { request: (request) => (request.url.includes('git-receive-pack') ? Promise.resolve({ url: request.url, method: 'GET', headers: {}, statusCode: 403, statusMessage: 'Forbidden', body: [] as unknown as AsyncIterableIterator<Uint8Array> }) : http.request(request)) };
    await fs.writeFile('/index.mdx', '# Plain edit\n');
    await commitChanges({ fs, dir: '/', message: 'Edit', author: ada });
    const plain = await gitErrorOf(pushBranch({ fs, dir: '/', http: forbidding, credentials: tokenFor() }));
    expect(plain.code).toBe(GitCode.forbidden);
    expect(plain.data.scope).toBeUndefined();
    await fs.mkdir('/.github');
    await fs.mkdir('/.github/workflows');
    await fs.writeFile('/.github/workflows/docs.yml', 'on: push\n');
    await commitChanges({ fs, dir: '/', message: 'CI', author: ada });
    const workflow = await gitErrorOf(pushBranch({ fs, dir: '/', http: forbidding, credentials: tokenFor() }));
    expect(workflow.code).toBe(GitCode.forbidden);
    expect(workflow.data).toMatchObject({ status: 403, scope: 'workflow' });
    expect(workflow.message).toContain('"workflow" scope');
  });
});

describe('pull', () => {
  it('fast-forwards to the remote, keeping an uncommitted change to another file', async () => {
    const { fs, name } = await clonedRepo();
    expect(await pullBranch({ fs, dir: '/', http, credentials: tokenFor() })).toEqual({ outcome: 'up-to-date', commit: await git.resolveRef({ fs, dir: '/', ref: 'HEAD' }) });
    commitOnServer(server, name, { 'guides/setup.mdx': 'Setup, revised\n', 'added.mdx': 'Added\n' }, 'Revise setup');
    await fs.writeFile('/index.mdx', '# Local edit\n');
    const result = await pullBranch({ fs, dir: '/', http, credentials: tokenFor() });
    expect(result.outcome).toBe('fast-forward');
    expect(result.commit).toBe(nativeGit(server.repoPath(name), 'rev-parse', 'main').trim());
    expect(await git.resolveRef({ fs, dir: '/', ref: 'HEAD' })).toBe(result.commit);
    expect(await readText(fs, '/guides/setup.mdx')).toBe('Setup, revised\n');
    expect(await readText(fs, '/added.mdx')).toBe('Added\n');
    expect(await gitStatus({ fs, dir: '/' })).toEqual([{ path: 'index.mdx', kind: 'modified' }]);
  });

  it('reports local commits only as ahead, and an uncommitted change in the way by its file', async () => {
    const { fs, name } = await clonedRepo();
    await fs.writeFile('/index.mdx', '# Mine\n');
    const mine = await commitChanges({ fs, dir: '/', message: 'Mine', author: ada });
    expect(await pullBranch({ fs, dir: '/', http, credentials: tokenFor() })).toEqual({ outcome: 'ahead', commit: mine });
    await pushBranch({ fs, dir: '/', http, credentials: tokenFor() });
    commitOnServer(server, name, { 'index.mdx': '# Theirs\n' }, 'Theirs');
    await fs.writeFile('/index.mdx', '# Mine again\n');
    const error = await gitErrorOf(pullBranch({ fs, dir: '/', http, credentials: tokenFor() }));
    expect(error.code).toBe(GitCode.uncommittedChanges);
    expect(error.data.files).toEqual(['index.mdx']);
    expect(await git.resolveRef({ fs, dir: '/', ref: 'HEAD' })).toBe(mine);
    expect(await readText(fs, '/index.mdx')).toBe('# Mine again\n');
  });

  it('a diverged branch is a git/diverged error; committing on a new branch and pushing that works', async () => {
    const { fs, name } = await clonedRepo();
    commitOnServer(server, name, { 'index.mdx': '# Theirs\n' }, 'Theirs');
    await fs.writeFile('/guides/setup.mdx', 'Mine\n');
    const mine = await commitChanges({ fs, dir: '/', message: 'Mine', author: ada });
    const error = await gitErrorOf(pullBranch({ fs, dir: '/', http, credentials: tokenFor() }));
    expect(error.code).toBe(GitCode.diverged);
    expect(error.data).toMatchObject({ branch: 'main' });
    expect(error.message).toBe("Your main and the remote's have both changed since you last pulled, so they cannot be combined here. Commit your work on a new branch and push that, then merge it on 127.0.0.1.");
    expect(await git.resolveRef({ fs, dir: '/', ref: 'HEAD' })).toBe(mine);
    await createBranch({ fs, dir: '/', name: 'ada/setup' });
    await pushBranch({ fs, dir: '/', http, credentials: tokenFor() });
    expect(nativeGit(server.repoPath(name), 'rev-parse', 'ada/setup').trim()).toBe(mine);
    expect(await listBranches({ fs, dir: '/' })).toEqual({ current: 'ada/setup', local: ['ada/setup', 'main'], remote: ['ada/setup', 'main'] });
  });
});

describe('branches', () => {
  it('creates and switches branches, refusing a taken or invalid name', async () => {
    const { fs } = await clonedRepo();
    await createBranch({ fs, dir: '/', name: 'draft' });
    await fs.writeFile('/index.mdx', '# Draft\n');
    await commitChanges({ fs, dir: '/', message: 'Draft', author: ada });
    await switchBranch({ fs, dir: '/', name: 'main' });
    expect(await readText(fs, '/index.mdx')).toBe(docsRepoFiles['index.mdx']);
    expect(await listBranches({ fs, dir: '/' })).toEqual({ current: 'main', local: ['draft', 'main'], remote: ['main'] });
    expect((await gitErrorOf(createBranch({ fs, dir: '/', name: 'draft' }))).code).toBe(GitCode.branchExists);
    expect((await gitErrorOf(createBranch({ fs, dir: '/', name: 'two words' }))).code).toBe(GitCode.invalidBranchName);
    expect((await gitErrorOf(switchBranch({ fs, dir: '/', name: 'missing' }))).code).toBe(GitCode.branchNotFound);
  });
});
