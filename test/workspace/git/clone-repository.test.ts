import http from 'isomorphic-git/http/node';
import git from 'isomorphic-git';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRepository, GitCode, gitStatus } from '../../../src/workspace/index.ts';
import type { GitProgress } from '../../../src/workspace/index.ts';
import { createRepo, docsRepoFiles, monorepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { newGitFs, readText, workingFiles } from './git-test-fs.ts';

let server: GitServer;
beforeAll(async () => {
  server = await startGitServer();
  createRepo(server, 'docs', docsRepoFiles);
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
    const phases = [...new Set(progress.map((p) => p.phase))];
    expect(phases).toEqual(expect.arrayContaining(['Receiving objects', 'Updating workdir']));
    expect(progress.find((p) => p.phase === 'Receiving objects' && p.loaded === p.total)).toBeDefined();
  });
});
