import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import { serializeHtml } from '../render/index.ts';
import { renderAnchors } from './render-anchors.ts';
import { renderDivisionMenu } from './render-division-menus.ts';
import { renderTopbarLinks } from './render-topbar.ts';
import type { ShellContext } from './shell-context.ts';
import { shellIcon } from './shell-context.ts';
import type { SiteModel, SiteNavEntry, SiteNavGroup, SitePage } from './site-model.ts';
import { inVersion, sectionOf } from './site-model.ts';

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

/**
 * Whether a group of another version than the one shown is left out (`omit`), kept hidden for the
 * runtime's version switch (`hide`: on a page of no version, which any version may show) or shown.
 */
function versionFit(ctx: ShellContext, group: SiteNavGroup): 'show' | 'hide' | 'omit' {
  if (inVersion(group.version, ctx.version)) return 'show';
  return ctx.page.version === undefined ? 'hide' : 'omit';
}

/** The attributes that tie a group's element to its version, hidden unless that version is shown. */
function versionProps(ctx: ShellContext, group: SiteNavGroup): Record<string, string | boolean> {
  if (group.version === undefined) return {};
  return { dataVersion: group.version, ...(versionFit(ctx, group) === 'hide' ? { hidden: true } : {}) };
}

function renderEntries(ctx: ShellContext, entries: readonly SiteNavEntry[], groupIds: Map<SiteNavGroup, number>, outerVersion: string | undefined): ElementContent[] {
  const out: ElementContent[] = [];
  for (const entry of entries) {
    if (entry.kind === 'page') {
      if (entry.page.meta.hidden !== true) out.push(renderPageLink(ctx, entry.page));
      continue;
    }
    if (versionFit(ctx, entry) === 'omit') continue;
    const inner = renderEntries(ctx, entry.entries, groupIds, entry.version);
    if (inner.length === 0) continue;
    groupIds.set(entry, groupIds.size);
    const caret = lookupIcon('chevron-right');
    out.push(
      h('li', { className: ['q-nav-item'], ...(entry.version !== outerVersion ? versionProps(ctx, entry) : {}) }, [
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
  // The version shown, and whether the page has one, decide which versions' groups are listed.
  const key = `${section}\0${ctx.version ?? ''}\0${ctx.page.version === undefined ? '' : 'v'}\0${folder}\0${ctx.pageUrl('')}\0${ctx.assetUrl('')}`;
  const cached = bySite.get(key);
  if (cached) return cached;
  const groupIds = new Map<SiteNavGroup, number>();
  const groups: ElementContent[] = [];
  for (const group of ctx.site.nav) {
    if (group.section !== section || versionFit(ctx, group) === 'omit') continue;
    const inner = renderEntries(ctx, group.entries, groupIds, group.version);
    if (inner.length === 0) continue;
    groups.push(h('section', { className: ['q-nav-section'], ...versionProps(ctx, group) }, [h('h2', { className: ['q-nav-heading'] }, group.name), h('ul', { className: ['q-nav-list'] }, inner)]));
  }
  const template = { html: serializeHtml(groups), groupIds };
  bySite.set(key, template);
  return template;
}

/**
 * The navigation groups of the current page's section (same tab and anchor) and version (groups of
 * another version are left out, or, on a page of no version, hidden until the runtime picks theirs): top-level groups
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
  const extras = [renderTopbarLinks(ctx, 'q-sidebar-links'), renderDivisionMenu(ctx), renderAnchors(ctx)].filter((e) => e !== undefined);
  return h('aside', { className: ['q-sidebar'], id: 'q-sidebar', ariaLabel: 'Navigation' }, [
    h('a', { className: ['q-drawer-close'], href: '#q-content', ariaLabel: 'Close navigation' }, close ? [iconElement(close)] : []),
    ...extras,
    renderNav(ctx),
  ]);
}
