import { describe, expect, it } from 'vitest';
import { mdxCompletions } from '../../src/editor/mdx-completions.ts';
import { components, cursor, frontmatterKeys } from './fixtures.ts';

const complete = (marked: string, jsx = true) => {
  const { text, offset } = cursor(marked);
  return mdxCompletions(text, offset, { components, frontmatterKeys, jsx });
};

describe('mdxCompletions: component names', () => {
  it('offers every component after <, as a snippet with the required attributes and the closing tag', () => {
    const items = complete('Intro\n\n<|');
    expect(items.map((i) => i.label)).toEqual(['Note', 'Card', 'CardGroup', 'Icon', 'ParamField']);
    expect(items.map((i) => i.insertText)).toEqual(['Note>$0</Note>', 'Card title="$1">$0</Card>', 'CardGroup>$0</CardGroup>', 'Icon icon="$1" />', 'ParamField ${1|path,query|}="$2">$0</ParamField>']);
    expect(items[1]).toMatchObject({ kind: 'component', snippet: true, start: 8, end: 8, detail: '<Card>' });
  });

  it('replaces the typed prefix', () => {
    const card = complete('<Ca|').find((i) => i.label === 'Card');
    expect(card).toMatchObject({ start: 1, end: 3, insertText: 'Card title="$1">$0</Card>' });
  });

  it('inserts only the name when the tag is already written', () => {
    expect(complete('<Ca| title="x">Hi</Card>').find((i) => i.label === 'Card')).toMatchObject({ insertText: 'Card', snippet: false, start: 1, end: 3 });
  });

  it('closes a tag after </', () => {
    expect(complete('<Note>\nHi\n</|').find((i) => i.label === 'Note')).toMatchObject({ insertText: 'Note>', snippet: false });
  });

  it('documents each component with its description, example and attribute table', () => {
    const card = complete('<|').find((i) => i.label === 'Card');
    expect(card?.documentation).toBe(
      [
        '**`<Card>`** — A box with a title, an icon and text.',
        '',
        '```mdx',
        '<Card title="Quickstart" href="/quickstart">Start here.</Card>',
        '```',
        '',
        '| Attribute | Type | Required | Default | Description |',
        '|---|---|---|---|---|',
        '| `title` | string | yes |  | Title of the card. |',
        '| `href` | string | no |  | Page path or URL the card links to. |',
        '| `iconType` | `"solid"`, `"duotone"` | no |  | Style of the icon. |',
        '| `horizontal` | flag | no | `false` | Lays the card out side by side. |',
      ].join('\n'),
    );
  });

  it('offers nothing in plain text, code or a .md page', () => {
    expect(complete('Some |text')).toEqual([]);
    expect(complete('```\n<|\n```')).toEqual([]);
    expect(complete('Intro\n\n<|', false)).toEqual([]);
  });
});

describe('mdxCompletions: attributes', () => {
  it('offers the attributes not yet written, required first, as snippets by type', () => {
    const items = complete('<Card href="/a" |>');
    expect(items.map((i) => [i.label, i.insertText, i.sortText])).toEqual([
      ['title', 'title="$1"', '0title'],
      ['iconType', 'iconType="${1|solid,duotone|}"', '1iconType'],
      ['horizontal', 'horizontal', '1horizontal'],
    ]);
    expect(items[0]).toMatchObject({ kind: 'attribute', start: 16, end: 16, detail: 'string (required)' });
  });

  it('writes numbers in braces', () => {
    expect(complete('<CardGroup c|>')).toEqual([
      expect.objectContaining({ label: 'cols', insertText: 'cols={$1}', start: 11, end: 12, detail: 'number' }),
    ]);
  });

  it('writes expressions in braces and drops the rest of an exactly-one-of group once one is written', () => {
    expect(complete('<ParamField |>').map((i) => [i.label, i.insertText])).toEqual([
      ['path', 'path="$1"'],
      ['query', 'query="$1"'],
      ['default', 'default={$1}'],
    ]);
    expect(complete('<ParamField query="limit" |>').map((i) => i.label)).toEqual(['default']);
  });

  it('offers nothing for an unknown component', () => {
    expect(complete('<Mystery |>')).toEqual([]);
  });
});

describe('mdxCompletions: attribute values', () => {
  it('offers the allowed values inside the quotes, replacing the whole value', () => {
    const items = complete('<Card title="A" iconType="so|lid">');
    expect(items.map((i) => i.label)).toEqual(['solid', 'duotone']);
    expect(items[0]).toMatchObject({ kind: 'value', insertText: 'solid', start: 26, end: 31, detail: 'Card iconType' });
  });

  it('offers nothing for a free-text attribute', () => {
    expect(complete('<Card title="|">')).toEqual([]);
  });
});

describe('mdxCompletions: front matter', () => {
  it('offers the keys not yet set inside the --- block', () => {
    const items = complete('---\ntitle: Intro\n|\n---\n\nBody');
    expect(items.map((i) => [i.label, i.insertText])).toEqual([
      ['description', 'description: $0'],
      ['mode', 'mode: ${1|wide,custom|}'],
    ]);
    expect(items[0]).toMatchObject({ kind: 'frontmatter', start: 17, end: 17, documentation: 'Purpose of the page.' });
  });

  it('offers front matter keys in a .md page too', () => {
    expect(complete('---\nti|\n---', false).map((i) => i.label)).toEqual(['title', 'description', 'mode']);
  });

  it('offers the allowed values of a key', () => {
    expect(complete('---\nmode: |\n---').map((i) => [i.label, i.start, i.end])).toEqual([
      ['wide', 10, 10],
      ['custom', 10, 10],
    ]);
    expect(complete('---\ntitle: |\n---')).toEqual([]);
  });

  it('offers a front matter block on the first line of a page without one', () => {
    expect(complete('|\n# Hello')).toEqual([
      expect.objectContaining({ label: '---', insertText: '---\ntitle: ${1:Title}\ndescription: ${2:Description}\n---\n\n$0', snippet: true, start: 0, end: 0 }),
    ]);
  });
});
