import type { Element } from 'hast';
import { propBool } from '../static/read-props.ts';
import type { ComponentCall } from './component-call.ts';
import { codeTabs } from './code-tabs.ts';

/**
 * `<CodeGroup dropdown>`: several code blocks as tabs, one per block, titled from each fence (```` ```bash npm ````).
 * With `dropdown` the stylesheet shows the tab list as a menu: the chosen title, and the others
 * when it is hovered or focused. (A `<select>` would be re-parsed differently by browsers, so pages never hold one.)
 */
export function renderCodeGroup(call: ComponentCall): Element {
  return codeTabs(call, propBool(call.props, 'dropdown') === true ? ['q-code-group', 'q-code-group-dropdown'] : ['q-code-group']);
}
