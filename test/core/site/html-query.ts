// Queries on HTML parsed with parse5, as a browser parses it: elements by class or test, attributes, text.
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type El = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is El => 'tagName' in node;

/** An attribute's value, or undefined when the element has none. */
export const attr = (el: El, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

const classes = (el: El): string[] => (attr(el, 'class') ?? '').split(' ');

/** Every element under a node (itself included) that passes the test, in document order. */
export function all(node: Node, test: (el: El) => boolean): El[] {
  const out: El[] = [];
  const walk = (n: Node): void => {
    if (isElement(n) && test(n)) out.push(n);
    const children = 'content' in n ? n.content.childNodes : 'childNodes' in n ? n.childNodes : [];
    for (const child of children) walk(child);
  };
  walk(node);
  return out;
}

/** Every element under a node with the class. */
export const withClass = (node: Node, name: string): El[] => all(node, (el) => classes(el).includes(name));

/** The text of a node. */
export const text = (node: Node): string => ('value' in node && node.nodeName === '#text' ? node.value : 'childNodes' in node ? node.childNodes.map(text).join('') : '');
