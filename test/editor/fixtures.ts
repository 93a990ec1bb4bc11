import type { ComponentInfo, FrontmatterKeyInfo } from '../../src/editor/component-info.ts';

/** A small registry for the completion tests: a callout, a card with a closed-set attribute, a flag and a self-closing component. */
export const components: readonly ComponentInfo[] = [
  { name: 'Note', description: 'A callout for supplementary information.', attributes: [], hasChildren: true },
  {
    name: 'Card',
    description: 'A box with a title, an icon and text.',
    attributes: [
      { name: 'title', type: 'string', required: true, description: 'Title of the card.' },
      { name: 'href', type: 'string', description: 'Page path or URL the card links to.' },
      { name: 'iconType', type: 'string', values: ['solid', 'duotone'], description: 'Style of the icon.' },
      { name: 'horizontal', type: 'flag', default: 'false', description: 'Lays the card out side by side.' },
    ],
    hasChildren: true,
    example: '<Card title="Quickstart" href="/quickstart">Start here.</Card>',
  },
  { name: 'CardGroup', description: 'Lays cards out in a grid.', attributes: [{ name: 'cols', type: 'number', default: '2', description: 'Number of columns | of the grid.' }], hasChildren: true },
  { name: 'Icon', description: 'An inline icon.', attributes: [{ name: 'icon', type: 'string', required: true, description: 'Icon name.' }], hasChildren: false },
  {
    name: 'ParamField',
    description: 'A request parameter.',
    attributes: [
      { name: 'path', type: 'string', description: 'Path parameter name.' },
      { name: 'query', type: 'string', description: 'Query parameter name.' },
      { name: 'default', type: 'expression', description: 'Default value.' },
    ],
    exactlyOneOf: [['path', 'query']],
    hasChildren: true,
  },
];

/** Front matter keys for the completion tests. */
export const frontmatterKeys: readonly FrontmatterKeyInfo[] = [
  { name: 'title', type: 'string', description: 'Title of the page.' },
  { name: 'description', type: 'string', description: 'Purpose of the page.' },
  { name: 'mode', type: 'string', values: ['wide', 'custom'], description: 'Page layout.' },
];

/** Splits a text with one `|` cursor marker into the text and the cursor offset. */
export function cursor(marked: string): { text: string; offset: number } {
  const offset = marked.indexOf('|');
  if (offset === -1 || marked.indexOf('|', offset + 1) !== -1) throw new Error('mark exactly one cursor with |');
  return { text: marked.slice(0, offset) + marked.slice(offset + 1), offset };
}
