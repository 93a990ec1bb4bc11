import { describe, expect, it } from 'vitest';
import { editorComponents } from '../../src/editor/editor-data.ts';
import { mdxCompletions } from '../../src/editor/mdx-completions.ts';
import { mdxHoverAt } from '../../src/editor/mdx-hover.ts';
import { cursor } from './fixtures.ts';

const complete = (marked: string) => {
  const { text, offset } = cursor(marked);
  return mdxCompletions(text, offset, { components: editorComponents, frontmatterKeys: [] });
};

describe('editor: the platform components beyond spec 2.4', () => {
  it('offers each new component after <, with its required attributes in the snippet', () => {
    const items = new Map(complete('Intro\n\n<|').map((i) => [i.label, i.insertText]));
    expect(Object.fromEntries(['Badge', 'Panel', 'Tree', 'FileTree', 'Tree.Folder', 'Tree.File', 'Color', 'Color.Row', 'Color.Item', 'View', 'Prompt', 'Visibility', 'Tile', 'GitHub.Repo', 'CodeBlock', 'Columns', 'Column', 'Danger', 'Callout', 'Link'].map((name) => [name, items.get(name)]))).toEqual({
      Badge: 'Badge>$0</Badge>',
      Panel: 'Panel>$0</Panel>',
      Tree: 'Tree>$0</Tree>',
      FileTree: 'FileTree>$0</FileTree>',
      'Tree.Folder': 'Tree.Folder name="$1">$0</Tree.Folder>',
      'Tree.File': 'Tree.File name="$1" />',
      Color: 'Color variant="${1|compact,table|}">$0</Color>',
      'Color.Row': 'Color.Row>$0</Color.Row>',
      'Color.Item': 'Color.Item value={$1} />',
      View: 'View title="$1">$0</View>',
      Prompt: 'Prompt description="$1">$0</Prompt>',
      Visibility: 'Visibility for="${1|humans,agents|}">$0</Visibility>',
      Tile: 'Tile href="$1">$0</Tile>',
      'GitHub.Repo': 'GitHub.Repo repo="$1" />',
      CodeBlock: 'CodeBlock>$0</CodeBlock>',
      Columns: 'Columns>$0</Columns>',
      Column: 'Column>$0</Column>',
      Danger: 'Danger>$0</Danger>',
      Callout: 'Callout>$0</Callout>',
      Link: 'Link href="$1">$0</Link>',
    });
  });

  it('completes a member name after the dot, replacing what is typed', () => {
    const folder = complete('<Tree>\n<Tree.Fo|').find((i) => i.label === 'Tree.Folder');
    expect(folder).toMatchObject({ start: 8, end: 15, insertText: 'Tree.Folder name="$1">$0</Tree.Folder>' });
  });

  it('offers the attributes of a member component and the new attributes of the others', () => {
    expect(complete('<Tree.Folder |>').map((i) => i.label)).toEqual(['name', 'defaultOpen', 'openable', 'highlight']);
    expect(complete('<Tabs |>').map((i) => i.label)).toEqual(['defaultTabIndex', 'sync', 'borderBottom']);
    expect(complete('<Tab title="a" |>').map((i) => i.label)).toEqual(['icon', 'iconType', 'id']);
    expect(complete('<Tooltip |>').map((i) => i.label)).toContain('headline');
    expect(complete('<CodeGroup |>').map((i) => i.label)).toEqual(['dropdown']);
  });

  it('offers the allowed values inside the quotes', () => {
    expect(complete('<Visibility for="|">').map((i) => i.label)).toEqual(['humans', 'agents']);
    expect(complete('<Badge color="|">').map((i) => i.label)).toEqual(['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive']);
  });

  it('shows the docs of a new component on hover', () => {
    const { text, offset } = cursor('<Visi|bility for="agents">\nx\n</Visibility>');
    expect(mdxHoverAt(text, offset, editorComponents)?.markdown).toBe(
      [
        '**`<Visibility>`** — Content for one audience: `for="humans"` is shown on the site; `for="agents"` is hidden from readers and kept for Markdown exports read by AI tools.',
        '',
        '```mdx',
        '<Visibility for="humans">',
        '  Click **Get started**.',
        '</Visibility>',
        '```',
        '',
        '| Attribute | Type | Required | Default | Description |',
        '|---|---|---|---|---|',
        '| `for` | `"humans"`, `"agents"` | yes |  | The audience: `humans` (shown on the site) or `agents` (only in Markdown exports). |',
      ].join('\n'),
    );
  });
});
