import type { ComponentSpec } from './component-spec.ts';
import { iconAttribute, iconTypeAttribute } from './shared-attributes.ts';

function callout(name: string, description: string, aliases: readonly string[]): ComponentSpec {
  return { name, category: 'callout', description, attributes: [], hasChildren: true, inSpec: true, aliases, example: `<${name}>\n  …\n</${name}>` };
}

/** The callouts of spec 2.4: boxes that set a piece of text apart by its purpose. */
export const calloutComponents: readonly ComponentSpec[] = [
  callout('Note', 'Callout for supplementary information the reader may want.', ['remark']),
  callout('Tip', 'Callout for a best practice or a helpful suggestion.', ['hint', 'bestpractice']),
  callout('Warning', 'Callout for a caution: something that can break or cost the reader.', ['warn', 'caution', 'important', 'alert']),
  callout('Info', 'Callout for neutral context or background.', ['information', 'about']),
  callout('Check', 'Callout confirming success, such as the expected result of a step.', ['success', 'done', 'ok']),
  { ...callout('Danger', 'Callout for a danger: something that can lose data or break things for good.', ['error', 'destructive']), inSpec: false },
  {
    ...callout('Callout', 'A callout with your own icon and color.', ['custom']),
    attributes: [iconAttribute, iconTypeAttribute, { name: 'color', type: 'string', description: 'Color of the callout as a hex code, such as `#FFC107`: border, tint and icon.' }],
    inSpec: false,
    example: '<Callout icon="key" color="#FFC107">\n  …\n</Callout>',
  },
];
