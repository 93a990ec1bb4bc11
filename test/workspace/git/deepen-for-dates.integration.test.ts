import http from 'isomorphic-git/http/node';
import type { HttpClient } from 'isomorphic-git';
import git from 'isomorphic-git';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRepository, deepenForDates, GitCode, lastCommitDates } from '../../../src/workspace/index.ts';
import type { GitFs } from '../../../src/workspace/index.ts';
import { commitOnServer, createRepo, docsRepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { gitErrorOf, newGitFs, readText } from './git-test-fs.ts';

// A repository of three commits: the first (at the fixture clock, 2026-01-01) writes every file, the
// second changes guides/setup.mdx, the third index.mdx. A depth-1 clone has only the third.
let server: GitServer;
beforeAll(async () => {
  server = await startGitServer();
  createRepo(server, 'history', docsRepoFiles);
  commitOnServer(server, 'history', { 'guides/setup.mdx': '---\ntitle: Setup\n---\n\nInstall it.\n' }, 'Setup', 'main', '2026-02-03T04:05:06Z');
  commitOnServer(server, 'history', { 'index.mdx': '# Home\n' }, 'Home', 'main', '2026-03-04T05:06:07Z');
});
afterAll(() => server.close());

/** The pack files of the clone. */
async function packs(fs: GitFs): Promise<string[]> {
  return (await fs.readdir('/.git/objects/pack')).filter((name) => name.endsWith('.pack')).sort();
}

/** The number of objects a pack file holds (its header's count). */
async function objectCount(fs: GitFs, name: string): Promise<number> {
  const bytes = (await fs.readFile(`/.git/objects/pack/${name}`)) as Uint8Array;
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8);
}

/** An HTTP client whose upload-pack answers stop halfway, as a connection lost while the pack arrives. */
const cutOff: HttpClient = {
  request(request) {
    if (request.method !== 'POST') return http.request(request);
    return http.request(request).then(async (response) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of response.body ?? []) chunks.push(chunk);
      const all = Buffer.concat(chunks);
      async function* half(): AsyncIterableIterator<Uint8Array> {
        yield all.subarray(0, Math.floor(all.length / 2));
        throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      }
      return { ...response, body: half() };
    });
  },
};

describe('deepenForDates', () => {
  it('fetches the older history of a depth-1 clone, so the files last changed before HEAD get their dates, without fetching what the clone has', async () => {
    const fs = newGitFs();
    await cloneRepository({ fs, http, dir: '/', url: server.url('history') });
    // HEAD's parent is not in the clone: what HEAD changed is unknown, so no file has a date.
    expect(Object.fromEntries(await lastCommitDates({ fs, dir: '/' }))).toEqual({});
    const before = await packs(fs);
    expect(await deepenForDates({ fs, http, dir: '/' })).toBe(true);
    expect(Object.fromEntries(await lastCommitDates({ fs, dir: '/' }))).toEqual({
      'index.mdx': '2026-03-04T05:06:07.000Z',
      'guides/setup.mdx': '2026-02-03T04:05:06.000Z',
      'docs.json': '2026-01-01T00:00:00.000Z',
    });
    expect((await git.log({ fs, dir: '/' })).map((c) => c.commit.message)).toEqual(['Home\n', 'Setup\n', 'Initial docs\n']);
    expect(await readText(fs, '/.git/shallow').catch(() => '')).toBe('');
    // The new pack holds the two older commits, their root and guides trees and the blobs they name:
    // none of HEAD's commit or root tree, and no second clone. (isomorphic-git asks for no thin pack, so
    // git's upload-pack sends the objects of the second commit that HEAD shares too: docs.json, setup.mdx
    // and the guides tree, 3 of the 10.)
    const added = (await packs(fs)).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(await objectCount(fs, added[0] ?? '')).toBe(10);
    // The history is whole: nothing more to fetch.
    expect(await deepenForDates({ fs, http, dir: '/' })).toBe(false);
  });

  it('stops after the steps given, and at once when every file is dated', async () => {
    const fs = newGitFs();
    await cloneRepository({ fs, http, dir: '/', url: server.url('history') });
    expect(await deepenForDates({ fs, http, dir: '/', steps: [2] })).toBe(true);
    // Two commits: the second's parent is not there, so only what the third changed is dated.
    expect(Object.fromEntries(await lastCommitDates({ fs, dir: '/' }))).toEqual({ 'index.mdx': '2026-03-04T05:06:07.000Z' });
    expect((await git.log({ fs, dir: '/' })).map((c) => c.commit.message)).toEqual(['Home\n', 'Setup\n']);
    const full = newGitFs();
    await cloneRepository({ fs: full, http, dir: '/', url: server.url('history'), depth: 0 });
    expect(await deepenForDates({ fs: full, http, dir: '/' })).toBe(false);
  });

  it('leaves the clone as it was when the connection drops while the pack arrives, and deepens on a later try', async () => {
    const fs = newGitFs();
    await cloneRepository({ fs, http, dir: '/', url: server.url('history') });
    const shallow = await readText(fs, '/.git/shallow');
    const tracking = await git.resolveRef({ fs, dir: '/', ref: 'refs/remotes/origin/main' });
    const error = await gitErrorOf(deepenForDates({ fs, http: cutOff, dir: '/' }));
    expect(error.code).toBe(GitCode.network);
    expect(await readText(fs, '/.git/shallow')).toBe(shallow);
    expect(await git.resolveRef({ fs, dir: '/', ref: 'refs/remotes/origin/main' })).toBe(tracking);
    expect((await git.log({ fs, dir: '/' })).map((c) => c.commit.message)).toEqual(['Home\n']);
    expect(Object.fromEntries(await lastCommitDates({ fs, dir: '/' }))).toEqual({});
    expect(await deepenForDates({ fs, http, dir: '/' })).toBe(true);
    expect((await lastCommitDates({ fs, dir: '/' })).get('docs.json')).toBe('2026-01-01T00:00:00.000Z');
  });
});
