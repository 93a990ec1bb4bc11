import type { Element } from 'hast';
import { el } from '../hast-helpers.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/** `<Column>`: one cell of a `<Columns>` grid, holding any content. */
export function renderColumn(call: ComponentCall): Element {
  return el('div', { className: ['q-column'] }, renderChildren(call));
}
