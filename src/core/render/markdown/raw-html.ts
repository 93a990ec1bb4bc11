import type { ElementContent } from 'hast';
import type { Html, Parents } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { mdastSpan, renderStateOf, warn } from '../render-state.ts';
import type { RenderState } from '../render-state.ts';
import { HtmlTreeBuilder } from '../safety/raw-html.ts';
import { RenderCode } from '../render-codes.ts';

function report(rs: RenderState, node: Parents | Html, removed: readonly string[]): void {
  if (removed.length > 0) warn(rs, mdastSpan(node), RenderCode.unsafeContent, `Left out of this HTML: ${[...new Set(removed)].join(', ')}. Scripts, styles, event handlers and unsafe URLs are not allowed in pages.`);
}

/** Renders raw HTML of a `.md` page through the allowlist; each removal is a `render/unsafe-content` warning. */
export function rawHtml(state: State, node: Html): ElementContent[] {
  const rs = renderStateOf(state);
  const builder = new HtmlTreeBuilder(rs.ctx);
  builder.feed(node.value);
  const nodes = builder.finish();
  report(rs, node, builder.removed);
  return nodes;
}

/**
 * Renders the children of a node whose raw HTML is split over several children (`<a href="…">`,
 * text, `</a>` in a paragraph; `<div>`, Markdown, `</div>` at the top of a `.md` page), so tags
 * opened in one child enclose the following ones.
 */
export function renderWithRawHtml(state: State, parent: Parents, children: readonly Parents['children'][number][]): ElementContent[] {
  const rs = renderStateOf(state);
  const builder = new HtmlTreeBuilder(rs.ctx);
  for (const child of children) {
    if (child.type === 'html') builder.feed(child.value);
    else {
      const out = state.one(child, parent);
      builder.add(Array.isArray(out) ? out : out ? [out] : []);
    }
  }
  const nodes = builder.finish();
  report(rs, parent, builder.removed);
  return nodes;
}

/** Whether some child is raw HTML. */
export function hasRawHtml(children: readonly { type: string }[]): boolean {
  return children.some((c) => c.type === 'html');
}
