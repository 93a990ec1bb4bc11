import type { Nodes } from 'mdast';
import { isJsxElement, type JsxElement } from './lint-rule.ts';

/** An image of a page: Markdown `![alt](src)` (or a reference) or a JSX `<img>`. */
export type ImageNode = Extract<Nodes, { type: 'image' | 'imageReference' }> | JsxElement;

/** Whether a node is an image, in Markdown or as a JSX `<img>`. */
export function isImageNode(node: Nodes): node is ImageNode {
  return node.type === 'image' || node.type === 'imageReference' || (isJsxElement(node) && node.name === 'img');
}
