import type { ElementContent, Properties, Root, RootContent } from 'hast';
import { hastToHtml } from './hast-html.ts';
import { parseStable } from './parse-stable.ts';

/** Options of {@link serializeHtml}. */
export interface SerializeOptions {
  /** Write `raw` nodes (the renderer's own markup) as they are; default false (they are escaped as text). */
  readonly allowDangerousHtml?: boolean;
}

/** Markers put in place of what hast-util-to-html would write differently, with a per-call random part so that no text or attribute holds one. */
interface Marks {
  readonly lt: string;
  readonly gt: string;
  readonly raw: string;
  /** The long raw strings taken out, in order, or undefined when raw nodes are escaped as text. */
  readonly raws: string[] | undefined;
}

/**
 * The HTML of a hast tree (or nodes); every serialization of core goes through here. The tree is first made
 * parse-stable ({@link parseStable}), and `<` and `>` in attribute values are written as character
 * references, as browsers now do themselves: hast-util-to-html leaves them as they are, and a value
 * such as `</iframe><script>` becomes markup wherever the parser does not read attributes (inside a
 * raw-text element, after a namespace switch). Long raw strings (a page body, the navigation) go in
 * once at the end: the serializer joins the children of every element into a new string, so a raw
 * string would be copied once per ancestor (a quarter of a 1,000-page build).
 */
export function serializeHtml(nodes: Root | ElementContent | readonly ElementContent[], options: SerializeOptions = {}): string {
  const tree: Root = 'length' in nodes ? { type: 'root', children: [...nodes] } : nodes.type === 'root' ? nodes : { type: 'root', children: [nodes] };
  const doctype = tree.children.filter((c) => c.type === 'doctype');
  const stable: Root = { ...tree, children: [...doctype, ...parseStable(tree.children.filter((c): c is ElementContent => c.type !== 'doctype'))] };
  const id = Math.random().toString(36).slice(2);
  const marks: Marks = { lt: `\u0001lt${id}\u0001`, gt: `\u0001gt${id}\u0001`, raw: `\u0000raw${id}\u0000`, raws: options.allowDangerousHtml ? [] : undefined };
  const marked = mark(stable, marks) ?? stable;
  let html = hastToHtml(marked, options.allowDangerousHtml === true);
  if (marked === stable) return html;
  html = html.replaceAll(marks.lt, '&#x3C;').replaceAll(marks.gt, '&#x3E;');
  if (!marks.raws?.length) return html;
  const parts = html.split(marks.raw);
  let out = parts[0] ?? '';
  for (let i = 1; i < parts.length; i++) out += (marks.raws[i - 1] ?? '') + parts[i];
  return out;
}

/**
 * The node with `<` and `>` in attribute values and long raw strings replaced by markers, and
 * texts and attribute values as the parser reads them (its input stream turns CR and CR LF into
 * LF; NUL is dropped from text and read as U+FFFD in attributes, so it is U+FFFD in both);
 * undefined when nothing changed (nothing is mutated).
 */
function mark<T extends Root | RootContent>(node: T, marks: Marks): T | undefined {
  if (node.type === 'raw' && marks.raws && node.value.length > 256) {
    marks.raws.push(node.value);
    return { ...node, value: marks.raw };
  }
  if (node.type === 'text') return isReadOtherwise(node.value) ? { ...node, value: asRead(node.value) } : undefined;
  if (!('children' in node)) return undefined;
  let properties: Properties | undefined;
  if (node.type === 'element') {
    for (const name in node.properties) {
      const value = node.properties[name];
      const marked = Array.isArray(value) ? markList(value, marks) : typeof value === 'string' && needsMark(value) ? markText(value, marks) : undefined;
      if (marked !== undefined) (properties ??= { ...node.properties })[name] = marked;
    }
  }
  let children: RootContent[] | undefined;
  for (let i = 0; i < node.children.length; i++) {
    const marked = mark(node.children[i] as RootContent, marks);
    if (marked !== undefined) (children ??= [...node.children])[i] = marked;
  }
  if (properties === undefined && children === undefined) return undefined;
  return { ...node, ...(properties ? { properties } : {}), ...(children ? { children } : {}) } as T;
}

function markList(values: readonly (string | number)[], marks: Marks): (string | number)[] | undefined {
  return values.some((v) => typeof v === 'string' && needsMark(v)) ? values.map((v) => (typeof v === 'string' ? markText(v, marks) : v)) : undefined;
}

function needsMark(value: string): boolean {
  return value.includes('<') || value.includes('>') || isReadOtherwise(value);
}

function markText(value: string, marks: Marks): string {
  return asRead(value).replaceAll('<', marks.lt).replaceAll('>', marks.gt);
}

function isReadOtherwise(value: string): boolean {
  return value.includes('\r') || value.includes('\0');
}

function asRead(value: string): string {
  return isReadOtherwise(value) ? value.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD') : value;
}
