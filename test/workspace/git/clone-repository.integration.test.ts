import git from 'isomorphic-git';
import http from 'isomorphic-git/http/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRepository, GitCode, gitStatus } from '../../../src/workspace/index.ts';
import type { GitFs, GitProgress } from '../../../src/workspace/index.ts';
import { commitOnServer, createRepo, docsRepoFiles, git as nativeGit, monorepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { allPaths, gitErrorOf, newGitFs, readText, workingFiles } from './git-test-fs.ts';

let server: GitServer;
beforeAll(async () => {
  server = await startGitServer();
  createRepo(server, 'docs', docsRepoFiles);
  nativeGit(server.repoPath('docs'), 'branch', 'next', 'main');
  commitOnServer(server, 'docs', { 'index.mdx': '# Next\n' }, 'Next release', 'next');
  createRepo(server, 'mono', monorepoFiles);
});
afterAll(() => server.close());


describe('cloneRepository', () => {
  it('clones the default branch shallowly into the workspace, reporting git phases with counts', async () => {
    const fs = newGitFs();
    const progress: GitProgress[] = [];
    const result = await cloneRepository({ fs, http, dir: '/', url: server.url('docs'), onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ branch: 'main', commit: expect.stringMatching(/^[0-9a-f]{40}$/), folder: undefined });
    expect(await workingFiles(fs, '/')).toEqual(['docs.json', 'guides/setup.mdx', 'index.mdx']);
    expect(await readText(fs, '/index.mdx')).toBe(docsRepoFiles['index.mdx']);
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
    expect(await git.log({ fs, dir: '/' })).toHaveLength(1);
    expect(await git.listBranches({ fs, dir: '/', remote: 'origin' })).toEqual(['HEAD', 'main']);
    const phases = [...new Set(progress.map((p) => p.phase))];
    expect(phases).toEqual(expect.arrayContaining(['Receiving objects', 'Resolving deltas', 'Updating workdir']));
    expect(progress.find((p) => p.phase === 'Receiving objects' && p.total !== undefined && p.loaded === p.total)).toBeDefined();
  });

  it('clones a named branch, with its history when depth is 0', async () => {
    const fs = newGitFs();
    const result = await cloneRepository({ fs, http, dir: '/work', url: server.url('docs'), ref: 'next', depth: 0 });
    expect(result.branch).toBe('next');
    expect(await readText(fs, '/work/index.mdx')).toBe('# Next\n');
    expect((await git.log({ fs, dir: '/work' })).map((c) => c.commit.message)).toEqual(['Next release\n', 'Initial docs\n']);
  });

  it('checks out only the docs subfolder of a monorepo, keeping the whole tree in the index', async () => {
    const fs = newGitFs();
    const result = await cloneRepository({ fs, http, dir: '/', url: server.url('mono'), folder: '/docs/' });
    expect(result.folder).toBe('docs');
    expect(await workingFiles(fs, '/')).toEqual(['docs/docs.json', 'docs/guides/setup.mdx', 'docs/index.mdx']);
    expect(await git.listFiles({ fs, dir: '/' })).toEqual(Object.keys(monorepoFiles).sort());
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
  });

  it('refuses a subfolder the repository does not have, and leaves nothing behind', async () => {
    const fs = newGitFs();
    const error = await gitErrorOf(cloneRepository({ fs, http, dir: '/', url: server.url('mono'), folder: 'website' }));
    expect(error.code).toBe(GitCode.folderNotFound);
    expect(error.data).toMatchObject({ folder: 'website' });
    expect(await allPaths(fs, '/')).toEqual([]);
  });

  it('says which branch does not exist', async () => {
    const fs = newGitFs();
    const error = await gitErrorOf(cloneRepository({ fs, http, dir: '/', url: server.url('docs'), ref: 'nope' }));
    expect(error.code).toBe(GitCode.branchNotFound);
    expect(error.data).toMatchObject({ branch: 'nope', host: '127.0.0.1' });
    expect(error.message).toBe('The repository has no branch "nope". Check its name, or leave the branch empty to use the default branch.');
    expect(await allPaths(fs, '/')).toEqual([]);
  });

  it('says a repository is not found (404), without the query or credentials of the URL', async () => {
    const fs = newGitFs();
    const url = server.url('missing').replace('http://', 'http://someone:pw@');
    const error = await gitErrorOf(cloneRepository({ fs, http, dir: '/', url: `${url}?x=1` }));
    expect(error.code).toBe(GitCode.repositoryNotFound);
    expect(error.data).toMatchObject({ url: server.url('missing'), status: 404 });
    expect(error.message).not.toContain('pw');
  });

  it('stops when cancelled while receiving objects and removes the half-cloned workspace folder', async () => {
    const fs = newGitFs();
    await fs.mkdir('/keep');
    const controller = new AbortController();
    const phases: string[] = [];
    const error = await gitErrorOf(
      cloneRepository({
        fs,
        http,
        dir: '/ws',
        url: server.url('mono'),
        signal: controller.signal,
        onProgress: (p) => {
          phases.push(p.phase);
          if (p.phase === 'Receiving objects') controller.abort();
        },
      }),
    );
    expect(error.code).toBe(GitCode.cancelled);
    expect(phases.at(-1)).toBe('Receiving objects');
    expect(await allPaths(fs, '/')).toEqual(['/keep']);
  });

  it('stops when cancelled while writing the working tree, and removes everything in the root workspace', async () => {
    const fs = newGitFs();
    const signal = { aborted: false };
    const error = await gitErrorOf(
      cloneRepository({ fs, http, dir: '/', url: server.url('mono'), signal, onProgress: (p) => void (p.phase === 'Updating workdir' && (signal.aborted = true)) }),
    );
    expect(error.code).toBe(GitCode.cancelled);
    expect(await allPaths(fs, '/')).toEqual([]);
  });

  it('says the repository does not fit when storage runs out mid-clone, and frees what it wrote', async () => {
    const base = newGitFs();
    let writes = 0;
    const fs: GitFs = {
      ...base,
      flush: () => base.flush?.() ?? Promise.resolve(),
      writeFile: (path, data, options) => (++writes > 8 ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : base.writeFile(path, data, options)),
    };
    const error = await gitErrorOf(cloneRepository({ fs, http, dir: '/', url: server.url('mono') }));
    expect(error.code).toBe(GitCode.quota);
    expect(error.message).toBe("The browser's storage for this site is full, so the repository does not fit. Free space by deleting workspaces you no longer need, clone only the docs folder, or use a smaller repository.");
    expect(await allPaths(base, '/')).toEqual([]);
  });

  it('refuses to clone into a folder that has files', async () => {
    const fs = newGitFs();
    await fs.writeFile('/a.md', 'x');
    await expect(cloneRepository({ fs, http, dir: '/', url: server.url('docs') })).rejects.toThrow('cloneRepository: / is not empty');
    expect(await allPaths(fs, '/')).toEqual(['/a.md']);
  });
});

describe('cloneRepository through a browser that cannot reach the host', () => {
  it('calls a fetch TypeError a CORS block, explains the proxy, and leaves no workspace', async () => {
    const fs = newGitFs();
    const blocked = { request: () => Promise.reject(new TypeError('Failed to fetch')) };
    const error = await gitErrorOf(cloneRepository({ fs, http: blocked, dir: '/', url: 'https://github.com/acme/docs.git' }));
    expect(error.code).toBe(GitCode.cors);
    expect(error.data).toMatchObject({ host: 'github.com', corsProxy: false });
    expect(error.message).toContain('CORS proxy');
    expect(error.message).not.toContain('Failed to fetch');
    expect(await allPaths(fs, '/')).toEqual([]);
  });

  it('a server without CORS headers answers no preflight and no Access-Control header; with them it does', async () => {
    const bare = await startGitServer({ cors: false });
    try {
      createRepo(bare, 'docs', docsRepoFiles);
      const preflight = await fetch(bare.url('docs') + '/info/refs?service=git-upload-pack', { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' } });
      expect(preflight.status).toBe(405);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const get = await fetch(bare.url('docs') + '/info/refs?service=git-upload-pack', { headers: { Origin: 'http://localhost:5173' } });
      expect(get.status).toBe(200);
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await bare.close();
    }
    const preflight = await fetch(server.url('docs') + '/info/refs?service=git-upload-pack', { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});
