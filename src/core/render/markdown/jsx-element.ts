import type { ElementContent } from 'hast';
import type { Parents } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import type { ComponentCall } from '../components/component-call.ts';
import { componentRenderers, inlineAwareComponents } from '../components/component-table.ts';
import { toPhrasing } from '../components/to-phrasing.ts';
import { renderFunctionComponent } from '../components/render-function-component.ts';
import { renderSnippetFile } from '../components/render-snippet.ts';
import { renderRuntimeOnly } from '../components/render-runtime-only.ts';
import { renderUnknown } from '../components/render-unknown.ts';
import { mdastSpan, renderStateOf } from '../render-state.ts';
import { readProps } from '../static/read-props.ts';
import type { MdxJsxElement } from '../static/read-props.ts';
import { FunctionComponent, JsxValue, SnippetComponent, UnresolvedComponent } from '../static/static-value.ts';
import { isFlowTextElement, markFlowChildren } from './flow-text.ts';
import { htmlElement } from './html-element.ts';
import { renderValue } from './render-value.ts';

/**
 * Renders a JSX element of a page: lowercase names are HTML (through the allowlist); other names are,
 * in order, names the page imports or exports (snippets, components), the built-in components, or
 * unknown (rendered with a visible marker and a `render/unknown-component` warning).
 * `flow` renders an element written inside a paragraph as a block; so are the block components
 * written directly inside such an element on the same line, at any depth.
 */
export function jsxElement(state: State, node: MdxJsxElement, _parent?: Parents, flow = false): ElementContent[] {
  const rs = renderStateOf(state);
  const name = node.name;
  if (name === null || name === undefined) return state.all(node);
  const asFlow = flow || (node.type === 'mdxJsxTextElement' && isFlowTextElement(node));
  if (asFlow && node.type === 'mdxJsxTextElement') markFlowChildren(node);
  if (/^[a-z]/.test(name) || name.includes(':')) return htmlElement(rs, node);
  const inline = node.type === 'mdxJsxTextElement' && !asFlow;
  const call = (): ComponentCall => ({ rs, node, props: readProps(rs, node), inline });
  if (rs.origin.scope.has(name)) {
    const bound = rs.origin.scope.get(name);
    if (bound instanceof SnippetComponent) return phrasingIf(inline, renderSnippetFile(call(), bound.path));
    if (bound instanceof FunctionComponent) return phrasingIf(inline, renderFunctionComponent(call(), bound));
    if (bound instanceof JsxValue) return renderValue(rs, bound, inline, mdastSpan(node));
    if (bound instanceof UnresolvedComponent) return bound.reason === 'external' ? renderUnknown(call(), 'external') : bound.reason === 'unsupported' ? renderRuntimeOnly(call()) : [];
  }
  const renderer = componentRenderers.get(name);
  if (!renderer) return renderUnknown(call(), 'unknown');
  const result = renderer(call());
  const out = result === undefined ? [] : Array.isArray(result) ? result : [result];
  return phrasingIf(inline && !inlineAwareComponents.has(name), out);
}

function phrasingIf(inline: boolean, nodes: ElementContent[]): ElementContent[] {
  return inline ? nodes.map(toPhrasing) : nodes;
}
