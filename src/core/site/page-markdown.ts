import type { BlockContent, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { defaultHandlers, type Handle, type State, toMarkdown } from 'mdast-util-to-markdown';

/** Components whose content is a callout: shown as a quote led by their name (`**Note:**`). */
const callouts: Readonly<Record<string, string>> = { Note: 'Note', Warning: 'Warning', Info: 'Info', Tip: 'Tip', Check: 'Check', Danger: 'Danger', Callout: 'Note' };

/** Field components: `**name** (type, required): children`. */
const fields: ReadonlySet<string> = new Set(['ParamField', 'ResponseField']);

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/** A string attribute of a component, or undefined (expressions are not evaluated here). */
function attribute(node: Jsx, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function flag(node: Jsx, name: string): boolean {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return found !== undefined && (found.value === null || found.value === 'true');
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

/** The lead of a component as readable text (its title, a field's name and type), or none. */
function lead(node: Jsx): PhrasingContent[] {
  const name = node.name ?? '';
  if (fields.has(name)) {
    const field = attribute(node, 'path') ?? attribute(node, 'query') ?? attribute(node, 'body') ?? attribute(node, 'header') ?? attribute(node, 'name');
    if (field === undefined) return [];
    const facts = [attribute(node, 'type'), flag(node, 'required') ? 'required' : undefined, attribute(node, 'default') !== undefined ? `default: ${attribute(node, 'default')}` : undefined].filter((f) => f !== undefined);
    return [{ type: 'inlineCode', value: field }, ...(facts.length > 0 ? [text(` (${facts.join(', ')})`)] : [])];
  }
  const title = attribute(node, 'title') ?? (name === 'Update' ? attribute(node, 'label') : undefined);
  if (title === undefined) return [];
  const href = attribute(node, 'href');
  return href !== undefined && /^(?:https?:\/\/|\/|\.{0,2}[\w-])/i.test(href) ? [{ type: 'link', url: href, children: [strong(title)] }] : [strong(title)];
}

/** Who reads the flattened text: agents (the Markdown exports) or people (the site search). */
export type Audience = 'agents' | 'humans';

/** Whether a component's content is for `audience`: only `<Visibility for="…">` of the other audience is left out. */
function shownTo(node: Jsx, audience: Audience): boolean {
  if (node.name !== 'Visibility') return true;
  const target = attribute(node, 'for');
  return target === undefined || target === audience;
}

/** Phrasing children of a component used inline: its children, led by its title. */
function flattenPhrasing(nodes: readonly PhrasingContent[], audience: Audience): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (node.type === 'mdxJsxTextElement') {
      if (!shownTo(node, audience)) continue;
      const inner = flattenPhrasing(node.children, audience);
      const head = lead(node);
      out.push(...head, ...(head.length > 0 && inner.length > 0 ? [text(' ')] : []), ...inner);
    } else if (node.type === 'mdxTextExpression') continue;
    else if ('children' in node) out.push({ ...node, children: flattenPhrasing(node.children as PhrasingContent[], audience) } as PhrasingContent);
    else out.push(node);
  }
  return out;
}

/** Block children with every component flattened to readable Markdown. */
function flattenBlocks(nodes: readonly RootContent[], audience: Audience): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        continue;
      case 'mdxJsxFlowElement': {
        if (!shownTo(node, audience)) continue;
        const inner = flattenBlocks(node.children as RootContent[], audience);
        const head = lead(node);
        const label = callouts[node.name ?? ''];
        if (label !== undefined) {
          const first = inner[0];
          const prefix = [strong(`${label}:`), text(' ')];
          const children = first?.type === 'paragraph' ? [{ ...first, children: [...prefix, ...first.children] }, ...inner.slice(1)] : [{ type: 'paragraph', children: [strong(label)] } as Paragraph, ...inner];
          out.push({ type: 'blockquote', children: children as BlockContent[] });
          continue;
        }
        if (head.length > 0) {
          const first = inner[0];
          // A field's description runs on from its name, as the page shows it.
          if (fields.has(node.name ?? '') && first?.type === 'paragraph') out.push({ ...first, children: [...head, text(': '), ...first.children] }, ...inner.slice(1));
          else out.push({ type: 'paragraph', children: head }, ...inner);
        } else out.push(...inner);
        continue;
      }
      case 'paragraph': {
        const children = flattenPhrasing(node.children, audience);
        if (children.length > 0) out.push({ ...node, children });
        continue;
      }
      case 'heading':
        out.push({ ...node, children: flattenPhrasing(node.children, audience) });
        continue;
      case 'tableCell':
        out.push({ ...node, children: flattenPhrasing(node.children, audience) });
        continue;
      default:
        if ('children' in node) out.push({ ...node, children: flattenBlocks(node.children as RootContent[], audience) } as RootContent);
        else out.push(node);
    }
  }
  return out;
}

/** A page's tree with front matter, imports and expressions left out and every component flattened to Markdown (see pageMarkdown), for `audience`. */
export function flattenPage(tree: Root, audience: Audience): Root {
  return { type: 'root', children: flattenBlocks(tree.children, audience) };
}

/**
 * A page body as clean Markdown for agents (the export's `page.md`): front matter, imports and
 * expressions left out, every component flattened to readable text (a callout to a quote led by its
 * name, a titled component to its bold title and content, a field to its name, type and
 * description, any other or unknown component to its content), `<Visibility for="agents">` content
 * kept and `for="humans"` content left out. Plain data in, text out.
 */
export function pageMarkdown(tree: Root): string {
  const root = flattenPage(tree, 'agents');
  if (root.children.length === 0) return '';
  return toMarkdown(root, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', rule: '-', fences: true, handlers: { root: withQuickSafe, text: plainTextHandler() } });
}

/** mdast-util-to-markdown's root handler, with the state's `safe` made quick first (see quickSafe). */
const withQuickSafe: Handle = (node, parent, state, info) => {
  state.safe = quickSafe(state, state.safe);
  return defaultHandlers.root(node as never, parent as never, state, info);
};

/**
 * mdast-util-to-markdown's `safe` (which escapes a value where it is written) given only the
 * unsafe patterns whose character occurs in the value or its context (`before`, `after`). Its loop
 * runs every pattern's expression over every value (~60 per value, the largest part of a page's
 * Markdown after the text fast path); a pattern only ever matches at its own character, so one whose
 * character is nowhere in what it would search finds nothing and changes nothing: same output.
 * `full` is the state's own `safe`, called with the state's patterns swapped for the call.
 */
export function quickSafe(state: State, full: State['safe']): State['safe'] {
  const all = state.unsafe;
  // The patterns by character, and each character's group by its code: a value then costs one pass
  // over its characters (a table look-up each), not a search of it per character (~30 of them).
  const characters: string[] = [];
  const groups: (typeof all)[] = [];
  // -1 for a code no pattern has. Every pattern's character is one UTF-16 unit below 128 in
  // practice; when one is not (or there are more groups than the table holds), the search per character stays.
  const table = new Int8Array(128).fill(-1);
  for (const pattern of all) {
    const at = characters.indexOf(pattern.character);
    if (at >= 0) groups[at]?.push(pattern);
    else {
      const code = pattern.character.charCodeAt(0);
      if (pattern.character.length === 1 && code < 128) table[code] = characters.length;
      characters.push(pattern.character);
      groups.push([pattern]);
    }
  }
  const tabled = characters.length < 128 && characters.every((c) => c.length === 1 && c.charCodeAt(0) < 128);
  const seen = new Uint8Array(characters.length);
  const mark = (text: string): void => {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < 128) {
        const group = table[code] ?? -1;
        if (group >= 0) seen[group] = 1;
      }
    }
  };
  return (value, config) => {
    const { before = '', after = '' } = config;
    const text = value ?? '';
    let patterns: typeof all | undefined;
    if (tabled) {
      seen.fill(0);
      mark(before);
      mark(text);
      mark(after);
      for (let i = 0; i < characters.length; i++) if (seen[i] === 1) (patterns ??= []).push(...(groups[i] ?? []));
    } else {
      for (let i = 0; i < characters.length; i++) {
        const character = characters[i] ?? '';
        if (text.includes(character) || before.includes(character) || after.includes(character)) (patterns ??= []).push(...(groups[i] ?? []));
      }
    }
    if (patterns?.length === all.length || state.unsafe !== all) return full.call(state, value, config);
    state.unsafe = patterns ?? [];
    try {
      return full.call(state, value, config);
    } finally {
      state.unsafe = all;
    }
  };
}

/**
 * mdast-util-to-markdown's text handler, without its escaping work for text that cannot need any:
 * its `safe` runs every unsafe pattern's expression over each text node (the largest cost of a
 * page's Markdown, most of it for words and spaces). A pattern only ever escapes its own character,
 * so text with none of the patterns' characters and no backslash comes out as it is, with one
 * exception the check covers: a space escapes only next to a line ending (the patterns of a space in
 * phrasing: mdast-util-to-markdown's two, none of GFM's). Such text holds no line ending, so only a
 * space at its ends can escape, when the neighbouring character (`info.before`'s last, `info.after`'s
 * first) is one; words before inline code or a link, the common case, stay on the fast path. Made
 * per call: the patterns are the call's (its extensions').
 */
export function plainTextHandler(): Handle {
  let special: RegExp | undefined;
  const handle: Handle = (node, parent, state, info) => {
    special ??= new RegExp(`[\\\\${[...new Set(state.unsafe.map((p) => p.character))].filter((c) => c !== ' ').map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`);
    const value = (node as { value: string }).value;
    if (!special.test(value) && !(value.startsWith(' ') && lineEnding(info.before.charCodeAt(info.before.length - 1))) && !(value.endsWith(' ') && lineEnding(info.after.charCodeAt(0)))) return value;
    return defaultHandlers.text(node as never, parent as never, state, info);
  };
  // The peek (what the writer asks of the next node: only its first character, to escape the text
  // before it) needs no escaping of the rest: the escaped text starts with the value's own first
  // character unless that character is escaped, and only a pattern's own character (or a backslash,
  // or a space, which a pattern of its own covers) can be. The value itself is returned: the writer
  // takes its first code point. Anything else goes to the whole handler.
  const peek: Handle = (node, parent, state, info) => {
    const value = (node as { value: string }).value;
    const first = value.charAt(0);
    if (first !== '' && first !== '\\' && first !== ' ' && !state.unsafe.some((pattern) => pattern.character === first)) return value;
    return handle(node, parent, state, info);
  };
  return Object.assign(handle, { peek });
}

const lineEnding = (code: number): boolean => code === 10 || code === 13;
