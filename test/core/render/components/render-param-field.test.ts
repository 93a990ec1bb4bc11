import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

const field = (head: ElementContent[], body: ElementContent[]) => h('div', { className: ['q-field', 'q-param-field'] }, [h('div', { className: ['q-field-head'] }, head), h('div', { className: ['q-field-body'] }, body)]);
const name = (n: string) => h('code', { className: ['q-field-name'] }, n);
const location = (l: string) => h('span', { className: ['q-field-location'] }, l);
const type = (t: string) => h('span', { className: ['q-field-type'] }, t);
const badge = (kind: string) => h('span', { className: ['q-field-badge', `q-field-${kind}`] }, kind);
const fallback = (v: string) => h('span', { className: ['q-field-default'] }, ['default: ', h('code', v)]);

describe('<ParamField>', () => {
  it('shows name, location, type, required and default', () => {
    const page = render('<ParamField path="id" type="string" required default="me">\n  The user id.\n</ParamField>');
    expect(page.html).toBe(html(field([name('id'), location('path'), type('string'), badge('required'), fallback('me')], [h('p', 'The user id.')])));
    expect(codes(page)).toEqual([]);
  });

  it.each(['query', 'body', 'header'])('reads the %s location', (where) => {
    expect(render(`<ParamField ${where}="x" />`).html).toBe(html(field([name('x'), location(where)], [])));
  });

  it.each([
    ['required', true],
    ['required={true}', true],
    ['required="true"', true],
    ['required={false}', false],
  ])('reads %s', (attr, shown) => {
    expect(render(`<ParamField query="q" ${attr} />`).html.includes('q-field-required')).toBe(shown);
  });

  it('shows optional and deprecated badges and a non-string default as JSON', () => {
    expect(render('<ParamField body="tags" type="string[]" optional deprecated default={["a", 1]} />').html).toBe(html(field([name('tags'), location('body'), type('string[]'), badge('optional'), badge('deprecated'), fallback('["a",1]')], [])));
  });

  it('accepts name= without a location', () => {
    expect(render('<ParamField name="limit" type="number" default={10} />').html).toBe(html(field([name('limit'), type('number'), fallback('10')], [])));
    expect(render('<ParamField query="prefix" type="string" default="" />').html).toBe(html(field([name('prefix'), location('query'), type('string'), fallback('""')], [])));
  });
});
