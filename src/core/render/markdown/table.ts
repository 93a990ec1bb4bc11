import type { Element } from 'hast';
import type { Table } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';
import { maxTableRows } from '../../limits.ts';
import { mdastSpan, renderStateOf, warn } from '../render-state.ts';
import { RenderCode } from '../render-codes.ts';
import { formatCount } from '../../diagnostics/format-count.ts';

/**
 * Renders a GFM table as mdast-util-to-hast does, but at most maxTableRows rows below the header:
 * the rest are left out with a `render/table-too-long` warning on the first row left out.
 */
export function table(state: State, node: Table): Element {
  if (node.children.length <= maxTableRows + 1) return defaultHandlers.table(state, node);
  const rs = renderStateOf(state);
  const first = node.children[maxTableRows + 1];
  warn(rs, mdastSpan(first), RenderCode.tableTooLong, `This table has ${formatCount(node.children.length - 1)} rows; a table shows at most ${formatCount(maxTableRows)}, so the rest are left out. Split it into several tables or pages.`);
  return defaultHandlers.table(state, { ...node, children: node.children.slice(0, maxTableRows + 1) });
}
