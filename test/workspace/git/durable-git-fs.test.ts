import http from 'isomorphic-git/http/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durableGitFs } from '../../../src/workspace/git/durable-git-fs.ts';
import { cloneRepository, commitChanges, gitStatus, pullBranch, pushBranch } from '../../../src/workspace/index.ts';
import type { GitFs } from '../../../src/workspace/index.ts';
import { commitOnServer, createRepo, docsRepoFiles, git as nativeGit, monorepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { allPaths, newGitFs, readText, workingFiles } from './git-test-fs.ts';

describe('durableGitFs', () => {
  it('replaces a .git file by rename, keeping one previous copy aside and hiding it from listings', async () => {
    const base = newGitFs();
    const fs = durableGitFs(base, '/');
    await fs.mkdir('/.git');
    for (const text of ['one', 'two', 'three']) await fs.writeFile('/.git/index', text);
    expect(await readText(fs, '/.git/index')).toBe('three');
    expect(await allPaths(base, '/')).toEqual(['/.git', '/.git/index', '/.git/index.quire-prev']);
    expect(await readText(base, '/.git/index.quire-prev')).toBe('two');
    expect(await fs.readdir('/.git')).toEqual(['index']);
    await fs.unlink('/.git/index');
    expect(await allPaths(base, '/')).toEqual(['/.git']);
  });

  it('finishes a replacement a reload cut off between its two renames', async () => {
    const base = newGitFs();
    await base.mkdir('/.git');
    // The state a reload leaves after "old bytes aside" and before "new bytes take the name".
    await base.writeFile('/.git/HEAD.quire-prev', 'ref: refs/heads/old\n');
    await base.writeFile('/.git/HEAD.quire-next', 'ref: refs/heads/main\n');
    const fs = durableGitFs(base, '/');
    expect(await fs.readdir('/.git')).toEqual(['HEAD']);
    expect(await readText(fs, '/.git/HEAD')).toBe('ref: refs/heads/main\n');
    expect(await allPaths(base, '/')).toEqual(['/.git', '/.git/HEAD', '/.git/HEAD.quire-prev']);
  });

  it('writes working files directly, and wraps a file system once', async () => {
    const base = newGitFs();
    const fs = durableGitFs(base, '/');
    await fs.writeFile('/index.mdx', 'a');
    await fs.writeFile('/index.mdx', 'b');
    expect(await allPaths(base, '/')).toEqual(['/index.mdx']);
    expect(durableGitFs(fs, '/')).toBe(fs);
  });
});

describe('git operations and storage', () => {
  let server: GitServer;
  beforeAll(async () => {
    server = await startGitServer();
    createRepo(server, 'docs', docsRepoFiles);
    createRepo(server, 'mono', monorepoFiles);
  });
  afterAll(() => server.close());

  it('flush the file system after each operation', async () => {
    const base = newGitFs();
    let flushes = 0;
    const fs: GitFs = { ...base, flush: async () => void (flushes++, await base.flush?.()) };
    await cloneRepository({ fs, http, dir: '/', url: server.url('docs') });
    expect(flushes).toBe(1);
    await fs.writeFile('/index.mdx', '# Changed\n');
    await gitStatus({ fs, dir: '/' });
    await commitChanges({ fs, dir: '/', message: 'Change', author: { name: 'A', email: 'a@example.com' } });
    expect(flushes).toBe(3);
  });

  it('a subfolder clone pulls changes outside its folder into git only, and pushes them on', async () => {
    const fs = newGitFs();
    await cloneRepository({ fs, http, dir: '/', url: server.url('mono'), folder: 'docs' });
    commitOnServer(server, 'mono', { 'README.md': '# Product, renamed\n', 'docs/index.mdx': '# Pulled\n' }, 'Both sides');
    expect((await pullBranch({ fs, dir: '/', http })).outcome).toBe('fast-forward');
    expect(await workingFiles(fs, '/')).toEqual(['docs/docs.json', 'docs/guides/setup.mdx', 'docs/index.mdx']);
    expect(await readText(fs, '/docs/index.mdx')).toBe('# Pulled\n');
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
    await fs.writeFile('/docs/guides/setup.mdx', 'Edited\n');
    await commitChanges({ fs, dir: '/', message: 'Setup', author: { name: 'A', email: 'a@example.com' } });
    await pushBranch({ fs, dir: '/', http });
    expect(nativeGit(server.repoPath('mono'), 'show', 'main:README.md')).toBe('# Product, renamed\n');
    expect(nativeGit(server.repoPath('mono'), 'show', '--name-status', '--format=%s', 'main')).toBe('Setup\n\nM\tdocs/guides/setup.mdx\n');
  });
});
