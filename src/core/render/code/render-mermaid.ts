import type { Element } from 'hast';
import { el, text } from '../hast-helpers.ts';

/** The class of a diagram's container; a page that has one gets the diagram script (see sitePageHasDiagram). */
export const diagramClass = 'q-mermaid';

/**
 * A ```` ```mermaid ```` fence: its source in a container the page's diagram script draws the
 * diagram in (mermaid, at its strict security level). Without that script (a page read without
 * scripts, or before the script has run) the source is what the reader sees.
 */
export function renderMermaid(source: string): Element {
  return el('div', { className: [diagramClass] }, [el('pre', { className: ['q-mermaid-source'] }, [el('code', {}, [text(source)])])]);
}
