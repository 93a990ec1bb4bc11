import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { definitionsOf } from '../../../../src/core/render/blocks/render-block.ts';
import { render } from '../render-helpers.ts';

describe('definitionsOf', () => {
  it('finds link and footnote definitions at any depth, in document order', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'definition', identifier: 'a', url: '/a', title: null },
        { type: 'blockquote', children: [{ type: 'definition', identifier: 'b', url: '/b', title: null }] },
        { type: 'footnoteDefinition', identifier: '1', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'note' }] }, { type: 'definition', identifier: 'c', url: '/c', title: null }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'text' }] },
      ],
    };
    expect(definitionsOf(tree, []).map((node) => (node.type === 'definition' || node.type === 'footnoteDefinition' ? node.identifier : node.type))).toEqual(['a', 'b', '1', 'c']);
  });
});

describe('renderBlocks', () => {
  it('resolves references to definitions anywhere in the page, the first of two with one label, and footnotes', () => {
    const page = ['See [one][a], [two][b] and a note[^n].', '', '> [a]: /first', '', '[a]: /second', '', '- [b]: /list', '', '[^n]: The note.'].join('\n');
    // The definition in the quote comes first; the one in the list item is found too.
    expect(render(page).html).toBe(
      '<p>See <a href="../first.html">one</a>, <a href="../list.html">two</a> and a note<sup><a href="#user-content-fn-n" id="user-content-fnref-n" data-footnote-ref aria-describedby="footnote-label">1</a></sup>.</p><blockquote>\n' +
        '</blockquote><ul>\n' +
        '<li></li>\n' +
        '</ul><section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>\n' +
        '<ol>\n' +
        '<li id="user-content-fn-n">\n' +
        '<p>The note. <a href="#user-content-fnref-n" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p>\n' +
        '</li>\n' +
        '</ol>\n' +
        '</section>',
    );
  });
});
