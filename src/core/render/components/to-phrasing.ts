import type { ElementContent } from 'hast';
import { isBlank } from '../hast-helpers.ts';

// Elements that may appear inside a paragraph.
const phrasing: ReadonlySet<string> = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'button', 'cite', 'code', 'del', 'dfn', 'em', 'i', 'img', 'input', 'ins', 'kbd', 'label', 'mark', 'q', 'ruby', 'rp', 'rt', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'svg', 'time', 'u', 'var', 'wbr', 'video', 'audio', 'picture', 'source', 'iframe']);

/**
 * Rewrites block elements (`div`, `p`, `ul`, `details`, `pre`, …) of a component used inside a
 * paragraph into `span`s carrying `q-as-<tag>`, so the paragraph stays valid HTML. Applied only to
 * components without an inline form of their own.
 */
export function toPhrasing(node: ElementContent): ElementContent {
  if (node.type !== 'element' || node.tagName === 'svg') return node;
  const children = node.children.map(toPhrasing);
  if (phrasing.has(node.tagName)) return { ...node, children };
  const className = Array.isArray(node.properties['className']) ? (node.properties['className'] as string[]) : [];
  return { ...node, tagName: 'span', properties: { ...node.properties, className: [...className, `q-as-${node.tagName}`] }, children };
}

/**
 * The content of a span-based component written on lines of its own (`<Tooltip>` around a
 * paragraph): the phrasing of its one paragraph, or else its blocks through {@link toPhrasing}.
 */
export function unwrapParagraph(children: readonly ElementContent[]): ElementContent[] {
  const content = children.filter((c) => !isBlank(c));
  const only = content[0];
  if (content.length === 1 && only?.type === 'element' && only.tagName === 'p') return only.children;
  return content.map(toPhrasing);
}
