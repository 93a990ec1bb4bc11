import { describe, expect, it } from 'vitest';
import { AssetUrls, MISSING_ASSET_URL } from '../../src/preview/runtime/asset-urls.ts';
import { previewAssetUrl } from '../../src/worker/preview-asset-url.ts';

describe('AssetUrls.resolveAll with the worker\'s previewAssetUrl', () => {
  it('finds a project path with spaces, quotes, parentheses and commas whole, in an attribute, a srcset and a CSS url()', () => {
    const urls = new AssetUrls();
    const bytes = new Uint8Array([1]);
    urls.update([{ path: 'images/docs thumbnails/x.png', bytes, mime: 'image/png' }, { path: "images/it's (1),x.png", bytes, mime: 'image/png' }], [], true);
    const spaced = urls.resolve('images/docs thumbnails/x.png');
    const odd = urls.resolve("images/it's (1),x.png");
    expect([spaced, odd].map((u) => u.startsWith('blob:'))).toEqual([true, true]);
    expect(previewAssetUrl('quire-asset:', 'images/docs thumbnails/x.png')).toBe('quire-asset:images/docs%20thumbnails/x.png');
    expect(previewAssetUrl('quire-asset:', "images/it's (1),x.png")).toBe('quire-asset:images/it%27s%20%281%29%2Cx.png');
    const a = previewAssetUrl('quire-asset:', 'images/docs thumbnails/x.png');
    const b = previewAssetUrl('quire-asset:', "images/it's (1),x.png");
    expect(urls.resolveAll(a)).toBe(spaced);
    expect(urls.resolveAll(`${a} 1x, ${b} 2x`)).toBe(`${spaced} 1x, ${odd} 2x`);
    expect(urls.resolveAll(`background: url("${b}") , url(${a})`)).toBe(`background: url("${odd}") , url(${spaced})`);
    expect(urls.resolveAll(previewAssetUrl('quire-asset:', 'images/docs thumbnails/y.png'))).toBe(MISSING_ASSET_URL);
  });
});
