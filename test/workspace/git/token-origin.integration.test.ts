import git from 'isomorphic-git';
import http from 'isomorphic-git/http/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRepository, commitChanges, credentialAuth, GitCode, originOf, pullBranch, pushBranch } from '../../../src/workspace/index.ts';
import { createRepo, docsRepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { gitErrorOf, newGitFs } from './git-test-fs.ts';

// The token a request carries is the one kept for the origin (scheme, host, port) of the URL that
// request goes to: a clone's `.git/config` rewritten to name another server gets none.

const TOKEN_A = 'token-for-server-a-51c2';
const TOKEN_C = 'token-for-server-c-9e07';
const ada = { name: 'Ada Writer', email: 'ada@example.com' };
let a: GitServer;
let b: GitServer;
let c: GitServer;

beforeAll(async () => {
  a = await startGitServer({ auth: { username: 'x-access-token', password: TOKEN_A } });
  // B would take A's token: the only thing that keeps it out is that it is never sent there.
  b = await startGitServer({ auth: { username: 'x-access-token', password: TOKEN_A } });
  c = await startGitServer({ auth: { username: 'x-access-token', password: TOKEN_C } });
  for (const server of [a, b, c]) createRepo(server, 'site', docsRepoFiles);
});
afterAll(async () => {
  await Promise.all([a, b, c].map((server) => server?.close()));
});

/** The Authorization headers a server received, decoded (`user:password`), in order. */
function receivedAuth(server: GitServer): string[] {
  return server.requests.flatMap((request) => {
    const headers = JSON.parse(request.slice(request.indexOf('\n') + 1)) as Record<string, string | undefined>;
    const header = headers.authorization;
    return header === undefined ? [] : [header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : header];
  });
}

describe('the token goes to the origin it is kept for', () => {
  it('a .git/config rewritten to another server gets no token on pull or push; the cloned server still does', async () => {
    const fs = newGitFs();
    const credentials = { [a.origin]: TOKEN_A };
    await cloneRepository({ fs, http, dir: '/', url: a.url('site'), credentials });
    expect(receivedAuth(a)).toContain(`x-access-token:${TOKEN_A}`);

    // The remote is changed to another origin (same host, another port), as a hostile edit of .git/config would.
    await git.setConfig({ fs, dir: '/', path: 'remote.origin.url', value: b.url('site') });
    const pull = await gitErrorOf(pullBranch({ fs, dir: '/', http, credentials }));
    expect(pull.code).toBe(GitCode.authRequired);
    expect(pull.data).toMatchObject({ status: 401, token: false, url: b.url('site') });
    await fs.writeFile('/index.mdx', '# Mine\n');
    await commitChanges({ fs, dir: '/', message: 'Mine', author: ada });
    const push = await gitErrorOf(pushBranch({ fs, dir: '/', http, credentials }));
    expect(push.code).toBe(GitCode.authRequired);

    // A push URL of its own (git takes remote.origin.pushurl over url for a push) gets none either.
    await git.setConfig({ fs, dir: '/', path: 'remote.origin.url', value: a.url('site') });
    await git.setConfig({ fs, dir: '/', path: 'remote.origin.pushurl', value: b.url('site') });
    expect((await gitErrorOf(pushBranch({ fs, dir: '/', http, credentials }))).code).toBe(GitCode.authRequired);

    expect(b.requests.map((request) => request.split('\n')[0])).toEqual([
      'GET /site.git/info/refs?service=git-upload-pack',
      'GET /site.git/info/refs?service=git-receive-pack',
      'GET /site.git/info/refs?service=git-receive-pack',
    ]);
    expect(receivedAuth(b)).toEqual([]);

    // Back to the cloned server: pull and push go through with its token.
    await git.setConfig({ fs, dir: '/', path: 'remote.origin.pushurl', value: undefined });
    const before = a.requests.length;
    expect((await pullBranch({ fs, dir: '/', http, credentials })).outcome).toBe('ahead');
    await pushBranch({ fs, dir: '/', http, credentials });
    expect(a.requests.slice(before).map((request) => request.split('\n')[0])).toContain('POST /site.git/git-receive-pack');
    expect(new Set(receivedAuth(a))).toEqual(new Set([`x-access-token:${TOKEN_A}`]));
    expect(receivedAuth(b)).toEqual([]);
  });

  it('keeps tokens by origin with the port: two servers on 127.0.0.1 each get their own, and a key without the port matches neither', async () => {
    const credentials = { [a.origin]: TOKEN_A, [c.origin]: TOKEN_C };
    const beforeA = a.requests.length;
    await cloneRepository({ fs: newGitFs(), http, dir: '/', url: a.url('site'), credentials });
    await cloneRepository({ fs: newGitFs(), http, dir: '/', url: c.url('site'), credentials });
    expect(new Set(receivedAuth(c))).toEqual(new Set([`x-access-token:${TOKEN_C}`]));
    expect(new Set(receivedAuth({ ...a, requests: a.requests.slice(beforeA) }))).toEqual(new Set([`x-access-token:${TOKEN_A}`]));

    const beforeC = c.requests.length;
    const portless = await gitErrorOf(cloneRepository({ fs: newGitFs(), http, dir: '/', url: c.url('site'), credentials: { 'http://127.0.0.1': TOKEN_C } }));
    expect(portless.code).toBe(GitCode.authRequired);
    expect(receivedAuth({ ...c, requests: c.requests.slice(beforeC) })).toEqual([]);
  });

  it('answers a 401 with the token of the asking URL\'s origin only', async () => {
    const auth = credentialAuth({ 'https://github.com': 'ghp_one', 'http://127.0.0.1:8080': 'local' });
    expect(await auth('https://github.com/acme/docs.git', {})).toEqual({ username: 'x-access-token', password: 'ghp_one' });
    expect(await auth('https://GITHUB.com:443/acme/docs.git', {})).toEqual({ username: 'x-access-token', password: 'ghp_one' });
    expect(await auth('https://github.com:8443/acme/docs.git', {})).toBeUndefined();
    expect(await auth('http://github.com/acme/docs.git', {})).toBeUndefined();
    expect(await auth('https://evil.example/github.com/acme/docs.git', {})).toBeUndefined();
    expect(await auth('http://127.0.0.1:8080/site.git', {})).toEqual({ username: 'x-access-token', password: 'local' });
    expect(await auth('http://127.0.0.1:8081/site.git', {})).toBeUndefined();
    expect(await auth('not a url', {})).toBeUndefined();
    expect(originOf('https://user:pw@GitHub.com:443/a.git?x=1')).toBe('https://github.com');
    expect(originOf('http://127.0.0.1:8080/a.git')).toBe('http://127.0.0.1:8080');
    expect(originOf('ssh://git@github.com/a.git')).toBe('');
  });
});
