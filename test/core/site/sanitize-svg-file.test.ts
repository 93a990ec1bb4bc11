import { describe, expect, it } from 'vitest';
import { sanitizeSvgFile } from '../../../src/core/site/sanitize-svg-file.ts';
import { servableAsset } from '../../../src/core/site/servable-asset.ts';

const ns = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('sanitizeSvgFile', () => {
  it('keeps a plain drawing as it is, with the SVG namespaces on its root', () => {
    const source = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo &amp; mark</title><path d="M0 0h10v10z" fill="#f50"/></svg>\n';
    expect(sanitizeSvgFile(source)).toEqual({ ok: true, text: `<svg ${ns} viewBox="0 0 10 10"><title>Logo &amp; mark</title><path d="M0 0h10v10z" fill="#f50"/></svg>`, removed: [] });
  });

  it('removes scripts, event handlers, foreignObject with HTML, animations and javascript: links', () => {
    const source = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__ran=1">',
      '<script>window.__ran=1</script>',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="window.__ran=1"/></div></foreignObject>',
      '<a href="javascript:window.__ran=1"><circle r="1" onclick="window.__ran=1"/></a>',
      '<a xlink:href="https://acme.dev/">ok</a>',
      '<set attributeName="href" to="javascript:alert(1)"/>',
      '<use href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>',
      '</svg>',
    ].join('');
    expect(sanitizeSvgFile(source)).toEqual({
      ok: true,
      text: `<svg ${ns}><a><circle r="1"/></a><a xlink:href="https://acme.dev/">ok</a><use/></svg>`,
      removed: ['onload', '<script>', '<foreignObject>', 'href', 'onclick', '<set>'],
    });
  });

  it("drops a drawing program's metadata without listing it, since it could run nothing", () => {
    const source = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"><metadata><rdf:RDF/></metadata><sodipodi:namedview id="n"/><g inkscape:label="Layer 1"><circle r="2"/></g></svg>';
    expect(sanitizeSvgFile(source)).toEqual({ ok: true, text: `<svg ${ns}><g><circle r="2"/></g></svg>`, removed: [] });
  });

  it('drops a DOCTYPE and refuses an entity it declared, which could smuggle markup', () => {
    expect(sanitizeSvgFile('<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg>&x;</svg>')).toEqual({ ok: false, reason: 'it uses an entity that is not one of XML’s own' });
  });

  it('keeps a stylesheet of plain rules and drops one that loads something', () => {
    expect(sanitizeSvgFile('<svg><style type="text/css">.a{fill:#fff}</style><rect class="a" style="fill:red;background:url(javascript:x)"/></svg>')).toEqual({ ok: true, text: `<svg ${ns}><style>.a{fill:#fff}</style><rect class="a" style="fill: red"/></svg>`, removed: [] });
    expect(sanitizeSvgFile('<svg><style>@import "https://evil.dev/x.css";</style></svg>')).toEqual({ ok: true, text: `<svg ${ns}></svg>`, removed: ['<style> that loads or hides something'] });
  });

  it('refuses what is not a well-formed SVG file', () => {
    const reasons = ['<html><script>x</script></html>', '<svg><g></svg>', '<svg><g>', '<svg><rect width=10/></svg>', 'text<svg/>', '<svg/><svg/>', '<svg>a & b</svg>', `${'<g>'.repeat(10)}`].map((s) => sanitizeSvgFile(s));
    expect(reasons).toEqual([
      { ok: false, reason: 'its root element is <html>, not <svg>' },
      { ok: false, reason: 'the end tag </svg> does not match the element it closes' },
      { ok: false, reason: '<g> is never closed' },
      { ok: false, reason: 'the tag <rect> is not well-formed' },
      { ok: false, reason: 'it has text outside its <svg> element' },
      { ok: false, reason: 'it has more than one root element' },
      { ok: false, reason: 'it uses an entity that is not one of XML’s own' },
      { ok: false, reason: 'its root element is <g>, not <svg>' },
    ]);
  });

  it('refuses nesting deeper than 200 elements and files over 2 MB without reading them', () => {
    expect(sanitizeSvgFile(`<svg>${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`)).toEqual({ ok: false, reason: 'its elements nest deeper than 200' });
    expect(sanitizeSvgFile(`<svg>${' '.repeat(2_000_001)}</svg>`)).toEqual({ ok: false, reason: 'it is larger than 2 MB' });
  });
});

describe('servableAsset', () => {
  it('serves an image as it is and an SVG sanitized or not at all', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(servableAsset('a.png', png)).toEqual({ ok: true, bytes: png, removed: [] });
    const svg = servableAsset('a.SVG', new TextEncoder().encode('<svg onload="x()"/>'));
    expect(svg.ok && new TextDecoder().decode(svg.bytes)).toBe(`<svg ${ns}/>`);
    expect(servableAsset('a.svgz', png)).toEqual({ ok: false, refused: 'type', reason: 'a compressed SVG cannot be checked for script; save it as plain .svg' });
  });

  it('serves nothing of a type off the allowlist, and no file whose bytes are not of its type', () => {
    const html = new TextEncoder().encode('<html><script>window.__ran = 1</script></html>');
    expect(servableAsset('process.xpdl', html)).toEqual({ ok: false, refused: 'type', reason: 'a browser could show a file of this type as a page of the site' });
    expect(servableAsset('evil.png', html)).toEqual({ ok: false, refused: 'content', found: 'markup', reason: 'its extension says .png, but it starts like HTML or XML' });
    expect(servableAsset('a.mp4', new Uint8Array([1, 2, 3]))).toEqual({ ok: false, refused: 'content', found: 'other', reason: 'its extension says .mp4, but its bytes are not a file of that kind' });
    expect(servableAsset('data.json', html)).toEqual({ ok: false, refused: 'content', found: 'markup', reason: 'its extension says .json, but it starts like HTML or XML' });
    const json = new TextEncoder().encode('{"a": "<b>"}');
    expect(servableAsset('data.json', json)).toEqual({ ok: true, bytes: json, removed: [] });
  });
});
