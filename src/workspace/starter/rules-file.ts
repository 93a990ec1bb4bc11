import { componentSpecs } from '../../core/index.ts';
import type { AttributeSpec, ComponentSpec } from '../../core/index.ts';

/** Where the AI rules file lives (spec §1.5): `rules.md` in an editor-specific folder at the repository root. */
export const RULES_FILE_PATH = '.cursor/rules.md';

const categoryTitles: Readonly<Record<ComponentSpec['category'], string>> = {
  callout: 'Callouts',
  structure: 'Structure',
  navigation: 'Navigation',
  api: 'API reference',
  media: 'Media and inline',
  inline: 'Inline',
};

const authoringRules = `## How to write

1. Use clear, direct language: second person for instructions, active voice, present tense for current states.
2. Lead with the most important information. Explain basic concepts before advanced ones, use numbered steps for procedures, and state prerequisites before instructions.
3. Use \`Steps\` for procedures, \`Tabs\` for platform-specific or alternative content, \`CodeGroup\` for one concept in several languages, \`Accordion\` for progressive disclosure, \`RequestExample\`/\`ResponseExample\` for endpoint pages, \`ParamField\` for parameters, \`ResponseField\` for responses and \`Expandable\` for nested properties.
4. Wrap every image in \`Frame\` and give every image alt text.
5. Start the heading hierarchy of a page at level 2 (\`##\`); the front matter title is the page's level 1 heading.
6. Make code examples complete and runnable, name the language of every code block, and never put real keys or secrets in them.
7. On API pages, document every parameter including optional ones, show success and error responses, state rate limits with specific values, show the authentication format, and explain every HTTP status code.`;

const frontMatter = `## Front matter

Every page starts with a YAML front matter block with two keys:

\`\`\`yaml
---
title: "Clear, specific, keyword-rich title"
description: "Concise statement of the page's purpose and value."
---
\`\`\``;

/**
 * The text of `.cursor/rules.md`: the authoring rules of spec 2.4 and every component pages may
 * use, generated from the component registry so the assistant and the validator agree.
 */
export function rulesFileText(specs: readonly ComponentSpec[] = componentSpecs): string {
  const sections: string[] = [];
  for (const category of Object.keys(categoryTitles) as ComponentSpec['category'][]) {
    const inCategory = specs.filter((s) => s.category === category);
    if (inCategory.length === 0) continue;
    sections.push(`### ${categoryTitles[category]}\n\n${inCategory.map(describeComponent).join('\n\n')}`);
  }
  return `---
title: "Rules for writing these docs"
description: "How pages of this project are written: style, structure, components and API pages."
alwaysApply: true
---

These rules are for the AI writing assistant of this project. Pages are MDX files listed in
\`docs.json\` under \`navigation\`, by path without the extension.

${authoringRules}

${frontMatter}

## Components

Use only these components, with these attributes.

${sections.join('\n\n')}
`;
}

function describeComponent(spec: ComponentSpec): string {
  const lines = [`#### \`${spec.name}\`\n\n${spec.description}`];
  if (spec.parents?.length) lines.push(`Goes directly inside ${spec.parents.map((p) => `\`${p}\``).join(' or ')}.`);
  if (spec.exactlyOneOf?.length) lines.push(spec.exactlyOneOf.map((group) => `Takes exactly one of ${group.map((a) => `\`${a}\``).join(', ')}.`).join(' '));
  if (spec.attributes.length) lines.push(spec.attributes.map(describeAttribute).join('\n'));
  lines.push(`\`\`\`mdx\n${spec.example}\n\`\`\``);
  return lines.join('\n\n');
}

function describeAttribute(attribute: AttributeSpec): string {
  const facts = [attribute.type, attribute.required ? 'required' : undefined, attribute.values ? `one of ${attribute.values.map((v) => `\`${v}\``).join(', ')}` : undefined, attribute.default !== undefined ? `default \`${attribute.default}\`` : undefined];
  return `- \`${attribute.name}\` (${facts.filter(Boolean).join(', ')}): ${attribute.description}`;
}
