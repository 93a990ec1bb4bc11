import type { PhrasingContent } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import '../node-facts.ts';

const phrasingTags: ReadonlySet<string> = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'del', 'dfn', 'em', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'svg', 'time', 'u', 'var', 'wbr']);
const inlineComponents: ReadonlySet<string> = new Set(['Tooltip', 'Icon', 'Latex']);

/** Whether a paragraph child is a JSX element that is a block (a component or a block HTML element). */
export function isBlockJsx(node: PhrasingContent): boolean {
  if (node.type !== 'mdxJsxTextElement' || !node.name) return false;
  return /^[a-z]/.test(node.name) ? !phrasingTags.has(node.name) : !inlineComponents.has(node.name);
}

/** Whether phrasing content is nothing but block components (and whitespace or comments between them). */
export function onlyBlockJsx(children: readonly PhrasingContent[]): boolean {
  let blocks = 0;
  let other = 0;
  for (const child of children) {
    if (isBlockJsx(child)) blocks++;
    else if (!(child.type === 'text' && child.value.trim() === '') && child.type !== 'mdxTextExpression') other++;
  }
  return blocks > 0 && other === 0;
}

// Components written inside a block component on the same line (`<Tabs><Tab title="A">a</Tab></Tabs>`)
// are text elements in the tree; the ones marked here (in their data, see node-facts.ts) render as blocks all the same.

/**
 * Called for a component written on one line that renders as a block: when its children are
 * nothing but block components, they render as blocks too (at any depth), as on their own lines.
 */
export function markFlowChildren(node: MdxJsxTextElement): void {
  if (!onlyBlockJsx(node.children)) return;
  for (const child of node.children) if (child.type === 'mdxJsxTextElement' && isBlockJsx(child)) child.data = { ...child.data, quireFlow: true };
}

/** Whether a text element was marked by {@link markFlowChildren}. */
export function isFlowTextElement(node: MdxJsxTextElement): boolean {
  return node.data?.quireFlow === true;
}
