import type { Element } from 'hast';
import { el } from '../hast-helpers.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/**
 * `<Panel>`: content for the side of the page. It is rendered where it is written, in an `aside`
 * the stylesheet floats to the right on wide screens, so narrow screens and exports still show it in order.
 */
export function renderPanel(call: ComponentCall): Element {
  return el('aside', { className: ['q-panel'], ariaLabel: 'Side panel' }, renderChildren(call));
}
