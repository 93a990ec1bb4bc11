import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../../src/core/project/project.ts';
import { cleanAttributes } from '../../../../src/core/render/safety/clean-attributes.ts';

const ctx = { project: new MemoryProject(), file: 'docs/page.mdx' };

describe('cleanAttributes', () => {
  it('maps JSX names to hast properties and keeps allowed attributes', () => {
    expect(cleanAttributes(ctx, 'img', [['src', '/a.png'], ['alt', 'A'], ['className', 'x y'], ['width', 20], ['aria-label', 'pic'], ['data-id', '1']], false)).toEqual({ properties: { src: '../a.png', alt: 'A', className: ['x', 'y'], width: '20', ariaLabel: 'pic', dataId: '1' }, unsafe: [] });
  });

  it('drops attributes that are not allowed without complaint, and dangerous ones with a note', () => {
    expect(cleanAttributes(ctx, 'div', [['key', 'k'], ['onClick', 'x'], ['srcDoc', 'x'], ['formAction', 'x'], ['title', 't']], false)).toEqual({ properties: { title: 't' }, unsafe: ['`onClick`', '`srcDoc`', '`formAction`'] });
  });

  it('drops data-quire-* (the site runtime reads them) with a note, in any spelling, and keeps other data-* and aria-*', () => {
    expect(cleanAttributes(ctx, 'div', [['data-quire-assets', '{"onclick":"x"}'], ['dataQuireAssets', 'x'], ['DATA-QUIRE-X', '1'], ['data-quirex', '1'], ['aria-label', 'a']], false)).toEqual({ properties: { dataQuirex: '1', ariaLabel: 'a' }, unsafe: ['`data-quire-assets`', '`dataQuireAssets`', '`DATA-QUIRE-X`'] });
    expect(cleanAttributes(ctx, 'circle', [['data-quire-assets', 'x']], true)).toEqual({ properties: {}, unsafe: ['`data-quire-assets`'] });
  });

  it('checks URLs by their use', () => {
    expect(cleanAttributes(ctx, 'a', [['href', 'javascript:x']], false)).toEqual({ properties: {}, unsafe: ['`href`'] });
    expect(cleanAttributes(ctx, 'iframe', [['src', 'data:text/html,x']], false).unsafe).toEqual(['`src`']);
    expect(cleanAttributes(ctx, 'img', [['srcset', 'a.png 1x, javascript:x 2x']], false).unsafe).toEqual(['`srcset`']);
    expect(cleanAttributes(ctx, 'img', [['srcset', '/a.png 1x, https://c.example/b.png 2x']], false).properties).toEqual({ srcSet: '../a.png 1x, https://c.example/b.png 2x' });
  });

  it('allows only references inside the page in SVG, except on links and images', () => {
    expect(cleanAttributes(ctx, 'use', [['href', '#icon']], true).properties).toEqual({ href: '#icon' });
    expect(cleanAttributes(ctx, 'use', [['href', 'https://x.example/s.svg#i']], true).unsafe).toEqual(['`href`']);
    expect(cleanAttributes(ctx, 'a', [['href', 'https://x.example']], true).properties).toEqual({ href: 'https://x.example' });
  });

  it('drops any attribute value carrying a script URL', () => {
    expect(cleanAttributes(ctx, 'path', [['fill', 'url(javascript:x)'], ['d', 'M0 0']], true)).toEqual({ properties: { d: 'M0 0' }, unsafe: ['`fill`'] });
  });

  it('forces the sandbox of iframes', () => {
    expect(cleanAttributes(ctx, 'iframe', [['src', 'https://v.example/e'], ['sandbox', 'allow-top-navigation'], ['referrerPolicy', 'unsafe-url']], false).properties).toEqual({ src: 'https://v.example/e', sandbox: 'allow-scripts allow-popups allow-forms allow-presentation', loading: 'lazy', referrerPolicy: 'no-referrer' });
  });

  it('writes boolean attributes as booleans', () => {
    expect(cleanAttributes(ctx, 'video', [['controls', true], ['muted', true], ['src', 'v.mp4']], false).properties).toEqual({ controls: true, muted: true, src: 'v.mp4' });
  });
});
