import type { ElementContent } from 'hast';
import { isBlank } from '../hast-helpers.ts';
import { propBool, propNumber } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { tabOf, tabSet } from './tab-set.ts';
import type { TabSpec } from './tab-set.ts';

/**
 * `<Tabs defaultTabIndex={n} sync={false} borderBottom>` with `<Tab title="…">` children: a tab list and
 * one panel per tab (the first, or the `defaultTabIndex`th, visible); `sync={false}` keeps it out of the
 * page-wide switching of tabs with the same label.
 * Tabs are collected after the children are rendered, so tabs coming from snippets count too;
 * other content between tabs is kept in the preceding tab.
 */
export function renderTabs(call: ComponentCall): ElementContent {
  const tabs: TabSpec[] = [];
  const loose: ElementContent[] = [];
  for (const child of renderChildren(call)) {
    const tab = tabOf(child);
    if (tab) tabs.push({ ...tab, content: [...tab.content] });
    else if (!isBlank(child)) (tabs[tabs.length - 1]?.content ?? loose).push(child);
  }
  if (loose.length > 0) tabs.unshift({ title: 'Overview', content: loose });
  const { props } = call;
  const className = ['q-tab-group', ...(propBool(props, 'borderBottom') === true ? ['q-tab-group-border'] : [])];
  return tabSet(call.rs, tabs, className, { selected: propNumber(props, 'defaultTabIndex'), sync: propBool(props, 'sync') });
}
