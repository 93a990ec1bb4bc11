import type { Element, ElementContent, Properties } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { uiIcons } from './assets/ui-icons.ts';
import type { UiIconName } from './assets/ui-icons.ts';

/** A hast element; `properties` use hast names (`className` as a list). */
export function el(tagName: string, properties: Properties, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

/** A hast text node. */
export function text(value: string): ElementContent {
  return { type: 'text', value };
}

/** Trusted markup produced by the renderer itself (its icons, highlighted code); never user text. */
export function trusted(value: string): ElementContent {
  const raw: Raw = { type: 'raw', value };
  return raw as unknown as ElementContent;
}

/** One of the renderer's own icons as trusted markup. */
export function uiIcon(name: UiIconName): ElementContent {
  return trusted(uiIcons[name]);
}

/** Whether a hast node is an element carrying `className`. */
export function hasClass(node: ElementContent, className: string): node is Element {
  return node.type === 'element' && Array.isArray(node.properties['className']) && (node.properties['className'] as unknown[]).includes(className);
}

/** Whether a hast node is only whitespace text. */
export function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

/**
 * The text content of hast nodes (what a reader sees), ignoring trusted markup such as icons and
 * the hover text of tooltips (a heading `API <Tooltip tip="…">terms</Tooltip>` reads "API terms").
 */
export function textOf(nodes: readonly ElementContent[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.value;
    else if (node.type === 'element' && !isTooltipBubble(node)) out += textOf(node.children);
  }
  return out;
}

/** Whether an element is a tooltip's hover text (a plain boolean: `hasClass` would narrow the other branch to never). */
function isTooltipBubble(node: Element): boolean {
  return hasClass(node, 'q-tooltip-bubble');
}

/**
 * Turns the links among `nodes` (at any depth) into spans, in place, for content that goes inside
 * another link: browsers close a link where another one starts, which would split the outer one
 * apart. True when one of them was the author's (generated heading anchors aside).
 */
export function unlinkDescendants(nodes: ElementContent[]): boolean {
  let found = false;
  nodes.forEach((node, i) => {
    if (node.type !== 'element') return;
    if (unlinkDescendants(node.children)) found = true;
    if (node.tagName !== 'a') return;
    if (!hasClass(node, 'q-heading-anchor')) found = true;
    const className = node.properties['className'];
    nodes[i] = el('span', Array.isArray(className) ? { className: [...className] } : {}, node.children);
  });
  return found;
}

/** The facts of an element (see ElementData in node-facts.ts); an element without data gets an empty object. */
export function elementData(element: Element): NonNullable<Element['data']> {
  element.data ??= {};
  return element.data;
}
