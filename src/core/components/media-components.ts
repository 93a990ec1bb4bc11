import type { ComponentSpec } from './component-spec.ts';
import { iconAttribute, iconTypeAttribute } from './shared-attributes.ts';

/** Components for images, icons, hover text, changelog entries, formulas and snippets. */
export const mediaComponents: readonly ComponentSpec[] = [
  {
    name: 'Frame',
    category: 'media',
    description: 'Wraps every image (and video or embed) in a bordered frame with an optional caption.',
    attributes: [
      { name: 'caption', type: 'string', inSpec: true, description: 'Text shown under the image.' },
      { name: 'hint', type: 'string', description: 'Text shown before the frame.' },
      { name: 'style', type: 'object', description: 'CSS of the frame as a JavaScript object, `style={{ maxWidth: 480 }}`.' },
    ],
    hasChildren: true,
    inSpec: true,
    aliases: ['figure', 'image', 'img', 'picture'],
    example: '<Frame caption="The settings page">\n  ![The settings page](/images/settings.png)\n</Frame>',
  },
  {
    name: 'Tooltip',
    category: 'inline',
    description: 'Text that shows an explanation when the reader hovers over it.',
    attributes: [
      { name: 'tip', type: 'string', required: true, inSpec: true, description: 'Text shown on hover.' },
      { name: 'headline', type: 'string', description: 'Text shown before the tip, in bold.' },
      { name: 'cta', type: 'string', description: 'Label of a link shown in the tooltip.' },
      { name: 'href', type: 'string', description: 'Target of the tooltip link.' },
    ],
    hasChildren: true,
    inSpec: true,
    aliases: ['hover', 'popover', 'abbr'],
    example: '<Tooltip tip="Application Programming Interface">API</Tooltip>',
  },
  {
    name: 'Update',
    category: 'structure',
    description: 'One entry of a changelog page.',
    attributes: [
      { name: 'label', type: 'string', required: true, inSpec: true, description: 'Label of the entry, usually a date or version.' },
      { name: 'description', type: 'string', inSpec: true, description: 'Secondary text under the label, such as the version.' },
      { name: 'tags', type: 'array', description: 'Tags used to filter entries, `tags={["API", "SDK"]}`.' },
      { name: 'rss', type: 'object', description: 'Title and description of the entry in the RSS feed, `rss={{ title: "…", description: "…" }}` (read by the platform\'s feed; not shown on the page).' },
    ],
    hasChildren: true,
    inSpec: true,
    aliases: ['changelog', 'release', 'changelogentry'],
    example: '<Update label="2025-01-15" description="v1.2.0">\n  …\n</Update>',
  },
  {
    name: 'Icon',
    category: 'inline',
    description: 'An icon from the icon library, inline in text.',
    attributes: [
      { ...iconAttribute, required: true },
      iconTypeAttribute,
      { name: 'color', type: 'string', description: 'Color of the icon, such as `#FF5733`.' },
      { name: 'size', type: 'number', description: 'Size of the icon in pixels.' },
      { name: 'className', type: 'string', description: 'Extra CSS classes of the icon.' },
    ],
    hasChildren: false,
    inSpec: false,
    example: '<Icon icon="rocket" size={20} />',
  },
  {
    name: 'Snippet',
    category: 'media',
    description: 'Inserts the content of a snippet file (older form of importing a snippet).',
    attributes: [{ name: 'file', type: 'string', required: true, brokenWithout: 'Without `file` there is nothing to insert, so the content is missing from the page.', description: 'Path of the snippet file, relative to `snippets/`.' }],
    hasChildren: false,
    inSpec: false,
    example: '<Snippet file="my-snippet.mdx" />',
  },
  {
    name: 'Latex',
    category: 'inline',
    description: 'A LaTeX formula written as the content.',
    attributes: [],
    hasChildren: true,
    inSpec: false,
    aliases: ['math', 'katex', 'tex'],
    example: '<Latex>E = mc^2</Latex>',
  },
];
