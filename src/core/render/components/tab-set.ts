import type { Element, ElementContent } from 'hast';
import { el, elementData, text } from '../hast-helpers.ts';
import type { RenderState } from '../render-state.ts';

/** One tab of a tab set: its label (and optional icon) and its panel content. */
export interface TabSpec {
  readonly title: string;
  readonly icon?: ElementContent | undefined;
  readonly content: ElementContent[];
  /** The author's id for the tab (`<Tab id="…">`), given to its button so `#id` links open it. */
  readonly id?: string | undefined;
}

/** How a tab set is shown; every option is off by default. */
export interface TabSetOptions {
  /** Index of the tab shown first (default 0; out of range falls back to 0). */
  readonly selected?: number | undefined;
  /** Elements after the buttons in the tab list (a drop-down). */
  readonly trailing?: ElementContent[];
  /** False keeps the set out of the page-wide sync by label (`data-sync="false"`). */
  readonly sync?: boolean | undefined;
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
 * `aria-selected`, `aria-controls`) and every panel rendered, all but the selected one (the first unless
 * `options.selected`) `hidden`.
 * The page runtime switches them; ids are page-unique placeholders filled in when the page is assembled.
 */
export function tabSet(rs: RenderState, tabs: readonly TabSpec[], className: string[], options: TabSetOptions = {}): Element {
  const base = rs.ids.uid('q-tabs');
  const buttons: ElementContent[] = [];
  const bodies: ElementContent[] = [];
  const first = options.selected !== undefined && Number.isInteger(options.selected) && options.selected >= 0 && options.selected < tabs.length ? options.selected : 0;
  tabs.forEach((tab, i) => {
    const tabId = tab.id ?? `${base}-tab-${i}`;
    const panelId = `${base}-panel-${i}`;
    const selected = i === first;
    const label: ElementContent[] = tab.icon ? [tab.icon, el('span', {}, [text(tab.title)])] : [text(tab.title)];
    buttons.push(el('button', { type: 'button', role: 'tab', id: tabId, className: ['q-tab-button'], ariaSelected: selected ? 'true' : 'false', ariaControls: [panelId], tabIndex: selected ? 0 : -1 }, label));
    bodies.push(el('div', { role: 'tabpanel', id: panelId, className: ['q-tab-panel'], ariaLabelledBy: [tabId], tabIndex: 0, hidden: !selected }, tab.content));
  });
  return el('div', { className, dataTabs: '', ...(options.sync === false ? { dataSync: 'false' } : {}) }, [el('div', { className: ['q-tab-list'], role: 'tablist' }, [...buttons, ...(options.trailing ?? [])]), ...bodies]);
}
