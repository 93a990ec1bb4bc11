import type { Element } from 'hast';
import { h } from 'hastscript';
import type { ShellContext } from './shell-context.ts';
import { neighbours } from './site-model.ts';

/** Previous and next links in navigation order, within the version shown; nothing for a site of one page. */
export function renderPager(ctx: ShellContext): Element | undefined {
  const { previous, next } = neighbours(ctx.site, ctx.page, ctx.version);
  if (!previous && !next) return undefined;
  const link = (kind: 'prev' | 'next', label: string, page: NonNullable<typeof previous>): Element =>
    h('a', { className: ['q-pager-link', `q-pager-${kind}`], href: ctx.pageUrl(page.path), rel: [kind] }, [h('span', { className: ['q-pager-label'] }, label), h('span', { className: ['q-pager-title'] }, page.navTitle)]);
  return h('nav', { className: ['q-pager'], ariaLabel: 'Previous and next pages' }, [
    ...(previous ? [link('prev', 'Previous', previous)] : []),
    ...(next ? [link('next', 'Next', next)] : []),
  ]);
}
