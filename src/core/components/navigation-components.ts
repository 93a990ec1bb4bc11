import type { ComponentSpec } from './component-spec.ts';
import { iconAttribute, iconTypeAttribute } from './shared-attributes.ts';

/** Components that lead the reader elsewhere: cards and card grids. */
export const navigationComponents: readonly ComponentSpec[] = [
  {
    name: 'Card',
    category: 'navigation',
    description: 'A box with a title, an icon and text, usually linking to another page.',
    attributes: [
      { name: 'title', type: 'string', required: true, inSpec: true, description: 'Title of the card.' },
      { ...iconAttribute, inSpec: true },
      { name: 'href', type: 'string', inSpec: true, description: 'Page path or URL the card links to.' },
      iconTypeAttribute,
      { name: 'color', type: 'string', description: 'Hex color of the icon, such as `#0D9373`.' },
      { name: 'horizontal', type: 'flag', default: 'false', description: 'Lays the icon and text out side by side in a compact card.' },
      { name: 'img', type: 'string', description: 'URL or path of an image shown at the top of the card.' },
      { name: 'cta', type: 'string', description: 'Label of a call to action shown under the text, such as `Read the guide`.' },
      { name: 'arrow', type: 'boolean', description: 'Shows an arrow on a linked card (`arrow={false}` hides it).' },
    ],
    hasChildren: true,
    inSpec: true,
    aliases: ['linkcard'],
    example: '<Card title="Quickstart" icon="rocket" href="/quickstart">\n  Set up your project in five minutes.\n</Card>',
  },
  {
    name: 'CardGroup',
    category: 'navigation',
    description: 'Lays several `Card` elements out in a grid.',
    attributes: [{ name: 'cols', type: 'number', default: '2', inSpec: true, description: 'Number of columns of the grid.' }],
    hasChildren: true,
    inSpec: true,
    aliases: ['cards', 'cardgrid'],
    example: '<CardGroup cols={2}>\n  <Card title="First" href="/first" />\n  <Card title="Second" href="/second" />\n</CardGroup>',
  },
];
