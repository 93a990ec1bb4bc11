import type { ComponentSpec } from './component-spec.ts';

function callout(name: string, description: string, aliases: readonly string[]): ComponentSpec {
  return { name, category: 'callout', description, attributes: [], hasChildren: true, inSpec: true, aliases, example: `<${name}>\n  …\n</${name}>` };
}

/** The callouts of spec 2.4: boxes that set a piece of text apart by its purpose. */
export const calloutComponents: readonly ComponentSpec[] = [
  callout('Note', 'Callout for supplementary information the reader may want.', ['callout', 'aside', 'remark']),
  callout('Tip', 'Callout for a best practice or a helpful suggestion.', ['hint', 'bestpractice']),
  callout('Warning', 'Callout for a caution: something that can break or cost the reader.', ['warn', 'caution', 'danger', 'important', 'alert', 'error']),
  callout('Info', 'Callout for neutral context or background.', ['information', 'about']),
  callout('Check', 'Callout confirming success, such as the expected result of a step.', ['success', 'done', 'ok']),
];
