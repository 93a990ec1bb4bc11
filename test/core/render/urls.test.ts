import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { assetUrl, linkUrl, relativePath } from '../../../src/core/render/urls.ts';

const ctx = { project: new MemoryProject(), file: 'guides/setup/intro.mdx' };

describe('relativePath', () => {
  it.each([
    ['guides', 'guides/a.html', 'a.html'],
    ['guides/setup', 'images/x.png', '../../images/x.png'],
    ['', 'a/b.html', 'a/b.html'],
    ['a/b', 'a/c/d.html', '../c/d.html'],
  ])('from %s to %s is %s', (from, to, out) => {
    expect(relativePath(from, to)).toBe(out);
  });
});

describe('linkUrl', () => {
  it('turns page links into relative .html paths by default', () => {
    expect(linkUrl(ctx, './next')).toBe('next.html');
    expect(linkUrl(ctx, '/api/users.mdx#list')).toBe('../../api/users.html#list');
    expect(linkUrl(ctx, '/quick start')).toBe('../../quick%20start.html');
  });

  it('hands pages and files to the callbacks', () => {
    const calls: string[] = [];
    const c = { ...ctx, pageUrl: (p: string, h: string) => (calls.push(`${p}|${h}`), `P:${p}${h}`), assetUrl: (p: string) => `A:${p}` };
    expect(linkUrl(c, '../api/users?x=1#get')).toBe('P:guides/api/users#get');
    expect(linkUrl(c, '/files/a.pdf?dl=1')).toBe('A:files/a.pdf?dl=1');
    expect(calls).toEqual(['guides/api/users|#get']);
  });

  it('keeps external and hash links and refuses unsafe ones', () => {
    expect(linkUrl(ctx, 'https://example.com')).toBe('https://example.com');
    expect(linkUrl(ctx, '#top')).toBe('#top');
    expect(linkUrl(ctx, 'javascript:x')).toBeUndefined();
  });
});

describe('assetUrl', () => {
  it('resolves project paths relative to the page, or through the callback', () => {
    expect(assetUrl(ctx, '/images/a.png')).toBe('../../images/a.png');
    expect(assetUrl(ctx, 'shot.png')).toBe('shot.png');
    expect(assetUrl({ ...ctx, assetUrl: (p) => `blob:${p}` }, '../img/b.png')).toBe('blob:guides/img/b.png');
  });

  it('keeps external media and refuses script URLs', () => {
    expect(assetUrl(ctx, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(assetUrl(ctx, 'javascript:x')).toBeUndefined();
  });
});
