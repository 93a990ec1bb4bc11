import type { Element } from 'hast';
import { el, isBlank } from '../hast-helpers.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/** `<AccordionGroup>`: accordions stacked in one bordered box. */
export function renderAccordionGroup(call: ComponentCall): Element {
  return el('div', { className: ['q-accordion-group'] }, renderChildren(call).filter((c) => !isBlank(c)));
}
