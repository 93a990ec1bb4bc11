import type { Element } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { propBool, propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/**
 * `<Expandable title="properties" defaultOpen>`: nested fields behind a `<details>` toggle reading
 * "Show properties" / "Hide properties" (switched by CSS, no script needed).
 */
export function renderExpandable(call: ComponentCall): Element {
  const title = propString(call.props, 'title') ?? 'child attributes';
  const summary = el('summary', { className: ['q-expandable-summary'] }, [
    el('span', { className: ['q-chevron'], ariaHidden: 'true' }),
    el('span', { className: ['q-expandable-show'] }, [text('Show ')]),
    el('span', { className: ['q-expandable-hide'] }, [text('Hide ')]),
    el('span', { className: ['q-expandable-title'] }, [text(title)]),
  ]);
  return el('details', { className: ['q-expandable'], open: propBool(call.props, 'defaultOpen') === true }, [summary, el('div', { className: ['q-expandable-content'] }, renderChildren(call))]);
}
