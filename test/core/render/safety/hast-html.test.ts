import type { Element, ElementContent, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h, s } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { hastToHtml } from '../../../../src/core/render/safety/hast-html.ts';
import { attributeOf, htmlAttributes, svgAttributes } from '../../../../src/core/render/safety/html-attributes.ts';

/** hast-util-to-html with the options serializeHtml gave it. */
const reference = (tree: Root | ElementContent, dangerous: boolean): string => toHtml(tree as Root, dangerous ? { allowDangerousHtml: true } : {});

/** Both serializations of `tree`, with and without raw HTML, for one comparison. */
const both = (tree: Root | ElementContent) => [false, true].map((dangerous) => ({ ours: hastToHtml(tree, dangerous), theirs: reference(tree, dangerous) }));

const hostile = 'a"b\'c&d<e>f`g\0h</script><!--i-->]]>javascript:alert(1)';
const values: unknown[] = ['', 'x', hostile, true, false, 0, 1.5, Number.NaN, ['a', 'b'], ['a', ''], ['', 'b"&'], []];

const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });

describe('hastToHtml', () => {
  it('writes every listed HTML attribute, with every kind of value, as hast-util-to-html does', () => {
    for (const property of Object.keys(htmlAttributes)) {
      for (const value of [...values, attributeOf(property, false)?.attribute]) {
        const tree = element('div', { [property]: value as Properties[string] });
        expect(hastToHtml(tree, false), `${property}=${String(value)}`).toBe(reference(tree, false));
      }
    }
  });

  it('writes every listed SVG attribute inside <svg>, with every kind of value, as hast-util-to-html does', () => {
    for (const property of Object.keys(svgAttributes)) {
      for (const value of [...values, attributeOf(property, true)?.attribute]) {
        const tree = element('div', {}, [element('svg', { [property]: value as Properties[string] }, [element('path', { [property]: value as Properties[string] })])]);
        expect(hastToHtml(tree, false), `${property}=${String(value)}`).toBe(reference(tree, false));
      }
    }
  });

  it('names data properties as hast-util-to-html does (SVG’s own dataType aside), and writes unlisted ones through it', () => {
    const properties: Properties = { dataGroup: '1', dataQuireSearchSrc: hostile, dataX1: ['a', 'b'], dataA: true, dataType: 'x', onClick: 'alert(1)', 'data-raw': 'y', fooBar: 'z', xmlLang: 'en' };
    const tree = element('div', properties, [element('svg', properties, [element('g', properties)])]);
    for (const { ours, theirs } of both(tree)) expect(ours).toBe(theirs);
    expect(attributeOf('dataQuireSearchSrc', false)).toEqual({ attribute: 'data-quire-search-src', kind: 'plain' });
    expect(attributeOf('dataType', true)).toBeUndefined();
    expect(attributeOf('onClick', false)).toBeUndefined();
  });

  it('escapes hostile text, comments and attribute values, and keeps script and style text, void elements, raw nodes and namespaces, as hast-util-to-html does', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'doctype' },
        h('html', { lang: 'en' }, [
          h('head', [h('meta', { charSet: 'utf-8' }), h('title', hostile), h('style', 'a{color:red}</style><b>'), h('script', 'if (a < b && c) {}</script>')]),
          h('body', [
            { type: 'comment', value: '--><script>x</script><!-' },
            { type: 'comment', value: '>a' },
            { type: 'comment', value: '->b<!--c--!>' },
            h('p', { className: ['x', 'y'], title: hostile, hidden: true, id: '' }, [hostile, h('br'), h('img', { src: 'javascript:alert(1)', alt: hostile }), h('hr', [{ type: 'text', value: 'inside a void' }])]),
            h('a', { href: 'https://x.dev/?a=1&b="2"', rel: ['noopener', 'noreferrer'], target: '_blank', download: '' }, 'link'),
            h('details', { open: true }, [h('summary', 'Open')]),
            h('input', { type: 'checkbox', checked: true, disabled: false }),
            { type: 'raw', value: '<b>raw</b> & <i>' } as unknown as ElementContent,
            h('script', [{ type: 'raw', value: '</script>' } as unknown as ElementContent]),
            s('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 10 10', className: ['q-icon'], ariaHidden: 'true', focusable: 'false' }, [
              s('title', hostile),
              s('path', { d: 'M0 0h10', strokeWidth: 2, strokeLinecap: 'round', fillRule: 'evenodd' }),
              s('foreignObject', [h('div', { className: ['inner'] }, [h('br'), 'text <&>'])]),
              s('style', '.a{fill:red}</style>'),
              s('br'),
            ]),
            h('math', [h('mi', 'x')]),
            h('template', [h('p', 'kept')]),
          ]),
        ]),
      ],
    };
    for (const { ours, theirs } of both(tree)) expect(ours).toBe(theirs);
    // The text and attribute escapes are the ones a browser reads back as written.
    expect(hastToHtml(h('p', { title: hostile }, hostile), false)).toBe(
      '<p title="a&#x22;b&#x27;c&#x26;d<e>f&#x60;g&#x0;h</script><!--i-->]]>javascript:alert(1)">a"b\'c&#x26;d&#x3C;e>f`g\0h&#x3C;/script>&#x3C;!--i-->]]>javascript:alert(1)</p>',
    );
  });

  it('fails on a node it cannot write, as hast-util-to-html does', () => {
    const tree = { type: 'mdxJsxFlowElement', name: 'X', attributes: [], children: [] } as unknown as Root;
    expect(() => hastToHtml(tree, false)).toThrow('Cannot compile unknown node `mdxJsxFlowElement`');
  });
});
