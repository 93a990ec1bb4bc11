import type { ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { parseStable } from './parse-stable.ts';

/** Options of {@link serializeHtml}. */
export interface SerializeOptions {
  /** Write `raw` nodes (the renderer's own markup) as they are; default false (they are escaped as text). */
  readonly allowDangerousHtml?: boolean;
}

/**
 * The HTML of a hast tree (or nodes); every serialization of core goes through here. The tree is first made
 * parse-stable ({@link parseStable}), and `<` and `>` in attribute values are written as character
 * references, as browsers now do themselves: hast-util-to-html leaves them as they are, and a value
 * such as `</iframe><script>` becomes markup wherever the parser does not read attributes (inside a
 * raw-text element, after a namespace switch).
 */
export function serializeHtml(nodes: Root | ElementContent | readonly ElementContent[], options: SerializeOptions = {}): string {
  const tree: Root = 'length' in nodes ? { type: 'root', children: [...nodes] } : nodes.type === 'root' ? nodes : { type: 'root', children: [nodes] };
  const doctype = tree.children.filter((c) => c.type === 'doctype');
  const stable: Root = { ...tree, children: [...doctype, ...parseStable(tree.children.filter((c): c is ElementContent => c.type !== 'doctype'))] };
  // No text or attribute can hold the markers: they have a per-call random part.
  const id = Math.random().toString(36).slice(2);
  const lt = `\u0001lt${id}\u0001`;
  const gt = `\u0001gt${id}\u0001`;
  const marked = markBrackets(stable, lt, gt) ?? stable;
  const html = toHtml(marked, options.allowDangerousHtml ? { allowDangerousHtml: true } : {});
  return marked === stable ? html : html.replaceAll(lt, '&#x3C;').replaceAll(gt, '&#x3E;');
}

/** The node with `<` and `>` in its (and its descendants') attribute values replaced by the markers; undefined when there are none. */
function markBrackets<T extends Root | RootContent>(node: T, lt: string, gt: string): T | undefined {
  if (!('children' in node)) return undefined;
  let properties: Properties | undefined;
  if (node.type === 'element') {
    for (const [name, value] of Object.entries(node.properties)) {
      const marked = Array.isArray(value) ? markList(value, lt, gt) : typeof value === 'string' && /[<>]/.test(value) ? mark(value, lt, gt) : undefined;
      if (marked !== undefined) (properties ??= { ...node.properties })[name] = marked;
    }
  }
  let children: RootContent[] | undefined;
  node.children.forEach((child, i) => {
    const marked = markBrackets(child, lt, gt);
    if (marked !== undefined) (children ??= [...node.children])[i] = marked;
  });
  if (properties === undefined && children === undefined) return undefined;
  return { ...node, ...(properties ? { properties } : {}), ...(children ? { children } : {}) } as T;
}

function markList(values: readonly (string | number)[], lt: string, gt: string): (string | number)[] | undefined {
  return values.some((v) => typeof v === 'string' && /[<>]/.test(v)) ? values.map((v) => (typeof v === 'string' ? mark(v, lt, gt) : v)) : undefined;
}

function mark(value: string, lt: string, gt: string): string {
  return value.replaceAll('<', lt).replaceAll('>', gt);
}
