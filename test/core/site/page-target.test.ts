import { describe, expect, it } from 'vitest';
import { parsePageTarget, siteUrl } from '../../../src/core/site/page-target.ts';

describe('parsePageTarget', () => {
  it('reads project files', () => {
    expect(parsePageTarget('guides/a.mdx')).toEqual({ kind: 'file', file: 'guides/a.mdx' });
    expect(parsePageTarget('/b.md')).toEqual({ kind: 'file', file: 'b.md' });
  });

  it('reads site URLs in their usual spellings', () => {
    expect(parsePageTarget('/guides/a#set-up')).toEqual({ kind: 'url', path: 'guides/a', anchor: 'set-up' });
    expect(parsePageTarget('/guides/a.html')).toEqual({ kind: 'url', path: 'guides/a', anchor: undefined });
    expect(parsePageTarget('guides/a/')).toEqual({ kind: 'url', path: 'guides/a', anchor: undefined });
    expect(parsePageTarget('/')).toEqual({ kind: 'url', path: '', anchor: undefined });
    expect(parsePageTarget('/index.html')).toEqual({ kind: 'url', path: '', anchor: undefined });
    expect(parsePageTarget('/caf%C3%A9?x=1#%C3%A9t%C3%A9')).toEqual({ kind: 'url', path: 'café', anchor: 'été' });
    expect(parsePageTarget('/guides/a.mdx#x')).toEqual({ kind: 'url', path: 'guides/a.mdx', anchor: 'x' });
  });
});

describe('siteUrl', () => {
  it('writes a page path as a root-relative URL, encoding each segment', () => {
    expect(siteUrl('guides/a')).toBe('/guides/a');
    expect(siteUrl('café', 'été')).toBe('/caf%C3%A9#%C3%A9t%C3%A9');
  });
});
