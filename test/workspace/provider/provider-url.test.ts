import { describe, expect, it } from 'vitest';
import { providerRepoFor, providerToken } from '../../../src/workspace/provider/index.ts';
import { formatOffset, objectId, parseIsoDate, rebuildCommit } from '../../../src/workspace/provider/rebuild-commit.ts';

describe('providerRepoFor', () => {
  it('reads github.com and gitlab.com URLs by their host, with the repository first in any deeper path', () => {
    expect(providerRepoFor('https://github.com/acme/docs.git')).toEqual({ kind: 'github', apiBase: 'https://api.github.com', path: 'acme/docs', webUrl: 'https://github.com/acme/docs' });
    expect(providerRepoFor('https://github.com/acme/docs/tree/main/docs')).toEqual({ kind: 'github', apiBase: 'https://api.github.com', path: 'acme/docs', webUrl: 'https://github.com/acme/docs' });
    expect(providerRepoFor('https://gitlab.com/group/sub/docs/-/tree/main')).toEqual({ kind: 'gitlab', apiBase: 'https://gitlab.com/api/v4', path: 'group/sub/docs', webUrl: 'https://gitlab.com/group/sub/docs' });
  });

  it('takes other hosts only with an explicit provider or API base, and refuses what is not a repository', () => {
    expect(providerRepoFor('https://git.example.com/acme/docs')).toBeUndefined();
    expect(providerRepoFor('https://ghe.example.com/acme/docs', { api: 'https://ghe.example.com/api/v3/' })?.kind).toBe('github');
    expect(providerRepoFor('https://lab.example.com/acme/docs', { provider: 'gitlab' })?.apiBase).toBe('https://lab.example.com/api/v4');
    expect(providerRepoFor('https://github.com/acme')).toBeUndefined();
    expect(providerRepoFor('https://user:tok@github.com/acme/docs')).toBeUndefined();
    expect(providerRepoFor('https://github.com/acme/docs', { api: 'javascript:alert(1)' })).toBeUndefined();
    expect(providerRepoFor('file:///etc/passwd')).toBeUndefined();
  });
});

describe('providerToken', () => {
  it("sends a token only to the API's own origin (github.com's also to api.github.com), never to a base a link names", () => {
    const credentials = { 'https://github.com': 'gh', 'https://gitlab.com': 'gl' };
    expect(providerToken(providerRepoFor('https://github.com/a/b')!, credentials)).toBe('gh');
    expect(providerToken(providerRepoFor('https://gitlab.com/a/b')!, credentials)).toBe('gl');
    // A link pointing github.com's repository at another API gets none of github.com's token.
    expect(providerToken(providerRepoFor('https://github.com/a/b', { api: 'https://evil.example/api/v3' })!, credentials)).toBeUndefined();
  });
});

describe('rebuildCommit', () => {
  it('finds the offsets a host dropped from its dates, and says when no candidate matches', async () => {
    const text = 'tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\nauthor Ada <ada@example.com> 1772339400 +0530\ncommitter Bob <bob@example.com> 1772339400 -0800\n\nA message\n';
    const wanted = await objectId('commit', new TextEncoder().encode(text));
    const facts = {
      tree: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
      parents: [],
      author: { name: 'Ada', email: 'ada@example.com', timestamp: parseIsoDate('2026-03-01T04:30:00Z').timestamp, offsets: [0, 330, -480] },
      committer: { name: 'Bob', email: 'bob@example.com', timestamp: 1772339400, offsets: [0, 330, -480] },
      message: 'A message',
    };
    const found = await rebuildCommit(facts, wanted);
    expect([found.oid, found.exact, new TextDecoder().decode(found.bytes)]).toEqual([wanted, true, text]);
    const missed = await rebuildCommit(facts, '0'.repeat(40));
    expect(missed.exact).toBe(false);
    expect(new TextDecoder().decode(missed.bytes)).toContain('author Ada <ada@example.com> 1772339400 +0000\n');
  });

  it('writes and reads offsets as git does', () => {
    expect([formatOffset(330), formatOffset(-480), formatOffset(0), formatOffset(-30)]).toEqual(['+0530', '-0800', '+0000', '-0030']);
    expect(parseIsoDate('2026-01-01T09:00:00.000+03:00')).toEqual({ timestamp: 1767247200, offset: 180 });
    expect(parseIsoDate('2026-01-01T06:00:00Z')).toEqual({ timestamp: 1767247200, offset: undefined });
  });
});
