import type { Element } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { propBool, propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { iconContent } from './render-icon.ts';

/**
 * `<Accordion title="…" description="…" icon="…" defaultOpen>`: a `<details>` element, so it opens and
 * closes without script. Works alone or inside an `<AccordionGroup>`.
 */
export function renderAccordion(call: ComponentCall): Element {
  const { props } = call;
  const title = propString(props, 'title') ?? '';
  const description = propString(props, 'description');
  const icon = iconContent(call, props.get('icon'), propString(props, 'iconType'));
  const summary = el('summary', { className: ['q-accordion-summary'] }, [
    el('span', { className: ['q-chevron'], ariaHidden: 'true' }),
    ...(icon ? [icon] : []),
    el('span', { className: ['q-accordion-heading'] }, [el('span', { className: ['q-accordion-title'] }, [text(title)]), ...(description ? [el('span', { className: ['q-accordion-description'] }, [text(description)])] : [])]),
  ]);
  return el('details', { className: ['q-accordion'], open: propBool(props, 'defaultOpen') === true }, [summary, el('div', { className: ['q-accordion-content'] }, renderChildren(call))]);
}
