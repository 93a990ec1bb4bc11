import type { Element } from 'hast';
import type { Nodes } from 'mdast';
import { mdastSpan } from '../render-state.ts';
import { typesetMath } from '../markdown/math.ts';
import type { ComponentCall } from './component-call.ts';

/**
 * `<Latex>…</Latex>`: its text typeset as a formula (see typesetMath), inline inside a paragraph,
 * display math on lines of its own. Braces in it were read by MDX as expressions; their source is
 * put back, so `<Latex>\frac{a}{b}</Latex>` is the formula as written.
 */
export function renderLatex(call: ComponentCall): Element {
  const source = formulaText(call.node.children as Nodes[]).trim();
  return typesetMath(call.rs, source, { display: !call.inline, inline: call.inline }, mdastSpan(call.node)) as Element;
}

function formulaText(nodes: readonly Nodes[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') out += `{${node.value}}`;
    else if ('value' in node && typeof node.value === 'string') out += node.value;
    else if ('children' in node) out += `${formulaText(node.children as Nodes[])}${node.type === 'paragraph' ? '\n' : ''}`;
  }
  return out;
}
