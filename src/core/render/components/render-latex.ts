import type { Element } from 'hast';
import { el } from '../hast-helpers.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { unwrapParagraph } from './to-phrasing.ts';

/**
 * `<Latex>…</Latex>`: the formula source in a math-styled span (no TeX typesetting offline); written
 * on lines of its own, a paragraph holding that span.
 */
export function renderLatex(call: ComponentCall): Element {
  if (call.inline) return el('span', { className: ['q-latex'] }, renderChildren(call));
  return el('p', {}, [el('span', { className: ['q-latex'] }, unwrapParagraph(renderChildren(call)))]);
}
