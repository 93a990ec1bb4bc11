import http from 'isomorphic-git/http/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRepository, commitChanges, gitStatus, headFile, pullBranch } from '../../../src/workspace/index.ts';
import { commitOnServer, createRepo, docsRepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { newGitFs } from './git-test-fs.ts';

let server: GitServer;
beforeAll(async () => {
  server = await startGitServer();
  createRepo(server, 'cached', docsRepoFiles);
});
afterAll(() => server.close());

const author = { name: 'Ada', email: 'ada@example.com' };
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('one isomorphic-git cache across operations (as the git worker keeps per workspace)', () => {
  it('sees every edit, commit and pull through the same cache', async () => {
    const fs = newGitFs();
    const cache = {};
    const repo = { fs, dir: '/', cache };
    await cloneRepository({ ...repo, http, url: server.url('cached') });
    expect(await gitStatus(repo)).toEqual([]);
    await fs.writeFile('/index.mdx', '# Welcome\n\nOne.\n');
    expect(await gitStatus(repo)).toEqual([{ path: 'index.mdx', kind: 'modified' }]);
    await commitChanges({ ...repo, message: 'One', author });
    expect(await gitStatus(repo)).toEqual([]);
    expect(text(await headFile({ ...repo, path: 'index.mdx' }))).toBe('# Welcome\n\nOne.\n');
    await fs.writeFile('/index.mdx', '# Welcome\n\nTwo.\n');
    expect(await gitStatus(repo)).toEqual([{ path: 'index.mdx', kind: 'modified' }]);
    await commitChanges({ ...repo, message: 'Two', author });
    expect(await gitStatus(repo)).toEqual([]);
    expect(text(await headFile({ ...repo, path: 'index.mdx' }))).toBe('# Welcome\n\nTwo.\n');
  });

  it('reads a pulled pack through a cache that held the clone\'s', async () => {
    createRepo(server, 'pulled-cache', docsRepoFiles);
    const fs = newGitFs();
    const repo = { fs, dir: '/', cache: {} };
    await cloneRepository({ ...repo, http, url: server.url('pulled-cache') });
    expect(text(await headFile({ ...repo, path: 'guides/setup.mdx' }))).toBe('---\ntitle: Setup\n---\n\nInstall nothing.\n');
    commitOnServer(server, 'pulled-cache', { 'guides/setup.mdx': 'Remote.\n' }, 'Remote');
    expect((await pullBranch({ ...repo, http })).outcome).toBe('fast-forward');
    expect(text(await headFile({ ...repo, path: 'guides/setup.mdx' }))).toBe('Remote.\n');
    expect(await gitStatus(repo)).toEqual([]);
  });
});
