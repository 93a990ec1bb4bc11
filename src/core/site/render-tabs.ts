import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ShellContext } from './shell-context.ts';
import { linkHref, outsideProps } from './shell-context.ts';

/**
 * The row of `tabs` under the top bar: first the primary tab (pages under no tab, named after
 * `topAnchor.name`), then each tab, linking to its first page; the current page's tab is marked.
 * Tabs with no page are left out; tabs whose `url` is absolute link out.
 */
export function renderTabs(ctx: ShellContext): Element | undefined {
  const { site, page } = ctx;
  if (site.tabs.length === 0) return undefined;
  const items: ElementContent[] = [];
  const tab = (name: string, href: string, current: boolean, external = false): void => {
    items.push(h('li', [h('a', { className: current ? ['q-tab', 'q-tab-active'] : ['q-tab'], href, ...(current ? { ariaCurrent: 'page' } : {}), ...(external ? outsideProps(href) : {}) }, name)]));
  };
  const primary = site.pages.find((p) => p.tab === -1);
  if (primary) tab(site.topAnchor.name, ctx.pageUrl(primary.path), page.tab === -1);
  site.tabs.forEach((t, i) => {
    if (t.external) {
      const href = linkHref(ctx, t.url);
      if (href !== undefined) tab(t.name, href, false, true);
    } else if (t.firstPage) tab(t.name, ctx.pageUrl(t.firstPage.path), page.tab === i);
  });
  return h('nav', { className: ['q-tabs'], ariaLabel: 'Tabs' }, [h('ul', items)]);
}
