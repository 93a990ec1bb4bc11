import type { Diagnostic, Fix, Severity } from '../core/index.ts';
import { countDiagnostics } from '../core/index.ts';
import { shownPerGroup } from './validate-protocol.ts';

/** What a diagnostic's row can do: show its place in the editor, apply one of its fixes. */
export interface DiagnosticActions {
  readonly reveal: (diagnostic: Diagnostic) => void;
  readonly fixesOf: (diagnostic: Diagnostic) => readonly Fix[];
  readonly apply: (fix: Fix) => void;
}

const groups: readonly (readonly [Severity, string])[] = [
  ['error', 'Errors'],
  ['warning', 'Warnings'],
  ['info', 'Info'],
];

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The summary line: counts by severity and the format read. */
export function summaryText(diagnostics: readonly Diagnostic[], format: 'spec' | 'current'): string {
  const { errors, warnings, infos } = countDiagnostics(diagnostics);
  const counts = `${plural(errors, 'error', 'errors')}, ${plural(warnings, 'warning', 'warnings')}, ${infos} info`;
  return `${counts} · ${format === 'spec' ? 'spec format' : 'current format'}`;
}

/** Renders the diagnostics grouped by severity (each group counted), in `container`. */
export function renderDiagnostics(container: HTMLElement, diagnostics: readonly Diagnostic[], actions: DiagnosticActions): void {
  const sections = groups.map(([severity, title]) => {
    const list = diagnostics.filter((d) => d.severity === severity);
    const section = element('section', { className: `validate-group validate-${severity}` });
    section.setAttribute('aria-label', title);
    section.append(element('h2', { textContent: `${title} (${list.length})` }));
    if (list.length === 0) return section;
    const rows = element('ol');
    for (const d of list.slice(0, shownPerGroup)) rows.append(diagnosticRow(d, actions));
    section.append(rows);
    if (list.length > shownPerGroup) section.append(element('p', { textContent: `…and ${list.length - shownPerGroup} more, marked in the editor.` }));
    return section;
  });
  container.replaceChildren(...sections);
}

function diagnosticRow(d: Diagnostic, actions: DiagnosticActions): HTMLLIElement {
  const row = element('li', { className: 'validate-diagnostic' });
  row.dataset.code = d.code;
  const place = element('button', { type: 'button', className: 'validate-position', textContent: `${d.line}:${d.column}`, title: `Show line ${d.line}, column ${d.column} in the editor` });
  place.addEventListener('click', () => actions.reveal(d));
  const code = element('code', { textContent: d.code });
  const message = element('span', { className: 'validate-message', textContent: d.message });
  row.append(place, ' ', code, ' ', message);
  for (const fix of actions.fixesOf(d)) {
    const button = element('button', { type: 'button', className: 'validate-fix', textContent: fix.title, title: 'Apply this fix' });
    button.addEventListener('click', () => actions.apply(fix));
    row.append(' ', button);
  }
  return row;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}
