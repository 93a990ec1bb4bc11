import { describe, expect, it } from 'vitest';
import { mdxContextAt } from '../../src/editor/mdx-context.ts';
import { cursor } from './fixtures.ts';

const at = (marked: string, jsx = true) => {
  const { text, offset } = cursor(marked);
  return mdxContextAt(text, offset, jsx);
};

describe('mdxContextAt', () => {
  it('finds a component name being typed after <', () => {
    expect(at('---\ntitle: A\n---\n\nSee <Ca|')).toEqual({ kind: 'component', prefix: 'Ca', start: 23, end: 25, closing: false, tagContinues: false });
  });

  it('finds a component name right after a typed <', () => {
    expect(at('Text\n\n<|')).toEqual({ kind: 'component', prefix: '', start: 7, end: 7, closing: false, tagContinues: false });
  });

  it('marks a name whose tag is already written, so only the name is replaced', () => {
    expect(at('<Ca| title="x">Hi</Card>')).toMatchObject({ kind: 'component', prefix: 'Ca', start: 1, end: 3, tagContinues: true });
    expect(at('<C|ard title="x">')).toMatchObject({ kind: 'component', prefix: 'C', start: 1, end: 5, tagContinues: true });
  });

  it('finds a closing tag name after </', () => {
    expect(at('<Note>\nHi\n</|')).toEqual({ kind: 'component', prefix: '', start: 12, end: 12, closing: true, tagContinues: false });
  });

  it('finds an attribute name inside a tag and lists the attributes already present', () => {
    expect(at('<Card title="A" hr| horizontal>')).toEqual({ kind: 'attribute', component: 'Card', prefix: 'hr', start: 16, end: 18, present: ['title', 'horizontal'] });
  });

  it('finds an empty attribute position after whitespace, also before > and across lines', () => {
    expect(at('<Card |>')).toEqual({ kind: 'attribute', component: 'Card', prefix: '', start: 6, end: 6, present: [] });
    expect(at('<Card\n  title="A"\n  |\n>')).toEqual({ kind: 'attribute', component: 'Card', prefix: '', start: 20, end: 20, present: ['title'] });
  });

  it('finds an attribute value inside quotes', () => {
    expect(at('<Card iconType="so|lid">')).toEqual({ kind: 'value', component: 'Card', attribute: 'iconType', prefix: 'so', start: 16, end: 21 });
    expect(at("<Card iconType='|")).toEqual({ kind: 'value', component: 'Card', attribute: 'iconType', prefix: '', start: 16, end: 16 });
  });

  it('is none after the tag closed, inside an expression, and in plain text', () => {
    expect(at('<Card title="A">Text |</Card>')).toEqual({ kind: 'none' });
    expect(at('<Card title={`a ${|}`}>')).toEqual({ kind: 'none' });
    expect(at('a < b and |')).toEqual({ kind: 'none' });
    expect(at('Plain |text')).toEqual({ kind: 'none' });
  });

  it('is none inside fenced code and inline code', () => {
    expect(at('```html\n<di|\n```')).toEqual({ kind: 'none' });
    expect(at('  ```jsx\n  <Card |\n  ```')).toEqual({ kind: 'none' });
    expect(at('Use `<Ca|` here')).toEqual({ kind: 'none' });
  });

  it('completes components again after a closed fence', () => {
    expect(at('```\ncode\n```\n\n<No|')).toMatchObject({ kind: 'component', prefix: 'No' });
  });

  it('stops a tag that was never closed at a blank line', () => {
    expect(at('<Card title="A"\n\nSome text |')).toEqual({ kind: 'none' });
  });

  it('has no component contexts in a plain Markdown page', () => {
    expect(at('<Ca|', false)).toEqual({ kind: 'none' });
  });

  it('finds front matter keys at the start of a line of the --- block, with the keys already present', () => {
    expect(at('---\ntitle: A\nde|\nmode: wide\n---\n')).toEqual({ kind: 'frontmatter-key', prefix: 'de', start: 13, end: 15, present: ['title', 'mode'] });
    expect(at('---\n|\n---\n')).toEqual({ kind: 'frontmatter-key', prefix: '', start: 4, end: 4, present: [] });
  });

  it('treats a block that is not closed yet as front matter up to the end', () => {
    expect(at('---\ntitle: A\nsi|')).toMatchObject({ kind: 'frontmatter-key', prefix: 'si' });
  });

  it('finds a front matter value after key:', () => {
    expect(at('---\nmode: w|\n---')).toEqual({ kind: 'frontmatter-value', key: 'mode', prefix: 'w', start: 10, end: 11 });
    expect(at('---\nmode: "cu|stom"\n---')).toEqual({ kind: 'frontmatter-value', key: 'mode', prefix: 'cu', start: 11, end: 17 });
  });

  it('is none on the fences themselves and on indented YAML', () => {
    expect(at('--|-\ntitle: A\n---')).toEqual({ kind: 'none' });
    expect(at('---\ntitle: A\n---|\n')).toEqual({ kind: 'none' });
    expect(at('---\nseo:\n  ke|\n---')).toEqual({ kind: 'none' });
  });

  it('offers a front matter block on the first line of a page without one', () => {
    expect(at('-|\n# Hello')).toEqual({ kind: 'frontmatter-block', start: 0, end: 1 });
    expect(at('|')).toEqual({ kind: 'frontmatter-block', start: 0, end: 0 });
    expect(at('# He|llo')).toEqual({ kind: 'none' });
  });
});
