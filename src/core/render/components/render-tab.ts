import type { Element } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { iconContent } from './render-icon.ts';
import { markTab } from './tab-set.ts';

/**
 * `<Tab title="…" icon="…" id="…">`: one panel of a `<Tabs>`, which takes its title, content and id
 * (on its button, so a `#id` link opens it). Outside
 * Tabs it renders as a titled section so its content is still shown.
 */
export function renderTab(call: ComponentCall): Element {
  const title = propString(call.props, 'title') ?? 'Tab';
  const icon = iconContent(call, call.props.get('icon'), propString(call.props, 'iconType'));
  const content = renderChildren(call);
  const ownId = propString(call.props, 'id')?.trim();
  const id = ownId ? call.rs.ids.heading(ownId) : undefined;
  const heading = el('div', { className: ['q-tab-standalone-title'] }, icon ? [icon, text(title)] : [text(title)]);
  return markTab(el('div', id === undefined ? { className: ['q-tab-standalone'] } : { className: ['q-tab-standalone'], id }, [heading, ...content]), { title, icon, content, id });
}
