import type { Element } from 'hast';
import { h } from 'hastscript';
import type { TocEntry } from '../render/index.ts';

/** The "On this page" column: links to the page's h2 and h3 headings; nothing when it has none. */
export function renderToc(toc: readonly TocEntry[]): Element | undefined {
  const items = toc
    .filter((e) => (e.depth === 2 || e.depth === 3) && e.id !== '')
    .map((e) => h('li', { className: ['q-toc-item', `q-toc-depth-${e.depth}`] }, [h('a', { href: `#${e.id}`, dataTocLink: e.id }, e.text)]));
  if (items.length === 0) return undefined;
  return h('nav', { className: ['q-toc'], ariaLabelledby: 'q-toc-title' }, [h('p', { className: ['q-toc-title'], id: 'q-toc-title' }, 'On this page'), h('ul', { className: ['q-toc-list'] }, items)]);
}
