import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ShellContext } from './shell-context.ts';
import { linkHref, outsideProps } from './shell-context.ts';
import { inVersion } from './site-model.ts';

/**
 * The row of `tabs` under the top bar: first the primary tab (pages under no tab, named after
 * `topAnchor.name`), then each tab, linking to its first page in the version shown; the current page's
 * tab is marked. Tabs with no page there are left out; tabs whose `url` is absolute link out.
 */
export function renderTabs(ctx: ShellContext): Element | undefined {
  const { site, page } = ctx;
  if (site.tabs.length === 0) return undefined;
  const items: ElementContent[] = [];
  const tab = (name: string, href: string, current: boolean, external = false): void => {
    items.push(h('li', [h('a', { className: current ? ['q-tab', 'q-tab-active'] : ['q-tab'], href, ...(current ? { ariaCurrent: 'page' } : {}), ...(external ? outsideProps(href) : {}) }, name)]));
  };
  // A tab leads to its first page of the version shown; a tab with none there is left out.
  const firstOf = (tab: number) => site.pages.find((p) => p.listed && p.tab === tab && inVersion(p.version, ctx.version));
  const primary = firstOf(-1);
  if (primary) tab(site.topAnchor.name, ctx.pageUrl(primary.path), page.tab === -1);
  site.tabs.forEach((t, i) => {
    if (t.external) {
      const href = linkHref(ctx, t.url);
      if (href !== undefined) tab(t.name, href, false, true);
    } else {
      const first = firstOf(i);
      if (first) tab(t.name, ctx.pageUrl(first.path), page.tab === i);
    }
  });
  return h('nav', { className: ['q-tabs'], ariaLabel: 'Tabs' }, [h('ul', items)]);
}
