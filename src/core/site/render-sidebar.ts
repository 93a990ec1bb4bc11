import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import { serializeHtml } from '../render/index.ts';
import { renderAnchors } from './render-anchors.ts';
import { renderTopbarLinks } from './render-topbar.ts';
import type { ShellContext } from './shell-context.ts';
import { shellIcon } from './shell-context.ts';
import type { SiteModel, SiteNavEntry, SiteNavGroup, SitePage } from './site-model.ts';
import { sectionOf } from './site-model.ts';

/** Whether a group holds a page at any depth. */
function holds(group: SiteNavGroup, page: SitePage): boolean {
  return group.entries.some((e) => (e.kind === 'page' ? e.page === page : holds(e, page)));
}

function renderPageLink(ctx: ShellContext, page: SitePage): Element {
  const icon = page.meta.icon;
  return h('li', { className: ['q-nav-item'] }, [
    h('a', { className: ['q-nav-link'], href: ctx.pageUrl(page.path) }, [
      ...(icon !== undefined ? [shellIcon(ctx, icon, page.meta.iconType)] : []),
      h('span', page.navTitle),
    ]),
  ]);
}

function renderEntries(ctx: ShellContext, entries: readonly SiteNavEntry[], groupIds: Map<SiteNavGroup, number>): ElementContent[] {
  const out: ElementContent[] = [];
  for (const entry of entries) {
    if (entry.kind === 'page') {
      if (entry.page.meta.hidden !== true) out.push(renderPageLink(ctx, entry.page));
      continue;
    }
    const inner = renderEntries(ctx, entry.entries, groupIds);
    if (inner.length === 0) continue;
    groupIds.set(entry, groupIds.size);
    const caret = lookupIcon('chevron-right');
    out.push(
      h('li', { className: ['q-nav-item'] }, [
        h('details', { className: ['q-nav-group'], dataGroup: String(groupIds.get(entry)) }, [
          h('summary', { className: ['q-nav-summary'] }, [h('span', entry.name), ...(caret ? [iconElement(caret, 'q-icon q-nav-caret')] : [])]),
          h('ul', { className: ['q-nav-list'] }, inner),
        ]),
      ]),
    );
  }
  return out;
}

/** The navigation of one section as HTML with no current page, and the ids of its groups. */
interface NavTemplate {
  readonly html: string;
  readonly groupIds: ReadonlyMap<SiteNavGroup, number>;
}

// Every page of a section shows the same navigation but for the current page and its open
// groups, so the navigation is rendered once per section and link base (pages in one folder
// share relative URLs) and marked per page. Rendering it per page made a site of n pages cost
// n² links: 16 s of a 1,000-page build.
const templates = new WeakMap<SiteModel, Map<string, NavTemplate>>();

function navTemplate(ctx: ShellContext, section: string): NavTemplate {
  let bySite = templates.get(ctx.site);
  if (!bySite) templates.set(ctx.site, (bySite = new Map()));
  // Relative links depend on the page's folder; the URLs of the home page and an asset stand for
  // the rest of the caller's options (export or preview), so different options never share.
  const folder = ctx.page.path.includes('/') ? ctx.page.path.slice(0, ctx.page.path.lastIndexOf('/')) : '';
  const key = `${section}\0${folder}\0${ctx.pageUrl('')}\0${ctx.assetUrl('')}`;
  const cached = bySite.get(key);
  if (cached) return cached;
  const groupIds = new Map<SiteNavGroup, number>();
  const groups: ElementContent[] = [];
  for (const group of ctx.site.nav) {
    if (group.section !== section) continue;
    const inner = renderEntries(ctx, group.entries, groupIds);
    if (inner.length === 0) continue;
    groups.push(h('section', { className: ['q-nav-section'] }, [h('h2', { className: ['q-nav-heading'] }, group.name), h('ul', { className: ['q-nav-list'] }, inner)]));
  }
  const template = { html: serializeHtml(groups), groupIds };
  bySite.set(key, template);
  return template;
}

/**
 * The navigation groups of the current page's section (same tab and anchor): top-level groups
 * as headed lists, nested groups as `<details>` sections that are open around the current page.
 */
export function renderNav(ctx: ShellContext): Element {
  const template = navTemplate(ctx, sectionOf(ctx.page));
  let html = template.html;
  const link = serializeHtml(h('a', { className: ['q-nav-link'], href: ctx.pageUrl(ctx.page.path) }));
  html = html.replace(link.slice(0, -4), serializeHtml(h('a', { className: ['q-nav-link', 'q-nav-active'], href: ctx.pageUrl(ctx.page.path), ariaCurrent: 'page' })).slice(0, -4));
  for (const [group, id] of template.groupIds) {
    if (holds(group, ctx.page)) html = html.replace(`<details class="q-nav-group" data-group="${id}">`, `<details class="q-nav-group" data-group="${id}" open>`);
  }
  html = html.replace(/ data-group="\d+"/g, '');
  // A raw node: our own serialized markup, written out as is by the page's serializer.
  return h('nav', { className: ['q-nav'], ariaLabel: 'Pages' }, [{ type: 'raw', value: html } as unknown as ElementContent]);
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
