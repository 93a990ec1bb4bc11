import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { toBase64Url } from '../../../src/core/encoding/fragment-bytes.ts';
import { browserLinkLimit, chatLinkLimit, decodeShareFragment, encodeShareFragment, isShareFragment, linkReach, maxShareFiles, repoShare, ShareCode, ShareError, shareUrl } from '../../../src/workspace/share/index.ts';
import type { SharedProject } from '../../../src/workspace/share/index.ts';
import { starterProject } from '../../../src/workspace/starter/starter-project.ts';
import { crc32 } from '../../../src/workspace/zip/crc32.ts';
import { zeroStream } from '../zip/craft-zip.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff, 0x00, 0x80]);
const small: SharedProject = {
  kind: 'project',
  name: 'Garden',
  page: 'guide/soil.mdx',
  files: new Map<string, string | Uint8Array>([
    ['docs.json', '{\n  "name": "Garden",\n  "navigation": [{ "group": "Guide", "pages": ["guide/soil"] }]\n}\n'],
    ['guide/soil.mdx', '---\ntitle: Soil ✿\n---\n\nLoam, *sand* and clay.\n'],
    ['images/leaf.png', png],
  ]),
};

/** A link fragment around a container made by hand: CRC-32, header length, header JSON, bodies. */
function craftedFragment(header: unknown, body: Uint8Array = new Uint8Array(), version = 1): string {
  const head = new TextEncoder().encode(JSON.stringify(header));
  const container = new Uint8Array(8 + head.length + body.length);
  const view = new DataView(container.buffer);
  view.setUint32(4, head.length);
  container.set(head, 8);
  container.set(body, 8 + head.length);
  view.setUint32(0, crc32(container.subarray(4)));
  return `share=v${version}.${toBase64Url(deflateSync(container))}`;
}

function shareErrorOf(hash: string): ShareError {
  try {
    decodeShareFragment(hash);
  } catch (error) {
    if (error instanceof ShareError) return error;
    throw error;
  }
  throw new Error('the link was read');
}

describe('share link format', () => {
  it('reads back a project with its text, bytes, name and page, with or without the #', () => {
    const { fragment, omitted } = encodeShareFragment(small);
    expect(fragment.startsWith('share=v1.')).toBe(true);
    expect(decodeShareFragment(encodeShareFragment({ ...small, readOnly: true }).fragment)).toEqual({ ...small, readOnly: true });
    expect(omitted).toEqual([]);
    for (const hash of [fragment, `#${fragment}`]) {
      const back = decodeShareFragment(hash);
      expect(back).toEqual({ kind: 'project', name: 'Garden', page: 'guide/soil.mdx', files: small.files });
    }
  });

  it('reads back the starter project exactly', () => {
    const files = starterProject();
    const back = decodeShareFragment(encodeShareFragment({ kind: 'project', files }).fragment);
    expect(back?.kind).toBe('project');
    expect(back?.kind === 'project' && back.files).toEqual(files);
  });

  it('leaves binaries out when asked and lists them', () => {
    const { fragment, omitted } = encodeShareFragment(small, { includeBinaries: false });
    expect(omitted).toEqual(['images/leaf.png']);
    const back = decodeShareFragment(fragment);
    expect(back?.kind === 'project' && [...back.files.keys()]).toEqual(['docs.json', 'guide/soil.mdx']);
  });

  it('has a stable size: the same project gives the same link, and the starter link is one browsers carry', () => {
    const a = encodeShareFragment(small).fragment;
    expect(encodeShareFragment(small).fragment).toBe(a);
    expect(a.length).toBe(311);
    expect(linkReach(encodeShareFragment({ kind: 'project', files: starterProject() }).fragment.length)).not.toBe('none');
  });

  it('says which links travel where: up to 8 KB everywhere, up to 2 MB in browsers only, beyond that nowhere', () => {
    expect([chatLinkLimit, browserLinkLimit]).toEqual([8192, 2_097_152]);
    expect(linkReach(8192)).toBe('everywhere');
    expect(linkReach(8193)).toBe('browsers');
    expect(linkReach(2_097_152)).toBe('browsers');
    expect(linkReach(2_097_153)).toBe('none');
  });

  it('tells a share link from other fragments, and puts the fragment on the app address', () => {
    expect(decodeShareFragment('')).toBeUndefined();
    expect(decodeShareFragment('#v1:eJwrSS0uAQAEXQHB')).toBeUndefined();
    expect(decodeShareFragment('#open=abc')).toBeUndefined();
    expect(isShareFragment('#share=v9.x')).toBe(true);
    expect(isShareFragment('#v1:x')).toBe(false);
    expect(shareUrl('https://quire.dev/app/?x=1#share=v1.old', 'share=v1.new')).toBe('https://quire.dev/app/?x=1#share=v1.new');
  });
});

describe('share links that cannot be opened', () => {
  const damagedMessage = 'This share link is damaged or incomplete (it may have been cut off when it was copied), so nothing was opened and nothing stored was changed. Ask for the link again, or for a .zip of the project.';

  it('refuses a truncated link with the damaged message', () => {
    const { fragment } = encodeShareFragment({ kind: 'project', files: starterProject() });
    for (const cut of [fragment.slice(0, Math.floor(fragment.length / 2)), fragment.slice(0, -3), 'share=v1.', 'share=v1']) {
      const error = shareErrorOf(cut);
      expect(error.code).toBe(ShareCode.damaged);
      expect(error.message).toBe(damagedMessage);
    }
  });

  it('refuses a link changed in the middle (bad deflate data or a wrong checksum)', () => {
    const { fragment } = encodeShareFragment(small);
    const at = Math.floor(fragment.length / 2);
    for (const letter of ['A', 'B', '_']) {
      const changed = `${fragment.slice(0, at)}${fragment[at] === letter ? 'C' : letter}${fragment.slice(at + 1)}`;
      expect(shareErrorOf(changed).code).toBe(ShareCode.damaged);
    }
    expect(shareErrorOf('share=v1.not*base64').code).toBe(ShareCode.damaged);
  });

  it('names a later format version', () => {
    const error = shareErrorOf('#share=v2.AAAA');
    expect(error.code).toBe(ShareCode.futureVersion);
    expect(error.message).toBe('This share link was made by a newer version of Quire (format 2; this one reads format 1), so it cannot be opened here. Reload the page to get the newest Quire, then open the link again.');
    expect(error.data).toEqual({ version: 2 });
    expect(shareErrorOf('share=v0.AAAA').code).toBe(ShareCode.damaged);
  });

  it('stops inflating a bomb as soon as it passes 64 MB', () => {
    const bomb = zeroStream(64 * 1024 * 1024 + 1);
    const error = shareErrorOf(`share=v1.${toBase64Url(bomb.data)}`);
    expect(error.code).toBe(ShareCode.tooLarge);
    expect(error.message).toBe('This share link unpacks to more than 64 MB, more than any link can carry from a real project, so it was not opened.');
  });

  it('refuses more files than a link may hold', () => {
    const files = Array.from({ length: maxShareFiles + 1 }, (_, i) => [`p${i}.md`, 0]);
    expect(shareErrorOf(craftedFragment({ kind: 'project', files })).code).toBe(ShareCode.tooLarge);
  });

  it('refuses paths outside the project or in .git, and a page that is not a path', () => {
    for (const path of ['../evil.md', '/etc/passwd', 'a/../../b', 'C:\\x', '.git/config', 'a//b', './a']) {
      const error = shareErrorOf(craftedFragment({ kind: 'project', files: [[path, 1]] }, new Uint8Array([65])));
      expect(error.code).toBe(ShareCode.unsafe);
      expect(error.data).toEqual({ path });
    }
    expect(shareErrorOf(craftedFragment({ kind: 'project', page: '../x.mdx', files: [] })).code).toBe(ShareCode.unsafe);
  });

  it('refuses headers whose sizes, names or entries do not add up', () => {
    expect(shareErrorOf(craftedFragment({ kind: 'project', files: [['a.md', 5]] }, new Uint8Array(4))).code).toBe(ShareCode.damaged);
    expect(shareErrorOf(craftedFragment({ kind: 'project', files: [['a.md', 1], ['a.md', 1]] }, new Uint8Array([65, 66]))).code).toBe(ShareCode.damaged);
    expect(shareErrorOf(craftedFragment({ kind: 'folder', files: [] })).code).toBe(ShareCode.damaged);
    expect(shareErrorOf(craftedFragment({ kind: 'project', files: [['a.md', -1]] })).code).toBe(ShareCode.damaged);
    expect(shareErrorOf(craftedFragment({ kind: 'project', files: [['a.md', 2]] }, new Uint8Array([0xc3, 0x28]))).code).toBe(ShareCode.damaged);
    expect(shareErrorOf(craftedFragment({ kind: 'repo', files: [] })).code).toBe(ShareCode.damaged);
    expect(shareErrorOf(craftedFragment({ kind: 'project', readOnly: 'yes', files: [] })).code).toBe(ShareCode.damaged);
  });

  it('refuses a repository URL with credentials, a query or plain http to another machine', () => {
    const repo = (url: string) => craftedFragment({ kind: 'repo', repo: { url, ref: 'main', commit: 'a'.repeat(40) }, files: [] });
    for (const url of ['https://user:secret@git.example/r.git', 'https://git.example/r.git?token=secret', 'http://git.example/r.git', 'file:///etc/r.git']) {
      expect(shareErrorOf(repo(url)).code).toBe(ShareCode.unsafe);
    }
    expect(decodeShareFragment(repo('http://127.0.0.1:8080/r.git'))?.kind).toBe('repo');
    expect(shareErrorOf(craftedFragment({ kind: 'repo', repo: { url: 'https://git.example/r.git', ref: 'main', commit: 'HEAD' }, files: [] })).code).toBe(ShareCode.damaged);
  });
});

describe('share links of cloned repositories', () => {
  const token = 'ghp_PLANTEDtoken0123456789';
  const email = 'ada@planted.example';
  // A record as the app keeps it, with what must never travel: a token in the URL, the author, the proxy.
  const record = { url: `https://x-access-token:${token}@git.example/team/docs.git`, branch: 'main', commit: '0123456789abcdef0123456789abcdef01234567', folder: 'docs', proxy: 'https://proxy.example', author: { name: 'Ada', email } };
  const files = new Map<string, string | Uint8Array>([
    ['docs.json', '{ "name": "Team" }'],
    ['intro.mdx', '# Changed intro\n'],
    ['new/page.mdx', '# New\n'],
    ['logo.png', png],
  ]);
  const changes = [
    { path: 'docs/intro.mdx', kind: 'modified' as const },
    { path: 'docs/new/page.mdx', kind: 'added' as const },
    { path: 'docs/old.mdx', kind: 'deleted' as const },
    { path: 'docs/logo.png', kind: 'renamed' as const, from: 'docs/img/logo.png' },
    { path: 'README.md', kind: 'modified' as const },
  ];

  it('carries the repository, commit, folder and only the changes, in project paths', () => {
    const shared = repoShare(record, changes, files, { page: 'intro.mdx', name: 'Team docs' });
    const back = decodeShareFragment(encodeShareFragment(shared).fragment);
    expect(back).toEqual({
      kind: 'repo',
      name: 'Team docs',
      page: 'intro.mdx',
      repo: { url: 'https://git.example/team/docs.git', ref: 'main', commit: record.commit, folder: 'docs' },
      changed: new Map<string, string | Uint8Array>([
        ['intro.mdx', '# Changed intro\n'],
        ['logo.png', png],
        ['new/page.mdx', '# New\n'],
      ]),
      deleted: ['img/logo.png', 'old.mdx'],
    });
  });

  it('never holds a token, a proxy or an author: not in the link, not in what it unpacks to', () => {
    const { fragment } = encodeShareFragment(repoShare(record, changes, files));
    const unpacked = JSON.stringify(decodeShareFragment(fragment), (_key, value: unknown) => (value instanceof Map ? [...value] : value instanceof Uint8Array ? [...value] : value));
    for (const secret of [token, email, 'Ada', 'proxy.example', 'x-access-token']) {
      expect(fragment).not.toContain(secret);
      expect(unpacked).not.toContain(secret);
    }
  });

  it('carries the API a workspace was opened through (GitHub Enterprise, self-managed GitLab), and refuses one that is not https or names a provider Quire has not', () => {
    const hosted = { ...record, url: 'https://ghe.example/team/docs', provider: 'github' as const, api: 'https://ghe.example/api/v3' };
    const back = decodeShareFragment(encodeShareFragment(repoShare(hosted, changes.slice(0, 1), files)).fragment);
    expect(back?.kind === 'repo' ? back.repo : undefined).toEqual({ url: 'https://ghe.example/team/docs', ref: 'main', commit: record.commit, folder: 'docs', provider: 'github', api: 'https://ghe.example/api/v3' });
    const repo = (extra: Record<string, unknown>) => craftedFragment({ kind: 'repo', repo: { url: 'https://git.example/r', ref: 'main', commit: 'a'.repeat(40), ...extra }, files: [] });
    for (const extra of [{ api: 'javascript:alert(1)' }, { api: 'http://evil.example/api/v3' }, { api: 'https://x:y@ghe.example/api/v3' }, { provider: 'bitbucket' }]) expect(shareErrorOf(repo(extra)).code).toBe(ShareCode.damaged);
  });

  it('keeps a link of a small change short', () => {
    const { fragment } = encodeShareFragment(repoShare(record, changes.slice(0, 1), files));
    expect(fragment.length).toBeLessThan(400);
  });
});
