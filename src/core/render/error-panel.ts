import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { el, text } from './hast-helpers.ts';
import { serializeHtml } from './safety/serialize-html.ts';

/** The HTML shown instead of a page that does not parse: where and what the error is, with the offending line. */
export function errorPanelHtml(pageText: string, diagnostic: Diagnostic): string {
  const line = pageText.split(/\r\n|\r|\n/)[diagnostic.line - 1] ?? '';
  const caret = `${' '.repeat(Math.max(0, diagnostic.column - 1))}^`;
  return serializeHtml(
    el('div', { className: ['q-parse-error'], role: 'alert' }, [
      el('p', { className: ['q-parse-error-title'] }, [text(`This page could not be rendered: ${diagnostic.file}, line ${diagnostic.line}, column ${diagnostic.column}`)]),
      el('p', { className: ['q-parse-error-message'] }, [text(diagnostic.message)]),
      el('pre', { className: ['q-parse-error-excerpt'] }, [el('code', {}, [text(`${String(diagnostic.line).padStart(4)} | ${line}\n     | ${caret}`)])]),
    ]),
  );
}
