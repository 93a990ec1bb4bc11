/** The reader's light/dark choice; `system` follows the operating system. */
export type SiteMode = 'light' | 'dark' | 'system';

/**
 * The rendered site's interactive controls, run by the preview (rendered pages carry no script):
 * tab lists (ARIA `tablist`/`tab`/`tabpanel`), the light/dark toggle and the version dropdown.
 * Choices the reader made survive re-renders: `restore` re-applies them after each morph.
 */
export class SiteControls {
  readonly #doc: Document;
  readonly #onModeChange: (mode: 'light' | 'dark') => void;
  #mode: SiteMode | undefined;
  /** Selected tab label per tab list, keyed by the list's position and labels. */
  readonly #tabs = new Map<string, string>();

  constructor(doc: Document, onModeChange: (mode: 'light' | 'dark') => void) {
    this.#doc = doc;
    this.#onModeChange = onModeChange;
  }

  /** Handles a click on a control; true when it was one. */
  onClick(target: Element): boolean {
    const toggle = target.closest('[data-quire-mode-toggle]');
    if (toggle) {
      const mode = this.#effectiveMode() === 'dark' ? 'light' : 'dark';
      this.setMode(mode);
      this.#onModeChange(mode);
      return true;
    }
    const tab = target.closest('[role="tab"]');
    const list = tab?.closest('[role="tablist"]');
    if (tab && list && !tab.closest('a[href]:not([href^="#"])')) {
      this.#select(list, tab);
      this.#tabs.set(this.#tabKey(list), tab.textContent?.trim() ?? '');
      return true;
    }
    return false;
  }

  /** Handles a change of a form control (the version dropdown); `navigate` receives a site URL. */
  onChange(event: Event, navigate: (href: string) => void): void {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.hasAttribute('data-quire-version')) return;
    const option = select.selectedOptions[0];
    const href = option?.getAttribute('data-href');
    if (href) navigate(href);
  }

  /** Sets the site's mode: the `dark` class on <html>, as the rendered CSS expects. */
  setMode(mode: SiteMode): void {
    this.#mode = mode;
    this.#applyMode();
  }

  /** Re-applies the reader's choices after the DOM was replaced by a new render. */
  restore(): void {
    if (this.#mode !== undefined) this.#applyMode();
    if (this.#tabs.size === 0) return;
    for (const list of this.#doc.querySelectorAll('[role="tablist"]')) {
      const label = this.#tabs.get(this.#tabKey(list));
      if (label === undefined) continue;
      const tab = Array.from(list.querySelectorAll('[role="tab"]')).find((t) => t.textContent?.trim() === label);
      if (tab) this.#select(list, tab);
    }
  }

  #applyMode(): void {
    const dark = this.#effectiveMode() === 'dark';
    const root = this.#doc.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  }

  #effectiveMode(): 'light' | 'dark' {
    const mode = this.#mode ?? (this.#doc.documentElement.classList.contains('dark') ? 'dark' : 'light');
    if (mode !== 'system') return mode;
    return this.#doc.defaultView?.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }

  #tabKey(list: Element): string {
    const lists = Array.from(this.#doc.querySelectorAll('[role="tablist"]'));
    const labels = Array.from(list.querySelectorAll('[role="tab"]'), (t) => t.textContent?.trim() ?? '');
    return `${lists.indexOf(list)}:${labels.join('|')}`;
  }

  #select(list: Element, tab: Element): void {
    for (const other of list.querySelectorAll('[role="tab"]')) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.setAttribute('tabindex', selected ? '0' : '-1');
      const panelId = other.getAttribute('aria-controls');
      const panel = panelId ? this.#doc.getElementById(panelId) : null;
      if (panel) panel.hidden = !selected;
    }
  }
}
