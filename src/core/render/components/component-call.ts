import type { ElementContent } from 'hast';
import type { RenderState } from '../render-state.ts';
import type { MdxJsxElement, Props } from '../static/read-props.ts';

/** One use of a component: the element, its interpreted attributes, and whether it sits inside a paragraph. */
export interface ComponentCall {
  readonly rs: RenderState;
  readonly node: MdxJsxElement;
  readonly props: Props;
  /** True inside a paragraph (`mdxJsxTextElement`): the output must be phrasing (span-based). */
  readonly inline: boolean;
}

/** Renders one component, like an mdast-util-to-hast handler. */
export type ComponentRenderer = (call: ComponentCall) => ElementContent | ElementContent[] | undefined;

/** Renders the children of a component (at one more level of component nesting). */
export function renderChildren(call: ComponentCall): ElementContent[] {
  const { rs, node } = call;
  const parent = rs.parentComponent;
  rs.componentDepth++;
  rs.parentComponent = node.name ?? undefined;
  try {
    return rs.hast.all(node);
  } finally {
    rs.componentDepth--;
    rs.parentComponent = parent;
  }
}

/** The tag for a block container: `div`, or `span` when the component is used inline. */
export function blockTag(call: ComponentCall): 'div' | 'span' {
  return call.inline ? 'span' : 'div';
}
