import type { AttributeInfo, ComponentInfo } from './component-info.ts';

/** Markdown documentation of a component: its description, an example and a table of its attributes. */
export function componentDocs(component: ComponentInfo): string {
  const lines = [`**\`<${component.name}>\`** — ${component.description}`];
  if (component.example) lines.push('', '```mdx', component.example, '```');
  if (component.attributes.length > 0) {
    lines.push('', '| Attribute | Type | Required | Default | Description |', '|---|---|---|---|---|');
    for (const a of component.attributes) {
      lines.push(`| \`${a.name}\` | ${cell(typeText(a))} | ${a.required ? 'yes' : 'no'} | ${a.default === undefined ? '' : cell(`\`${a.default}\``)} | ${cell(a.description)} |`);
    }
  } else {
    lines.push('', 'No attributes.');
  }
  return lines.join('\n');
}

/** Markdown documentation of one attribute of a component. */
export function attributeDocs(component: ComponentInfo, attribute: AttributeInfo): string {
  const facts = [typeText(attribute), attribute.required ? 'required' : 'optional'];
  if (attribute.default !== undefined) facts.push(`default \`${attribute.default}\``);
  return [`**\`${attribute.name}\`** of \`<${component.name}>\` — ${facts.join(', ')}`, '', attribute.description].join('\n');
}

/** The type of an attribute as shown to the writer: its allowed values when it has a fixed set. */
export function typeText(attribute: AttributeInfo): string {
  if (attribute.values && attribute.values.length > 0) return attribute.values.map((v) => `\`"${v}"\``).join(', ');
  return attribute.type;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
