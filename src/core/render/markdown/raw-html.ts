import type { ElementContent } from 'hast';
import type { Html } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { mdastSpan, renderStateOf, warn } from '../render-state.ts';
import { rawHtmlToHast } from '../safety/raw-html.ts';

/** Renders raw HTML of a `.md` page through the allowlist; each removal is a `render/unsafe-content` warning. */
export function rawHtml(state: State, node: Html): ElementContent[] {
  const rs = renderStateOf(state);
  const { nodes, removed } = rawHtmlToHast(rs.ctx, node.value);
  if (removed.length > 0) warn(rs, mdastSpan(node), 'render/unsafe-content', `Left out of this HTML: ${[...new Set(removed)].join(', ')}. Scripts, styles, event handlers and unsafe URLs are not allowed in pages.`);
  return nodes;
}
