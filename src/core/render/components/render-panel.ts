import type { Element } from 'hast';
import { el } from '../hast-helpers.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/**
 * `<Panel>`: content the platform shows in the page's right column. Here it is rendered where it is
 * written, in a labelled `aside`, so it reads in order on every screen and in exports.
 */
export function renderPanel(call: ComponentCall): Element {
  return el('aside', { className: ['q-panel'], ariaLabel: 'Side panel' }, renderChildren(call));
}
