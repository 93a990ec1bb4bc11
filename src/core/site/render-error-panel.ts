import type { Element } from 'hast';
import { h } from 'hastscript';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** The panel shown instead of a page body that could not be rendered, listing the errors with their positions. */
export function renderErrorPanel(file: string, diagnostics: readonly Diagnostic[]): Element {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const shown = errors.length > 0 ? errors : diagnostics;
  return h('div', { className: ['q-error-panel'], role: 'alert' }, [
    h('p', { className: ['q-error-title'] }, `This page could not be rendered: fix the problems in ${file} and build again.`),
    h(
      'ul',
      { className: ['q-error-list'] },
      shown.map((d) => h('li', [h('code', `${d.file}:${d.line}:${d.column}`), ' ', d.message])),
    ),
  ]);
}
