import type { Element, ElementContent, Properties } from 'hast';
import type { List, ListItem, Parents } from 'mdast';
import type { State } from 'mdast-util-to-hast';

// mdast-util-to-hast's own handler recomputes the looseness of the whole list for every item
// (quadratic on long lists); the result is the same, computed once per list and kept on it.
import '../node-facts.ts';

function itemLoose(node: ListItem): boolean {
  return node.spread === null || node.spread === undefined ? node.children.length > 1 : node.spread;
}

function listLoose(list: List): boolean {
  let loose = list.data?.quireLoose;
  if (loose === undefined) {
    loose = Boolean(list.spread) || list.children.some(itemLoose);
    list.data = { ...list.data, quireLoose: loose };
  }
  return loose;
}

/** Renders a list item like mdast-util-to-hast (tight items unwrap their paragraph; task items get a checkbox). */
export function listItem(state: State, node: ListItem, parent: Parents | undefined): Element {
  const results = state.all(node);
  const loose = parent?.type === 'list' ? listLoose(parent) : itemLoose(node);
  const properties: Properties = {};
  const children: ElementContent[] = [];
  if (typeof node.checked === 'boolean') {
    const head = results[0];
    let paragraph: Element;
    if (head && head.type === 'element' && head.tagName === 'p') paragraph = head;
    else {
      paragraph = { type: 'element', tagName: 'p', properties: {}, children: [] };
      results.unshift(paragraph);
    }
    if (paragraph.children.length > 0) paragraph.children.unshift({ type: 'text', value: ' ' });
    paragraph.children.unshift({ type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: node.checked, disabled: true }, children: [] });
    properties['className'] = ['task-list-item'];
  }
  for (let index = 0; index < results.length; index++) {
    const child = results[index] as ElementContent;
    if (loose || index !== 0 || child.type !== 'element' || child.tagName !== 'p') children.push({ type: 'text', value: '\n' });
    if (child.type === 'element' && child.tagName === 'p' && !loose) children.push(...child.children);
    else children.push(child);
  }
  const tail = results[results.length - 1];
  if (tail && (loose || tail.type !== 'element' || tail.tagName !== 'p')) children.push({ type: 'text', value: '\n' });
  return { type: 'element', tagName: 'li', properties, children };
}
