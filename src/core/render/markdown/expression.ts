import type { ElementContent } from 'hast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { State } from 'mdast-util-to-hast';
import { el, text } from '../hast-helpers.ts';
import { fail, mdastSpan, renderStateOf, warn } from '../render-state.ts';
import { evaluateProgram } from '../static/evaluate.ts';
import { valueTooLarge } from '../static/static-value-size.ts';
import { renderValue } from './render-value.ts';
import { RenderCode } from '../render-codes.ts';

/**
 * Renders `{…}` in content: literals, JSX and names from `export const`, imports or snippet props.
 * Anything that needs code to run is shown as its inert source text in a muted span, with a warning.
 */
export function expression(state: State, node: MdxFlowExpression | MdxTextExpression): ElementContent[] {
  const rs = renderStateOf(state);
  const inline = node.type === 'mdxTextExpression';
  const result = evaluateProgram(node.data?.estree, rs.origin);
  const span = mdastSpan(node);
  if (result.ok) return renderValue(rs, result.value, inline, span);
  if (result.tooLarge) fail(rs, span, valueTooLarge.code, valueTooLarge.message);
  else warn(rs, span, RenderCode.unsupportedExpression, `\`{${node.value.trim()}}\` needs code to run, so the page shows it as text. Only literals, JSX and names defined with \`export const\` or passed to a snippet can be shown; write \`\\{\` for a literal brace.`);
  return [el(inline ? 'span' : 'div', { className: ['q-unsupported'], title: 'Not shown: this expression needs code to run' }, [text(`{${node.value}}`)])];
}
