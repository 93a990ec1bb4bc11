import { describe, expect, it } from 'vitest';
import { mdxHoverAt } from '../../src/editor/mdx-hover.ts';
import { components, cursor, frontmatterKeys } from './fixtures.ts';

const hover = (marked: string) => {
  const { text, offset } = cursor(marked);
  return mdxHoverAt(text, offset, components, frontmatterKeys);
};

describe('mdxHoverAt', () => {
  it('shows a component\'s docs over its opening and closing tag names', () => {
    const opening = hover('<Card|Group cols={3}>\n</CardGroup>');
    expect(opening).toEqual({
      markdown: [
        '**`<CardGroup>`** — Lays cards out in a grid.',
        '',
        '| Attribute | Type | Required | Default | Description |',
        '|---|---|---|---|---|',
        '| `cols` | number | no | `2` | Number of columns \\| of the grid. |',
      ].join('\n'),
      start: 1,
      end: 10,
    });
    expect(hover('<CardGroup>\n</Ca|rdGroup>')).toMatchObject({ start: 14, end: 23 });
  });

  it('says when a component has no attributes', () => {
    expect(hover('<No|te>Hi</Note>')?.markdown).toBe('**`<Note>`** — A callout for supplementary information.\n\nNo attributes.');
  });

  it('shows an attribute\'s docs over its name', () => {
    expect(hover('<Card ti|tle="A" horizontal>')).toEqual({ markdown: '**`title`** of `<Card>` — string, required\n\nTitle of the card.', start: 6, end: 11 });
    expect(hover('<Card title="A" hori|zontal>')?.markdown).toBe('**`horizontal`** of `<Card>` — flag, optional, default `false`\n\nLays the card out side by side.');
  });

  it('shows a front matter key\'s description', () => {
    expect(hover('---\nmo|de: wide\n---')).toEqual({ markdown: '**`mode`** (front matter) — string\n\nPage layout.', start: 4, end: 8 });
  });

  it('shows nothing for unknown components, values and text', () => {
    expect(hover('<Myst|ery />')).toBeUndefined();
    expect(hover('<Card title="A|">')).toBeUndefined();
    expect(hover('Some te|xt')).toBeUndefined();
  });
});
