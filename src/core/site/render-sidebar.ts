import { currentSourceOf } from '../config/current/to-site-config.ts';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import { serializeHtml } from '../render/index.ts';
import { renderAnchors } from './render-anchors.ts';
import { renderDivisionMenu } from './render-division-menus.ts';
import { renderTopbarLinks } from './render-topbar.ts';
import type { ShellContext } from './shell-context.ts';
import { shellIcon } from './shell-context.ts';
import { linkBaseKey } from './shell-part-cache.ts';
import { navIcon } from './division-links.ts';
import { groupHolds } from './page-registry.ts';
import type { SiteNavEntry, SiteNavGroup, SitePage } from './site-model.ts';
import { inVersion } from './site-model.ts';
import type { SiteDivision } from './site-navigation.ts';
import { cachesOf } from '../session/session-project.ts';
import { cacheSlot } from '../session/session-caches.ts';
import type { SiteModel } from './site-model.ts';

/** A session's sidebar templates, by site, then by section and link base (see navTemplate). */
const navTemplates = cacheSlot('nav-templates', () => new WeakMap<SiteModel, Map<string, NavTemplate>>());

/** A group's icon and tag around its name (a heading's name with neither is plain text). */
function groupLabel(ctx: ShellContext, group: SiteNavGroup, heading: boolean): ElementContent[] {
  if (heading && !group.icon && group.tag === undefined && !group.root) return [{ type: 'text', value: group.name }];
  return [
    ...(group.icon ? [navIcon(ctx, group.icon)] : []),
    h('span', group.name),
    ...(group.tag !== undefined ? [h('span', { className: ['q-tag'] }, group.tag)] : []),
  ];
}

/** A group's name: a link to its `root` page when it has one (and that page is not hidden), else the label. */
function groupName(ctx: ShellContext, group: SiteNavGroup, heading = false): ElementContent[] {
  const label = groupLabel(ctx, group, heading);
  if (!group.root || group.root.meta.hidden === true) {
    // `interaction.drilldown`: a nested group's name opens its first page (whose sidebar has the group open).
    const first = !heading && currentSourceOf(ctx.site.config)?.interaction?.drilldown === true ? firstPage(group) : undefined;
    return first ? [h('a', { className: ['q-nav-drilldown'], href: ctx.pageUrl(first.path) }, label)] : label;
  }
  return [h('a', { className: ['q-nav-link', 'q-nav-root'], href: ctx.pageUrl(group.root.path) }, label)];
}

/** The first page a group lists that is not hidden (its root, else its entries' in order, nested groups' included). */
function firstPage(group: SiteNavGroup): SitePage | undefined {
  if (group.root && group.root.meta.hidden !== true) return group.root;
  for (const entry of group.entries) {
    const page = entry.kind === 'page' ? (entry.page.meta.hidden === true ? undefined : entry.page) : firstPage(entry);
    if (page) return page;
  }
  return undefined;
}

// An entry's markup is repeated on every page for every page of its section (most of a large
// site's HTML: 117 of a page's 134 KB at 1,000 pages), so it carries only what renders or what the
// styles and runtime select: its `<li>` no class, and a title alone in its link no `<span>` (a flex
// item either way).
function renderPageLink(ctx: ShellContext, page: SitePage): Element {
  const icon = page.meta.icon;
  const before = [
    ...(icon !== undefined ? [shellIcon(ctx, icon, page.meta.iconType)] : []),
    ...(page.operation ? [h('span', { className: ['q-api-method', 'q-nav-method', `q-api-method-${page.operation.method.toLowerCase()}`] }, page.operation.method)] : []),
  ];
  const after = page.meta.tag !== undefined ? [h('span', { className: ['q-tag'] }, page.meta.tag)] : [];
  const title = before.length === 0 && after.length === 0 ? [{ type: 'text' as const, value: page.navTitle }] : [h('span', page.navTitle)];
  return h('li', [h('a', { className: ['q-nav-link'], href: ctx.pageUrl(page.path) }, [...before, ...title, ...after])]);
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
    if (inner.length === 0 && (!entry.root || entry.root.meta.hidden === true)) continue;
    groupIds.set(entry, groupIds.size);
    const caret = lookupIcon('chevron-right');
    out.push(
      h('li', { ...(entry.version !== outerVersion ? versionProps(ctx, entry) : {}) }, [
        h('details', { className: ['q-nav-group'], dataGroup: String(groupIds.get(entry)), ...(entry.expanded ? { open: true } : {}) }, [
          h('summary', { className: ['q-nav-summary'] }, [...groupName(ctx, entry), ...(caret ? [iconElement(caret, 'q-icon q-nav-caret')] : [])]),
          h('ul', { className: ['q-nav-list'] }, inner),
        ]),
      ]),
    );
  }
  return out;
}

/**
 * The divisions whose groups a page of `section` lists: its own, and those around it while the way out
 * passes only versions (the groups beside a version's own are shared by every version).
 */
function sidebarSections(section: SiteDivision): Set<SiteDivision> {
  const shown = new Set<SiteDivision>([section]);
  for (let d: SiteDivision | undefined = section; d?.level === 'version' && d.parent; d = d.parent) shown.add(d.parent);
  return shown;
}

/** The navigation of one section as HTML with no current page, and the ids of its groups. */
export interface NavTemplate {
  readonly groupIds: ReadonlyMap<SiteNavGroup, number>;
  /** The HTML, without the `data-group` ids that mark where each group's tag is. */
  readonly plain: string;
  /** Group id → where in `plain` a closed group's `<details>` tag takes ` open` (before its `>`). */
  readonly closedAt: ReadonlyMap<number, number>;
}

const groupTag = '<details class="q-nav-group"';

/**
 * The navigation's HTML without its `data-group` ids, and where each closed group's tag ends: a page
 * then marks its link and opens its groups in one pass over the 100 KB of a large site's navigation
 * (a replace per mark, then one to drop the ids, copied it four times per page).
 */
export function plainNav(html: string): Pick<NavTemplate, 'plain' | 'closedAt'> {
  const closedAt = new Map<number, number>();
  const ids = / data-group="(\d+)"/g;
  let plain = '';
  let from = 0;
  for (let match = ids.exec(html); match; match = ids.exec(html)) {
    plain += html.slice(from, match.index);
    from = match.index + match[0].length;
    const id = Number(match[1]);
    if (html.startsWith(groupTag, match.index - groupTag.length) && html[from] === '>' && !closedAt.has(id)) closedAt.set(id, plain.length);
  }
  return { plain: plain + html.slice(from), closedAt };
}

// Every page of a section shows the same navigation but for the current page and its open
// groups, so the navigation is rendered once per section and link base (pages in one folder
// share relative URLs) and marked per page. Rendering it per page made a site of n pages cost
// n² links: 16 s of a 1,000-page build. The templates are the session's.
function navTemplate(ctx: ShellContext, section: SiteDivision): NavTemplate {
  const templates = cachesOf(ctx.site.project).get(navTemplates);
  let bySite = templates.get(ctx.site);
  if (!bySite) templates.set(ctx.site, (bySite = new Map()));
  // The version shown, and whether the page has one, decide which versions' groups are listed;
  // relative links depend on the page's folder and the caller's options (see linkBaseKey).
  const key = `${section.id}\0${ctx.version ?? ''}\0${ctx.page.version === undefined ? '' : 'v'}\0${linkBaseKey(ctx)}`;
  const cached = bySite.get(key);
  if (cached) return cached;
  const groupIds = new Map<SiteNavGroup, number>();
  const groups: ElementContent[] = [];
  const shown = sidebarSections(section);
  for (const group of ctx.site.nav) {
    if (group.section === undefined || !shown.has(group.section) || versionFit(ctx, group) === 'omit') continue;
    const inner = renderEntries(ctx, group.entries, groupIds, group.version);
    const name = group.name === '' ? [] : groupName(ctx, group, true);
    if (inner.length === 0 && !name.some((e) => e.type === 'element' && e.tagName === 'a')) continue;
    groups.push(h('section', { className: ['q-nav-section'], ...versionProps(ctx, group) }, [...(name.length > 0 ? [h('h2', { className: ['q-nav-heading'] }, name)] : []), h('ul', { className: ['q-nav-list'] }, inner)]));
  }
  const template = { groupIds, ...plainNav(serializeHtml(groups)) };
  bySite.set(key, template);
  return template;
}

/**
 * The HTML inside the sidebar's `<nav>` (see renderNav): the section's navigation template with the
 * current page's link marked and its groups opened.
 */
export function navHtml(ctx: ShellContext): string {
  const template = navTemplate(ctx, ctx.page.section);
  const { plain } = template;
  // [where, how many characters it replaces, what with]: the page's link marked, its groups opened.
  const edits: [number, number, string][] = [];
  for (const className of [['q-nav-link'], ['q-nav-link', 'q-nav-root']]) {
    const link = serializeHtml(h('a', { className, href: ctx.pageUrl(ctx.page.path) })).slice(0, -4);
    const at = plain.indexOf(link);
    if (at >= 0) edits.push([at, link.length, serializeHtml(h('a', { className: [...className, 'q-nav-active'], href: ctx.pageUrl(ctx.page.path), ariaCurrent: 'page' })).slice(0, -4)]);
  }
  for (const [group, id] of template.groupIds) {
    const at = template.closedAt.get(id);
    if (at !== undefined && groupHolds(group, ctx.page)) edits.push([at, 0, ' open']);
  }
  let html = '';
  let from = 0;
  for (const [at, length, text] of edits.sort((a, b) => a[0] - b[0])) {
    html += plain.slice(from, at) + text;
    from = at + length;
  }
  return html + plain.slice(from);
}

/**
 * The navigation groups of the current page's section (same tab and anchor) and version (groups of
 * another version are left out, or, on a page of no version, hidden until the runtime picks theirs): top-level groups
 * as headed lists, nested groups as `<details>` sections that are open around the current page.
 * @param inner the `<nav>`'s HTML; default navHtml's (the shell passes a slot it fills after serializing).
 */
export function renderNav(ctx: ShellContext, inner: string = navHtml(ctx)): Element {
  // A raw node: our own serialized markup, written out as is by the page's serializer.
  return h('nav', { className: ['q-nav'], ariaLabel: 'Pages' }, [{ type: 'raw', value: inner } as unknown as ElementContent]);
}

/**
 * The sidebar: a close link and the top-bar links for the phone drawer, the anchors, then the navigation.
 * @param nav the `<nav>`'s HTML; default navHtml's.
 */
export function renderSidebar(ctx: ShellContext, nav?: string): Element {
  const close = lookupIcon('xmark');
  const extras = [renderTopbarLinks(ctx, 'q-sidebar-links'), renderDivisionMenu(ctx), renderAnchors(ctx)].filter((e) => e !== undefined);
  return h('aside', { className: ['q-sidebar'], id: 'q-sidebar', ariaLabel: 'Navigation' }, [
    h('a', { className: ['q-drawer-close'], href: '#q-content', ariaLabel: 'Close navigation' }, close ? [iconElement(close)] : []),
    ...extras,
    renderNav(ctx, nav),
  ]);
}
