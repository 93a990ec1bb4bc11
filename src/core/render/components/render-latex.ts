import type { Element } from 'hast';
import { el } from '../hast-helpers.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/** `<Latex>…</Latex>`: the formula source in a math-styled span (no TeX typesetting offline). */
export function renderLatex(call: ComponentCall): Element {
  return el('span', { className: ['q-latex'] }, renderChildren(call));
}
