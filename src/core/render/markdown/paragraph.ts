import type { ElementContent } from 'hast';
import type { Paragraph, PhrasingContent } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { el } from '../hast-helpers.ts';
import { jsxElement } from './jsx-element.ts';
import { hasRawHtml, renderWithRawHtml } from './raw-html.ts';

const phrasingTags = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'del', 'dfn', 'em', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'svg', 'time', 'u', 'var', 'wbr']);
const inlineComponents = new Set(['Tooltip', 'Icon', 'Latex']);

/** Whether a paragraph child is a JSX element that is a block (a component or a block HTML element). */
function isBlockJsx(node: PhrasingContent): boolean {
  if (node.type !== 'mdxJsxTextElement' || !node.name) return false;
  return /^[a-z]/.test(node.name) ? !phrasingTags.has(node.name) : !inlineComponents.has(node.name);
}

/**
 * Renders a paragraph. A paragraph holding nothing but block components (`<Card title="x">Text</Card>`
 * written on one line) is not wrapped in `<p>`: the components render as blocks, as on their own lines.
 */
export function paragraph(state: State, node: Paragraph): ElementContent | ElementContent[] {
  const children = node.children;
  let blocks = 0;
  let other = 0;
  for (const child of children) {
    if (isBlockJsx(child)) blocks++;
    else if (!(child.type === 'text' && child.value.trim() === '') && child.type !== 'mdxTextExpression') other++;
  }
  if (blocks > 0 && other === 0) {
    const out: ElementContent[] = [];
    for (const child of children) {
      if (child.type === 'mdxJsxTextElement') out.push(...jsxElement(state, child, node, true));
      else if (child.type !== 'text') {
        const result = state.one(child, node);
        if (Array.isArray(result)) out.push(...result);
        else if (result) out.push(result);
      }
    }
    return out;
  }
  return el('p', {}, hasRawHtml(children) ? renderWithRawHtml(state, node, children) : state.all(node));
}
