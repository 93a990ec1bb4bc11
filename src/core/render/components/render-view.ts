import type { Element } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { iconContent } from './render-icon.ts';

/**
 * `<View title="…" icon="…">`: content for one language or framework. Every view is rendered, under
 * its title, so the page reads well without script; the page runtime adds one selector before the
 * first view, shows only the chosen one, and keeps it in step with tabs and code groups of the same title.
 */
export function renderView(call: ComponentCall): Element {
  const title = propString(call.props, 'title') ?? '';
  const icon = iconContent(call, call.props.get('icon'), propString(call.props, 'iconType'));
  const heading = el('div', { className: ['q-view-title'] }, icon ? [icon, el('span', {}, [text(title)])] : [text(title)]);
  return el('section', { className: ['q-view'], dataView: title, ariaLabel: title }, [heading, el('div', { className: ['q-view-content'] }, renderChildren(call))]);
}
