/** The site's light/dark mode as the host or the reader sets it. */
export type SiteMode = 'light' | 'dark' | 'system';

/**
 * What the reader did to the rendered page that a new render must not undo: the light/dark mode
 * (`data-theme` on <html>, as the site runtime sets it), the chosen version, the open phone
 * drawer, the selected tab of each tab list, which accordions are open, and which sidebar groups
 * the reader opened or closed. `capture` runs before a render replaces the DOM, `restore` after;
 * the site runtime's own click handlers (mode toggle, versions, tabs, drawer) keep working because
 * they listen on the document.
 *
 * Sidebar groups behave as in the exported site, where each page arrives with the groups around it
 * open and the others closed: on arriving at another page, the group holding it is open whatever the
 * reader did to it before; every other group is as the reader last left it, or as rendered when the
 * reader never toggled it. A render of the same page keeps every group as the reader left it.
 */
export class ReaderState {
  readonly #doc: Document;
  readonly #onModeChange: (mode: 'light' | 'dark') => void;
  readonly #observer: MutationObserver;
  #mode: string | undefined;
  #version: string | undefined;
  #drawerOpen = false;
  #tabs = new Map<string, string>();
  #details: boolean[] = [];
  /** The sidebar groups the reader toggled (by their names, see navGroupKey) and whether the reader left them open. */
  readonly #navChoices = new Map<string, boolean>();
  /** Each sidebar group's state as the last restore left it: a different state at the next capture is the reader's doing. */
  #navShown = new Map<string, boolean>();
  /** The sidebar link of the page shown at the last capture, to tell a new page from a new render of the same one. */
  #currentPage: string | null | undefined;
  #morphing = false;

  constructor(doc: Document, onModeChange: (mode: 'light' | 'dark') => void) {
    this.#doc = doc;
    this.#onModeChange = onModeChange;
    // The site runtime changes `data-theme` and `data-version` on <html> when the reader clicks;
    // a change outside a render is the reader's choice.
    this.#observer = new MutationObserver((records) => {
      if (this.#morphing) return;
      const root = doc.documentElement;
      for (const record of records) {
        if (record.attributeName === 'data-theme') {
          const mode = root.getAttribute('data-theme');
          if (mode === 'light' || mode === 'dark') {
            this.#mode = mode;
            this.#onModeChange(mode);
          }
        } else if (record.attributeName === 'data-version') this.#version = root.getAttribute('data-version') ?? undefined;
      }
    });
    this.#observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-version'] });
  }

  /** Sets the site's mode from the host's toolbar; `system` follows the operating system. */
  setMode(mode: SiteMode): void {
    this.#mode = mode === 'system' ? undefined : mode;
    const root = this.#doc.documentElement;
    this.#morphing = true;
    if (this.#mode) root.setAttribute('data-theme', this.#mode);
    else root.removeAttribute('data-theme');
    this.#morphing = false;
  }

  /** Records the reader's choices before the DOM is replaced. */
  capture(): void {
    this.#morphing = true;
    const root = this.#doc.documentElement;
    this.#drawerOpen = root.classList.contains('q-drawer-open');
    this.#tabs = new Map();
    for (const [key, list] of this.#tabLists()) {
      const selected = list.querySelector('[role="tab"][aria-selected="true"]');
      if (selected) this.#tabs.set(key, label(selected));
    }
    this.#details = Array.from(this.#doc.querySelectorAll<HTMLDetailsElement>('details:not(.q-nav-group)'), (d) => d.open);
    for (const [key, group] of this.#navGroups()) {
      const shown = this.#navShown.get(key);
      if (shown !== undefined && shown !== group.open) this.#navChoices.set(key, group.open);
    }
    this.#currentPage = currentPageLink(this.#doc);
  }

  /** Re-applies the reader's choices to the new DOM. */
  restore(): void {
    const root = this.#doc.documentElement;
    root.classList.add('q-js');
    root.classList.toggle('q-drawer-open', this.#drawerOpen);
    if (this.#mode && !root.hasAttribute('data-theme-forced')) root.setAttribute('data-theme', this.#mode);
    if (this.#version !== undefined && root.getAttribute('data-version') !== this.#version && !root.hasAttribute('data-page-version')) {
      // The runtime applies a version when its menu entry is clicked.
      this.#doc.querySelector<HTMLElement>(`[data-version-option="${CSS.escape(this.#version)}"]`)?.click();
    }
    for (const [key, list] of this.#tabLists()) {
      const wanted = this.#tabs.get(key);
      const tab = wanted === undefined ? undefined : Array.from(list.querySelectorAll('[role="tab"]')).find((t) => label(t) === wanted);
      if (tab) selectTab(this.#doc, list, tab);
    }
    this.#doc.querySelectorAll<HTMLDetailsElement>('details:not(.q-nav-group)').forEach((d, i) => {
      const open = this.#details[i];
      if (open !== undefined && d.open !== open && !d.closest('[data-version-menu]')) d.open = open;
    });
    const newPage = currentPageLink(this.#doc) !== this.#currentPage;
    this.#navShown = new Map();
    for (const [key, group] of this.#navGroups()) {
      // The render opens the groups around the current page; arriving at a page, they stay open.
      const holdsPage = group.querySelector('a[aria-current="page"]') !== null;
      const choice = this.#navChoices.get(key);
      if (!(newPage && holdsPage) && choice !== undefined && group.open !== choice) group.open = choice;
      this.#navShown.set(key, group.open);
    }
    this.#morphing = false;
  }

  /** The collapsible groups of the sidebar, keyed by the names of the section and the groups they are in. */
  #navGroups(): [string, HTMLDetailsElement][] {
    return Array.from(this.#doc.querySelectorAll<HTMLDetailsElement>('.q-nav details.q-nav-group'), (group) => [navGroupKey(group), group]);
  }

  /** Each tab list with a key that survives re-renders: its position and its labels. */
  #tabLists(): [string, Element][] {
    return Array.from(this.#doc.querySelectorAll('[role="tablist"]'), (list, i) => [`${i}:${Array.from(list.querySelectorAll('[role="tab"]'), label).join('|')}`, list]);
  }
}

/** A sidebar group's names from its section heading down to its own, which stay the same from page to page. */
function navGroupKey(group: Element): string {
  const names: string[] = [];
  for (let d: Element | null = group; d; d = d.parentElement?.closest('details.q-nav-group') ?? null) names.unshift(d.querySelector(':scope > summary')?.textContent?.trim() ?? '');
  names.unshift(group.closest('.q-nav-section')?.querySelector(':scope > .q-nav-heading')?.textContent?.trim() ?? '');
  return names.join('\u0000');
}

/** The address of the sidebar's link to the page shown, if the sidebar lists it. */
function currentPageLink(doc: Document): string | null | undefined {
  return doc.querySelector('.q-nav a[aria-current="page"]')?.getAttribute('href');
}

function label(tab: Element): string {
  return tab.textContent?.trim() ?? '';
}

/** Selects a tab as the runtime does: `aria-selected`, roving `tabindex` and the panels' `hidden`. */
function selectTab(doc: Document, list: Element, tab: Element): void {
  for (const other of list.querySelectorAll('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.setAttribute('tabindex', selected ? '0' : '-1');
    const panelId = other.getAttribute('aria-controls');
    const panel = panelId ? doc.getElementById(panelId) : null;
    if (panel) panel.hidden = !selected;
  }
}
