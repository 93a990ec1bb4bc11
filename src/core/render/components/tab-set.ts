import type { Element, ElementContent } from 'hast';
import { el, elementData, text } from '../hast-helpers.ts';
import type { RenderState } from '../render-state.ts';

/** One tab of a tab set: its label (and optional icon) and its panel content. */
export interface TabSpec {
  readonly title: string;
  readonly icon?: ElementContent | undefined;
  readonly content: ElementContent[];
}

/** Marks a rendered element as a tab, so an enclosing Tabs can take its title, icon and content. */
export function markTab(element: Element, tab: TabSpec): Element {
  elementData(element).quireTab = tab;
  return element;
}

/** The tab an element was marked as by {@link markTab}. */
export function tabOf(element: ElementContent): TabSpec | undefined {
  return element.type === 'element' ? element.data?.quireTab : undefined;
}

/**
 * Tabs as plain HTML that reads well without script: a `tablist` of buttons (`role="tab"`,
 * `aria-selected`, `aria-controls`) and every panel rendered, all but the first `hidden`.
 * The page runtime switches them; ids are page-unique placeholders filled in when the page is assembled.
 */
export function tabSet(rs: RenderState, tabs: readonly TabSpec[], className: string[], trailing: ElementContent[] = []): Element {
  const base = rs.ids.uid('q-tabs');
  const buttons: ElementContent[] = [];
  const bodies: ElementContent[] = [];
  tabs.forEach((tab, i) => {
    const tabId = `${base}-tab-${i}`;
    const panelId = `${base}-panel-${i}`;
    const selected = i === 0;
    const label: ElementContent[] = tab.icon ? [tab.icon, el('span', {}, [text(tab.title)])] : [text(tab.title)];
    buttons.push(el('button', { type: 'button', role: 'tab', id: tabId, className: ['q-tab-button'], ariaSelected: selected ? 'true' : 'false', ariaControls: [panelId], tabIndex: selected ? 0 : -1 }, label));
    bodies.push(el('div', { role: 'tabpanel', id: panelId, className: ['q-tab-panel'], ariaLabelledBy: [tabId], tabIndex: 0, hidden: !selected }, tab.content));
  });
  return el('div', { className, dataTabs: '' }, [el('div', { className: ['q-tab-list'], role: 'tablist' }, [...buttons, ...trailing]), ...bodies]);
}
