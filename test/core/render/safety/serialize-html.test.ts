import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { serializeHtml } from '../../../../src/core/render/safety/serialize-html.ts';
import { meantTree, parsedTree } from '../parsed-tree.ts';

describe('serializeHtml', () => {
  it('writes < and > in attribute values as references, in HTML and in SVG', () => {
    const tree: ElementContent[] = [
      { type: 'element', tagName: 'img', properties: { title: '</iframe><script>', className: ['a<b', 'c>d'] }, children: [] },
      { type: 'element', tagName: 'svg', properties: { ariaLabel: '<x>' }, children: [{ type: 'text', value: 'a<b>c' }] },
    ];
    expect(serializeHtml(tree)).toBe('<img title="&#x3C;/iframe&#x3E;&#x3C;script&#x3E;" class="a&#x3C;b c&#x3E;d"><svg aria-label="&#x3C;x&#x3E;">a&#x3C;b>c</svg>');
  });

  it('writes CR, CR LF and NUL in texts and attribute values as the parser reads them', () => {
    const tree: ElementContent[] = [{ type: 'element', tagName: 'p', properties: { title: 'a\r\nb\rc\u0000' }, children: [{ type: 'text', value: 'x\r\ny\u0000' }] }];
    expect(serializeHtml(tree)).toBe('<p title="a\nb\nc\uFFFD">x\ny\uFFFD</p>');
    expect(parsedTree(serializeHtml(tree))).toBe(meantTree([{ type: 'element', tagName: 'p', properties: { title: 'a\nb\nc\uFFFD' }, children: [{ type: 'text', value: 'x\ny\uFFFD' }] }]));
  });

  it('leaves the tree it was given as it was', () => {
    const img: ElementContent = { type: 'element', tagName: 'img', properties: { alt: '<' }, children: [] };
    serializeHtml([img]);
    expect(img.properties).toEqual({ alt: '<' });
  });
});
