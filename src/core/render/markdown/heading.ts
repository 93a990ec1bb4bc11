import type { Element } from 'hast';
import type { Heading } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { el, textOf } from '../hast-helpers.ts';
import { renderStateOf } from '../render-state.ts';
import { hasRawHtml, renderWithRawHtml } from './raw-html.ts';

/**
 * Renders a heading with a stable id (the `{#id}` it wrote, or a GitHub-style slug de-duplicated per
 * page) and an anchor link.
 * Level 2 and 3 headings outside components go into the table of contents.
 */
export function heading(state: State, node: Heading): Element {
  const rs = renderStateOf(state);
  const children = hasRawHtml(node.children) ? renderWithRawHtml(state, node, node.children) : state.all(node);
  const label = textOf(children).replace(/\s+/g, ' ').trim();
  const toc = rs.componentDepth === 0 && (node.depth === 2 || node.depth === 3) ? node.depth : undefined;
  const id = rs.ids.heading(label, toc, node.data?.customId);
  const anchor = el('a', { className: ['q-heading-anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 });
  return el(`h${node.depth}`, { id, className: ['q-heading'] }, [anchor, ...children]);
}
