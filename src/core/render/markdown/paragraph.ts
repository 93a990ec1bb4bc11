import type { ElementContent } from 'hast';
import type { Paragraph } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { el } from '../hast-helpers.ts';
import { onlyBlockJsx } from './flow-text.ts';
import { jsxElement } from './jsx-element.ts';
import { hasRawHtml, renderWithRawHtml } from './raw-html.ts';

/**
 * Renders a paragraph. A paragraph holding nothing but block components (`<Card title="x">Text</Card>`
 * written on one line) is not wrapped in `<p>`: the components render as blocks, as on their own lines.
 */
export function paragraph(state: State, node: Paragraph): ElementContent | ElementContent[] {
  const children = node.children;
  if (onlyBlockJsx(children)) {
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
