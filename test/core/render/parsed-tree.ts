import type { Nodes as HastNodes } from 'hast';
import { defaultTreeAdapter, html as parse5Html, parse, parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { find, html as htmlSchema, svg as svgSchema } from 'property-information';

// Two trees compared as text, one line per node: `html:div class="a"`, `svg:circle r="5"`,
// `#text "…"` (adjacent texts joined), indented by depth, so a failing test shows where they part.

type Namespace = 'html' | 'svg' | 'math';
type P5Node = DefaultTreeAdapterTypes.ChildNode;
type P5Parent = DefaultTreeAdapterTypes.ParentNode;

const namespaces: Record<string, Namespace> = { [parse5Html.NS.HTML]: 'html', [parse5Html.NS.SVG]: 'svg', [parse5Html.NS.MATHML]: 'math' };
const svgTextOnly = new Set(['title', 'desc', 'foreignObject']);

/** The tree a browser builds from `markup` inside a `<div>`, or as a document when it starts with a doctype (scripting on, as in the preview), as text. */
export function parsedTree(markup: string): string {
  const out: string[] = [];
  const nodes = /^<!doctype/i.test(markup) ? parse(markup).childNodes.filter((n) => n.nodeName !== '#documentType') : parseInDiv(markup).childNodes;
  writeParsed(nodes, 0, out);
  return join(out);
}

/** The tree we meant: hast nodes as written, in the HTML namespace; `raw` strings are the renderer's own markup and read as the browser reads them where they stand. */
export function meantTree(nodes: readonly HastNodes[]): string {
  const out: string[] = [];
  writeMeant(nodes, 'html', 0, out);
  return join(out);
}

function parseInDiv(markup: string): DefaultTreeAdapterTypes.DocumentFragment {
  return parseFragment(defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []), markup, {});
}

function writeParsed(nodes: readonly P5Node[], depth: number, out: string[]): void {
  for (const node of nodes) {
    if (defaultTreeAdapter.isTextNode(node)) out.push(textLine(depth, node.value));
    else if (defaultTreeAdapter.isCommentNode(node)) out.push(`${'  '.repeat(depth)}#comment ${JSON.stringify(node.data)}`);
    else if (defaultTreeAdapter.isElementNode(node)) {
      const attrs = node.attrs.map((a) => [a.prefix ? `${a.prefix}:${a.name}` : a.name, a.value] as const);
      out.push(elementLine(depth, namespaces[node.namespaceURI] ?? node.namespaceURI, node.tagName, attrs));
      const content = node.tagName === 'template' ? defaultTreeAdapter.getTemplateContent(node as DefaultTreeAdapterTypes.Template).childNodes : (node as P5Parent).childNodes;
      writeParsed(content, depth + 1, out);
    }
  }
}

function writeMeant(nodes: readonly HastNodes[], ns: Namespace, depth: number, out: string[]): void {
  for (const node of nodes) {
    if (node.type === 'text') out.push(textLine(depth, node.value));
    else if (node.type === 'comment') out.push(`${'  '.repeat(depth)}#comment ${JSON.stringify(node.value)}`);
    else if (node.type === 'raw') writeParsed(parseInDiv(node.value).childNodes, depth, out);
    else if (node.type === 'root') writeMeant(node.children, ns, depth, out);
    else if (node.type === 'doctype') continue;
    else if (node.type === 'element') {
      const own: Namespace = ns === 'html' && node.tagName === 'svg' ? 'svg' : ns === 'html' && node.tagName === 'math' ? 'math' : ns;
      out.push(elementLine(depth, own, node.tagName, attributesOf(node.properties, own)));
      writeMeant(node.children, own === 'svg' && svgTextOnly.has(node.tagName) ? 'html' : own, depth + 1, out);
    }
  }
}

/** Attribute names and values as hast-util-to-html writes them. */
function attributesOf(properties: Record<string, unknown>, ns: Namespace): (readonly [string, string])[] {
  const attrs: (readonly [string, string])[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false || (typeof value === 'number' && Number.isNaN(value))) continue;
    const info = find(ns === 'svg' ? svgSchema : htmlSchema, key);
    const text = value === true ? '' : Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : String(value);
    attrs.push([info.attribute, text]);
  }
  return attrs;
}

function elementLine(depth: number, ns: string, tag: string, attrs: readonly (readonly [string, string])[]): string {
  const list = [...attrs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([n, v]) => ` ${n}=${JSON.stringify(v)}`);
  return `${'  '.repeat(depth)}${ns}:${tag}${list.join('')}`;
}

function textLine(depth: number, value: string): string {
  return `${'  '.repeat(depth)}#text ${JSON.stringify(value)}`;
}

/** Joins the lines, merging adjacent text lines at the same depth (a browser keeps one text node where hast may have two) and leaving out empty texts. */
function join(lines: readonly string[]): string {
  const merged: string[] = [];
  for (const line of lines) {
    const text = /^( *)#text (".*")$/.exec(line);
    const previous = merged.length > 0 ? /^( *)#text (".*")$/.exec(merged[merged.length - 1] ?? '') : null;
    if (text && JSON.parse(text[2] ?? '""') === '') continue;
    if (text && previous && previous[1] === text[1]) merged[merged.length - 1] = `${text[1]}#text ${JSON.stringify(JSON.parse(previous[2] ?? '""') + JSON.parse(text[2] ?? '""'))}`;
    else merged.push(line);
  }
  return merged.join('\n');
}
