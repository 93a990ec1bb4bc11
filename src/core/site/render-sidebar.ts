import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import { renderAnchors } from './render-anchors.ts';
import { renderTopbarLinks } from './render-topbar.ts';
import type { ShellContext } from './shell-context.ts';
import { shellIcon } from './shell-context.ts';
import type { SiteNavEntry, SiteNavGroup, SitePage } from './site-model.ts';
import { sectionOf } from './site-model.ts';

/** Whether a group holds a page at any depth. */
function holds(group: SiteNavGroup, page: SitePage): boolean {
  return group.entries.some((e) => (e.kind === 'page' ? e.page === page : holds(e, page)));
}

function renderPageLink(ctx: ShellContext, page: SitePage): Element {
  const current = page === ctx.page;
  const icon = page.meta.icon;
  return h('li', { className: ['q-nav-item'] }, [
    h('a', { className: current ? ['q-nav-link', 'q-nav-active'] : ['q-nav-link'], href: ctx.pageUrl(page.path), ...(current ? { ariaCurrent: 'page' } : {}) }, [
      ...(icon !== undefined ? [shellIcon(ctx, icon, page.meta.iconType)] : []),
      h('span', page.navTitle),
    ]),
  ]);
}

function renderEntries(ctx: ShellContext, entries: readonly SiteNavEntry[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const entry of entries) {
    if (entry.kind === 'page') {
      if (entry.page.meta.hidden !== true) out.push(renderPageLink(ctx, entry.page));
      continue;
    }
    const inner = renderEntries(ctx, entry.entries);
    if (inner.length === 0) continue;
    const caret = lookupIcon('chevron-right');
    out.push(
      h('li', { className: ['q-nav-item'] }, [
        h('details', { className: ['q-nav-group'], ...(holds(entry, ctx.page) ? { open: true } : {}) }, [
          h('summary', { className: ['q-nav-summary'] }, [h('span', entry.name), ...(caret ? [iconElement(caret, 'q-icon q-nav-caret')] : [])]),
          h('ul', { className: ['q-nav-list'] }, inner),
        ]),
      ]),
    );
  }
  return out;
}

/**
 * The navigation groups of the current page's section (same tab and anchor): top-level groups
 * as headed lists, nested groups as `<details>` sections that are open around the current page.
 */
export function renderNav(ctx: ShellContext): Element {
  const section = sectionOf(ctx.page);
  const groups: ElementContent[] = [];
  for (const group of ctx.site.nav) {
    if (group.section !== section) continue;
    const inner = renderEntries(ctx, group.entries);
    if (inner.length === 0) continue;
    groups.push(h('section', { className: ['q-nav-section'] }, [h('h2', { className: ['q-nav-heading'] }, group.name), h('ul', { className: ['q-nav-list'] }, inner)]));
  }
  return h('nav', { className: ['q-nav'], ariaLabel: 'Pages' }, groups);
}

/** The sidebar: a close link and the top-bar links for the phone drawer, the anchors, then the navigation. */
export function renderSidebar(ctx: ShellContext): Element {
  const close = lookupIcon('xmark');
  const extras = [renderTopbarLinks(ctx, 'q-sidebar-links'), renderAnchors(ctx)].filter((e) => e !== undefined);
  return h('aside', { className: ['q-sidebar'], id: 'q-sidebar', ariaLabel: 'Navigation' }, [
    h('a', { className: ['q-drawer-close'], href: '#q-content', ariaLabel: 'Close navigation' }, close ? [iconElement(close)] : []),
    ...extras,
    renderNav(ctx),
  ]);
}
