import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeShareFragment, encodeShareFragment, maxSharedBytes, ShareLinkError } from '../../src/validate/share-fragment.ts';

const config = '{\n  "name": "Café \\u2603 ☃",\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n';
const base64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

function codeOf(hash: string): string | undefined {
  try {
    decodeShareFragment(hash);
    return undefined;
  } catch (error) {
    return error instanceof ShareLinkError ? error.code : 'not a ShareLinkError';
  }
}

describe('validation share links', () => {
  it('round-trips a config through #v1: + base64url of its deflated UTF-8', () => {
    const fragment = encodeShareFragment(config);
    expect(fragment).toMatch(/^#v1:[A-Za-z0-9_-]+$/);
    expect(decodeShareFragment(fragment)).toBe(config);
    expect(decodeShareFragment(fragment.slice(1))).toBe(config);
    expect(fragment.slice(4)).toBe(base64url(deflateSync(new TextEncoder().encode(config), { level: 9 })));
  });

  it('reads no config from a fragment that is not a validation link', () => {
    expect(decodeShareFragment('')).toBeUndefined();
    expect(decodeShareFragment('#open=abc')).toBeUndefined();
    expect(decodeShareFragment('#version1:abc')).toBeUndefined();
  });

  it('refuses a cut-off, garbled, empty or non-UTF-8 link as damaged', () => {
    const fragment = encodeShareFragment(config);
    expect(codeOf(fragment.slice(0, -6))).toBe('share/damaged');
    expect(codeOf('#v1:not*base64')).toBe('share/damaged');
    expect(codeOf('#v1:')).toBe('share/damaged');
    expect(codeOf('#v1:AAAA')).toBe('share/damaged');
    expect(codeOf(`#v1:${base64url(deflateSync(new Uint8Array([0xff, 0xfe, 0x00])))}`)).toBe('share/damaged');
  });

  it('refuses a link of a later format version, saying so', () => {
    expect(codeOf('#v2:AAAA')).toBe('share/future-version');
    expect(() => decodeShareFragment('#v2:AAAA')).toThrow('This validation link was made by a newer version of Quire (format v2), so this page cannot read it. Reload to get the newest version, or paste the docs.json here.');
  });

  it('stops unpacking a link past the size limit', () => {
    const huge = deflateSync(new Uint8Array(maxSharedBytes + 1).fill(32), { level: 9 });
    expect(codeOf(`#v1:${base64url(huge)}`)).toBe('share/too-large');
    const fits = deflateSync(new Uint8Array(maxSharedBytes).fill(32), { level: 9 });
    expect(decodeShareFragment(`#v1:${base64url(fits)}`)).toHaveLength(maxSharedBytes);
  });
});
