import type { ElementContent } from 'hast';
import { isBlank } from '../hast-helpers.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { tabOf, tabSet } from './tab-set.ts';
import type { TabSpec } from './tab-set.ts';

/**
 * `<Tabs>` with `<Tab title="…">` children: a tab list and one panel per tab (the first visible).
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
  return tabSet(call.rs, tabs, ['q-tab-group']);
}
