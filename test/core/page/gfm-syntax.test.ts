import { describe, expect, it } from 'vitest';
import type { PhrasingContent, Root } from 'mdast';
import { gfmSyntax, mayHoldAutolinkLiteral } from '../../../src/core/page/gfm-syntax.ts';
import { markdownParser } from '../../../src/core/page/markdown-syntax.ts';

const parse = (text: string): Root => markdownParser({ syntaxes: [gfmSyntax()] })(text);
const paragraph = (text: string) => parse(text).children[0];
const strip = (node: unknown): unknown => JSON.parse(JSON.stringify(node, (k, v: unknown) => (k === 'position' ? undefined : v)));

describe('mayHoldAutolinkLiteral', () => {
  const inParagraph = (...children: PhrasingContent[]): Root => ({ type: 'root', children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Title' }] }, { type: 'paragraph', children }] });
  const text = (value: string): PhrasingContent => ({ type: 'text', value });

  it('is true for text outside links with http://, https://, www. (any case) or @', () => {
    for (const value of ['see http://a.b', 'see HTTPS://a.b', 'go to WWW.a.b', 'mail me@a.b', 'xmpp:me@a.b/x']) expect(mayHoldAutolinkLiteral(inParagraph(text('x'), text(value)))).toBe(true);
    expect(mayHoldAutolinkLiteral(inParagraph({ type: 'emphasis', children: [text('www.a.b')] }))).toBe(true);
  });

  it('is false for text with none of them, and for links and link references, which the transform leaves alone', () => {
    expect(mayHoldAutolinkLiteral(inParagraph(text('plain words, www and http:'), { type: 'inlineCode', value: 'https://a.b me@a.b' }))).toBe(false);
    expect(mayHoldAutolinkLiteral(inParagraph({ type: 'link', url: '/x', children: [text('https://a.b')] }, { type: 'linkReference', identifier: 'r', referenceType: 'full', children: [text('me@a.b')] }))).toBe(false);
    expect(mayHoldAutolinkLiteral({ type: 'root', children: [{ type: 'code', value: 'https://a.b me@a.b' }] })).toBe(false);
  });
});

describe('gfmSyntax', () => {
  it('still turns bare URLs and addresses in text into links', () => {
    expect(strip(paragraph('Go to www.example.com or mail a@b.co.'))).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Go to ' },
        { type: 'link', title: null, url: 'http://www.example.com', children: [{ type: 'text', value: 'www.example.com' }] },
        { type: 'text', value: ' or mail ' },
        { type: 'link', title: null, url: 'mailto:a@b.co', children: [{ type: 'text', value: 'a@b.co' }] },
        { type: 'text', value: '.' },
      ],
    });
  });

  it('leaves a page with no bare link as the parser read it', () => {
    expect(strip(paragraph('A [link](https://a.b) and _text_.'))).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', value: 'A ' },
        { type: 'link', title: null, url: 'https://a.b', children: [{ type: 'text', value: 'link' }] },
        { type: 'text', value: ' and ' },
        { type: 'emphasis', children: [{ type: 'text', value: 'text' }] },
        { type: 'text', value: '.' },
      ],
    });
  });
});
