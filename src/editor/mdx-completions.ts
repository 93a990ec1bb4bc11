import type { CompletionSuggestion } from './completion-suggestion.ts';
import { attributeDocs, componentDocs, typeText } from './component-docs.ts';
import type { AttributeInfo, ComponentInfo, FrontmatterKeyInfo } from './component-info.ts';
import { mdxContextAt } from './mdx-context.ts';
import { escapeSnippet, escapeSnippetChoice } from './snippet-text.ts';

/** What `mdxCompletions` completes from. */
export interface MdxCompletionSource {
  readonly components: readonly ComponentInfo[];
  readonly frontmatterKeys: readonly FrontmatterKeyInfo[];
  /** False for plain `.md` pages, which have front matter but no components. Default true. */
  readonly jsx?: boolean;
}

/**
 * The completions at `offset` of a page: component names after `<`, attributes inside a tag,
 * allowed values inside an attribute's quotes, and front matter keys and values inside the `---` block.
 * The list is not filtered by the typed prefix; Monaco filters (fuzzily) over `start`..cursor.
 */
export function mdxCompletions(text: string, offset: number, source: MdxCompletionSource): CompletionSuggestion[] {
  const ctx = mdxContextAt(text, offset, source.jsx ?? true);
  switch (ctx.kind) {
    case 'component':
      return source.components.map((c) => componentSuggestion(c, ctx.start, ctx.end, ctx.closing, ctx.tagContinues));
    case 'attribute': {
      const component = findComponent(source.components, ctx.component);
      if (!component) return [];
      // Once one attribute of an exactly-one-of group is written, the others of the group are wrong.
      const excluded = new Set(ctx.present);
      for (const group of component.exactlyOneOf ?? []) if (group.some((name) => ctx.present.includes(name))) for (const name of group) excluded.add(name);
      return component.attributes.filter((a) => !excluded.has(a.name)).map((a) => attributeSuggestion(component, a, ctx.start, ctx.end));
    }
    case 'value': {
      const attribute = findComponent(source.components, ctx.component)?.attributes.find((a) => a.name === ctx.attribute);
      return valueSuggestions(attribute?.values ?? [], `${ctx.component} ${ctx.attribute}`, attribute?.description ?? '', ctx.start, ctx.end);
    }
    case 'frontmatter-key':
      return source.frontmatterKeys.flatMap((k, i) => (ctx.present.includes(k.name) ? [] : [frontmatterKeySuggestion(k, i, ctx.start, ctx.end)]));
    case 'frontmatter-value': {
      const key = source.frontmatterKeys.find((k) => k.name === ctx.key);
      return valueSuggestions(key?.values ?? [], `${ctx.key} value`, key?.description ?? '', ctx.start, ctx.end);
    }
    case 'frontmatter-block':
      return [
        {
          label: '---',
          kind: 'snippet',
          insertText: '---\ntitle: ${1:Title}\ndescription: ${2:Description}\n---\n\n$0',
          snippet: true,
          start: ctx.start,
          end: ctx.end,
          detail: 'Front matter block',
          documentation: 'Starts the page with the YAML front matter every page needs: `title` and `description`.',
        },
      ];
    case 'none':
      return [];
  }
}

/** The component named `name` (exact case first, then case-insensitively), if the registry knows it. */
export function findComponent(components: readonly ComponentInfo[], name: string): ComponentInfo | undefined {
  return components.find((c) => c.name === name) ?? components.find((c) => c.name.toLowerCase() === name.toLowerCase());
}

function componentSuggestion(c: ComponentInfo, start: number, end: number, closing: boolean, tagContinues: boolean): CompletionSuggestion {
  const base = { label: c.name, kind: 'component' as const, start, end, detail: `<${c.name}>`, documentation: componentDocs(c) };
  if (tagContinues) return { ...base, insertText: c.name, snippet: false };
  if (closing) return { ...base, insertText: `${c.name}>`, snippet: false };
  let stop = 1;
  // One choice per exactly-one-of group (ParamField's location), then the required attributes.
  const groups = (c.exactlyOneOf ?? []).map((group) => {
    const choice = ` \${${stop}|${group.map(escapeSnippetChoice).join(',')}|}="$${stop + 1}"`;
    stop += 2;
    return choice;
  });
  const required = c.attributes.filter((a) => a.required).map((a) => ` ${attributeSnippet(a, stop++)}`);
  const attributes = [...groups, ...required].join('');
  const name = escapeSnippet(c.name);
  const insertText = c.hasChildren === false ? `${name}${attributes} />` : `${name}${attributes}>$0</${name}>`;
  return { ...base, insertText, snippet: true };
}

function attributeSuggestion(component: ComponentInfo, a: AttributeInfo, start: number, end: number): CompletionSuggestion {
  return {
    label: a.name,
    kind: 'attribute',
    insertText: attributeSnippet(a, 1),
    snippet: true,
    start,
    end,
    detail: `${typeText(a)}${a.required ? ' (required)' : ''}`,
    documentation: attributeDocs(component, a),
    sortText: `${a.required ? 0 : 1}${a.name}`,
  };
}

/** `name="$1"`, `name="${1|a,b|}"`, `name={$1}` (numbers, objects, arrays, expressions) or a bare flag `name`, by the attribute's type. */
function attributeSnippet(a: AttributeInfo, stop: number): string {
  const name = escapeSnippet(a.name);
  const values = a.values ?? [];
  if (values.length > 0) return `${name}="\${${stop}|${values.map(escapeSnippetChoice).join(',')}|}"`;
  const type = a.type.toLowerCase();
  if (type === 'boolean' || type === 'flag') return name;
  if (['number', 'integer', 'object', 'array', 'expression'].includes(type)) return `${name}={$${stop}}`;
  return `${name}="$${stop}"`;
}


function frontmatterKeySuggestion(k: FrontmatterKeyInfo, index: number, start: number, end: number): CompletionSuggestion {
  const values = k.values ?? [];
  const value = values.length > 0 ? `\${1|${values.map(escapeSnippetChoice).join(',')}|}` : '$0';
  return {
    label: k.name,
    kind: 'frontmatter',
    insertText: `${escapeSnippet(k.name)}: ${value}`,
    snippet: true,
    start,
    end,
    detail: k.type ? `front matter, ${k.type}` : 'front matter',
    documentation: k.description,
    // Keep the registry's order (title and description first).
    sortText: String(index).padStart(3, '0'),
  };
}

/** One suggestion per allowed value (of an attribute or a front matter key), in their listed order. */
function valueSuggestions(values: readonly string[], detail: string, documentation: string, start: number, end: number): CompletionSuggestion[] {
  return values.map((v, i) => ({ label: v, kind: 'value', insertText: v, snippet: false, start, end, detail, documentation, sortText: String(i).padStart(3, '0') }));
}
