import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'isomorphic-git/http/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durableGitFs } from '../../../src/workspace/git/durable-git-fs.ts';
import { cloneRepository, commitChanges, gitStatus, pullBranch, pushBranch } from '../../../src/workspace/index.ts';
import type { GitFs } from '../../../src/workspace/index.ts';
import { commitOnServer, createRepo, docsRepoFiles, git as nativeGit, monorepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { allPaths, newGitFs, readText, workingFiles } from './git-test-fs.ts';

describe('durableGitFs', () => {
  it('replaces a .git file by rename, keeping one previous copy in its own folder that listings hide', async () => {
    const base = newGitFs();
    const fs = durableGitFs(base, '/');
    await fs.mkdir('/.git');
    await fs.mkdir('/.git/refs');
    for (const text of ['one', 'two', 'three']) await fs.writeFile('/.git/refs/main', text);
    expect(await readText(fs, '/.git/refs/main')).toBe('three');
    expect(await allPaths(base, '/')).toEqual(['/.git', '/.git/quire-write', '/.git/quire-write/next', '/.git/quire-write/prev', '/.git/quire-write/prev/refs%2Fmain', '/.git/refs', '/.git/refs/main']);
    expect(await readText(base, '/.git/quire-write/prev/refs%2Fmain')).toBe('two');
    expect(await fs.readdir('/.git')).toEqual(['refs']);
    expect(await fs.readdir('/.git/refs')).toEqual(['main']);
    await fs.unlink('/.git/refs/main');
    expect(await allPaths(base, '/.git/quire-write')).toEqual(['/.git/quire-write/next', '/.git/quire-write/prev']);
  });

  it('finishes a replacement a reload cut off between its two renames, on listing and on reading', async () => {
    const base = newGitFs();
    for (const folder of ['/.git', '/.git/refs', '/.git/refs/heads', '/.git/quire-write', '/.git/quire-write/next', '/.git/quire-write/prev']) await base.mkdir(folder);
    // The state a reload leaves after "old bytes aside" and before "new bytes take the name".
    await base.writeFile('/.git/quire-write/prev/refs%2Fheads%2Fmain', 'old\n');
    await base.writeFile('/.git/quire-write/next/refs%2Fheads%2Fmain', 'new\n');
    await base.writeFile('/.git/quire-write/next/HEAD', 'ref: refs/heads/main\n');
    const fs = durableGitFs(base, '/');
    expect((await fs.readdir('/.git')).sort()).toEqual(['HEAD', 'refs']);
    expect(await fs.readdir('/.git/refs/heads')).toEqual(['main']);
    expect(await readText(fs, '/.git/HEAD')).toBe('ref: refs/heads/main\n');
    expect(await readText(fs, '/.git/refs/heads/main')).toBe('new\n');
    expect(await allPaths(base, '/.git/quire-write')).toEqual(['/.git/quire-write/next', '/.git/quire-write/prev', '/.git/quire-write/prev/refs%2Fheads%2Fmain']);
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

  it('leaves a .git that native git reads as it is: the same refs, a clean status, no errors from fsck', async () => {
    const fs = newGitFs();
    await cloneRepository({ fs, http, dir: '/', url: server.url('docs') });
    await fs.writeFile('/index.mdx', '# Changed\n');
    await commitChanges({ fs, dir: '/', message: 'Change', author: { name: 'A', email: 'a@example.com' } });
    await fs.writeFile('/index.mdx', '# Changed again\n');
    await commitChanges({ fs, dir: '/', message: 'Again', author: { name: 'A', email: 'a@example.com' } });
    const copy = mkdtempSync(join(tmpdir(), 'quire-git-copy-'));
    try {
      for (const path of await allPaths(fs, '/')) {
        if ((await fs.lstat(path)).isDirectory()) mkdirSync(join(copy, path));
        else writeFileSync(join(copy, path), (await fs.readFile(path)) as Uint8Array);
      }
      expect(nativeGit(copy, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main\nrefs/remotes/origin/HEAD\nrefs/remotes/origin/main\n');
      expect(nativeGit(copy, 'log', '--format=%s')).toBe('Again\nChange\nInitial docs\n');
      expect(nativeGit(copy, 'status', '--porcelain')).toBe('');
      expect(nativeGit(copy, 'fsck', '--no-progress')).toBe('');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
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
