import type { ElementContent } from 'hast';
import type { RootContent } from 'mdast';
import { mdastSpan, report, warn } from '../render-state.ts';
import type { RenderState, Span } from '../render-state.ts';
import { maxExpansions } from '../../limits.ts';
import { jsxToMdast } from '../static/jsx-to-mdast.ts';
import { ChildrenValue, JsxValue, isStaticObject } from '../static/static-value.ts';
import type { Origin, StaticValue } from '../static/static-value.ts';
import { RenderCode } from '../render-codes.ts';
import { formatCount } from '../../diagnostics/format-count.ts';

/** Renders mdast nodes written in another file or scope (a snippet's props, JSX from an export) in that origin. */
export function renderInOrigin(rs: RenderState, origin: Origin, nodes: readonly RootContent[]): ElementContent[] {
  // Every snippet, component and JSX value comes through here: the place to bound how much they expand.
  if (++rs.expansions > maxExpansions) {
    if (rs.expansions === maxExpansions + 1) report(rs.sink, origin.file, mdastSpan(nodes[0]), 'error', RenderCode.tooManyExpansions, `This part of the page expands more than ${formatCount(maxExpansions)} snippets, components and JSX values (components that each use the one before twice double at every level), so the rest of them are left out. Use fewer nested components.`);
    return [];
  }
  const saved = rs.origin;
  rs.origin = origin;
  try {
    const out: ElementContent[] = [];
    for (const node of nodes) {
      const result = rs.hast.one(node, undefined);
      if (Array.isArray(result)) out.push(...result);
      else if (result) out.push(result);
    }
    return out;
  } finally {
    rs.origin = saved;
  }
}

/**
 * Renders the value of an expression as React would: text for strings and numbers, nothing for
 * booleans, null and undefined, each item of an array, and JSX as elements. Objects cannot be
 * shown; they render as nothing with a warning.
 */
export function renderValue(rs: RenderState, value: StaticValue, inline: boolean, at: Span | undefined): ElementContent[] {
  if (typeof value === 'string') return value ? [{ type: 'text', value }] : [];
  if (typeof value === 'number') return [{ type: 'text', value: String(value) }];
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (Array.isArray(value)) return value.flatMap((item: StaticValue) => renderValue(rs, item, inline, at));
  if (value instanceof JsxValue) return renderInOrigin(rs, value.origin, [jsxToMdast(value.node, inline)]);
  if (value instanceof ChildrenValue) return renderInOrigin(rs, value.origin, value.nodes);
  if (isStaticObject(value)) warn(rs, at, RenderCode.unsupportedExpression, 'An object cannot be shown as content. Show one of its fields instead, such as `{obj.name}`.');
  return [];
}
