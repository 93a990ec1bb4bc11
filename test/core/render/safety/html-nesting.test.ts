import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { renest } from '../../../../src/core/render/safety/html-nesting.ts';
import { serializeHtml } from '../../../../src/core/render/safety/serialize-html.ts';
import { meantTree, parsedTree } from '../parsed-tree.ts';

const el = (tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/** renest's result, checked to be what a browser builds from its HTML. */
function renested(node: Element, parent?: string): ElementContent[] | undefined {
  const out = renest(node, parent);
  if (out) expect(parsedTree(serializeHtml(out))).toBe(meantTree(out));
  return out;
}

describe('renest', () => {
  it('adds the tbody and tr a table gets, keeping blank text where the parser puts it', () => {
    const table = el('table', [text('\n'), el('tr', [el('td', [text('a')])]), text('\n'), el('td', [text('b')]), el('td', [text('c')])]);
    expect(renested(table)).toEqual([el('table', [text('\n'), el('tbody', [el('tr', [el('td', [text('a')])]), text('\n'), el('tr', [el('td', [text('b')]), el('td', [text('c')])])])])]);
  });

  it('moves what may not stand in a table before it, in order, from any depth', () => {
    const table = el('table', [text('one'), el('tbody', [el('tr', [el('div', [text('two')]), el('td')])]), el('p', [text('three')])]);
    expect(renested(table)).toEqual([text('one'), el('div', [text('two')]), el('p', [text('three')]), el('table', [el('tbody', [el('tr', [el('td')])])])]);
  });

  it('wraps cols in a colgroup and keeps a hidden input in the table', () => {
    const input = el('input', [], { type: 'hidden' });
    expect(renested(el('table', [el('col'), el('col'), input]))).toEqual([el('table', [el('colgroup', [el('col'), el('col')]), input])]);
  });

  it('replaces table parts outside their table by their content', () => {
    expect(renested(el('td', [text('x')]), 'div')).toEqual([text('x')]);
    expect(renested(el('tbody', [text('x')]), 'table')).toBeUndefined();
  });

  it('turns a paragraph holding a block (at any depth, not inside a button) into a div', () => {
    expect(renested(el('p', [el('span', [el('ul', [el('li')])])]))).toEqual([el('div', [el('span', [el('ul', [el('li')])])], { className: ['q-as-p'] })]);
    expect(renested(el('p', [el('button', [el('div')])]))).toBeUndefined();
  });

  it('turns links inside a link into spans carrying only their classes, but not inside a table cell', () => {
    expect(renested(el('a', [el('em', [el('a', [text('x')], { href: '/b', className: ['c'] })])], { href: '/a' }))).toEqual([el('a', [el('em', [el('span', [text('x')], { className: ['c', 'q-as-a'] })])], { href: '/a' })]);
    expect(renested(el('a', [el('table', [el('tbody', [el('tr', [el('td', [el('a')])])])])]))).toBeUndefined();
  });

  it('turns a list item inside an item into a div, unless a list is between them', () => {
    expect(renested(el('li', [el('div', [el('li', [text('x')])])]))).toEqual([el('li', [el('div', [el('div', [text('x')], { className: ['q-as-li'] })])])]);
    expect(renested(el('li', [el('ul', [el('li')])]))).toBeUndefined();
    expect(renested(el('dt', [el('dd', [text('x')])]))).toEqual([el('dt', [el('div', [text('x')], { className: ['q-as-dd'] })])]);
  });

  it('turns only a heading directly inside a heading into a span', () => {
    expect(renested(el('h2', [el('h3', [el('h4')])]))).toEqual([el('h2', [el('span', [el('h4')], { className: ['q-as-h3'] })])]);
    expect(renested(el('h2', [el('span', [el('h3')])]))).toBeUndefined();
  });

  it('turns an rt or rp directly inside an element its start tag closes (p, li, dd, rt) into a span', () => {
    expect(renested(el('rt', [el('rp', [text('(')])]))).toEqual([el('rt', [el('span', [text('(')], { className: ['q-as-rp'] })])]);
    expect(renested(el('ruby', [el('rt', [text('a')]), el('rp', [text('(')])]))).toBeUndefined();
    expect(renested(el('p', [el('rt', [text('a')])]))).toEqual([el('p', [el('span', [text('a')], { className: ['q-as-rt'] })])]);
    expect(renested(el('li', [el('rp', [text('(')])]))).toEqual([el('li', [el('span', [text('(')], { className: ['q-as-rp'] })])]);
  });

  it('empties void elements and leaves well-nested elements alone', () => {
    expect(renested(el('img', [text('x')]))).toEqual([el('img')]);
    expect(renest(el('div', [el('p', [el('a', [el('span')])]), el('table', [el('thead', [el('tr', [el('th')])])])]), undefined)).toBeUndefined();
  });
});
