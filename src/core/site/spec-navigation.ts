import type { DocsConfig, NavigationEntry, NavigationGroup } from '../config/index.ts';
import type { Project } from '../project/project.ts';
import { fillDivisionPages, firstSection, PageRegistry } from './page-registry.ts';
import type { Listing } from './page-registry.ts';
import { isExternalUrl, underPrefix, urlPrefix } from './site-links.ts';
import type { SiteNavEntry, SiteNavGroup, SiteNavigation, SitePage } from './site-model.ts';
import type { DivisionDraft, SiteDivision, SiteIcon } from './site-navigation.ts';
import { division, rootDivision } from './site-navigation.ts';

/** Index of the entry with the longest URL prefix that holds the page, or -1. */
function longestPrefix(pagePath: string, prefixes: readonly (string | undefined)[]): number {
  let best = -1;
  let bestLength = -1;
  prefixes.forEach((prefix, i) => {
    if (prefix !== undefined && underPrefix(pagePath, prefix) && prefix.length > bestLength) {
      best = i;
      bestLength = prefix.length;
    }
  });
  return best;
}

function iconOf(name: string | undefined, style: string | undefined): SiteIcon | undefined {
  return name === undefined ? undefined : { name, style, library: undefined };
}

/**
 * The navigation of a spec-format config: groups in `navigation` order; `tabs` as tab divisions of the
 * root (first the primary tab, named after `topAnchor.name`, for pages under no tab's folder), and
 * `anchors` as anchor divisions (first the top anchor) inside each tab, or of the root without tabs.
 * A page lies in the tab and the anchor with the longest URL prefix holding it; a group lists under its
 * first page's division. Group and anchor `version`s tie them to `versions`.
 */
export function specNavigation(config: DocsConfig, project: Project): SiteNavigation {
  const tabPrefixes = (config.tabs ?? []).map((t) => (isExternalUrl(t.url) ? undefined : urlPrefix(t.url)));
  const anchorPrefixes = (config.anchors ?? []).map((a) => (isExternalUrl(a.url) ? undefined : urlPrefix(a.url)));
  const root = rootDivision(config.name);
  const top = config.topAnchor;

  // The anchors of one holder (a tab, or the root): the top anchor, then each of `anchors`.
  const anchorsIn = (holder: DivisionDraft): DivisionDraft[] => {
    if (anchorPrefixes.length === 0) return [];
    const prefix = holder.id === '' ? '' : `${holder.id}.`;
    const topAnchor = division({ level: 'anchor', id: `${prefix}anchors.top`, label: top.name, parent: holder, icon: iconOf(top.icon, top.iconType) });
    const anchors = (config.anchors ?? []).map((a, i) =>
      division({
        level: 'anchor',
        id: `${prefix}anchors.${i}`,
        label: a.name,
        parent: holder,
        icon: iconOf(a.icon ?? 'link', a.iconType),
        color: a.color,
        version: a.version,
        isDefaultHidden: a.isDefaultHidden,
        href: anchorPrefixes[i] === undefined ? a.url : undefined,
      }),
    );
    return [topAnchor, ...anchors];
  };
  if (tabPrefixes.length > 0) {
    const primary = division({ level: 'tab', id: 'tabs.primary', label: top.name, parent: root });
    const tabs = (config.tabs ?? []).map((t, i) => division({ level: 'tab', id: `tabs.${i}`, label: t.name, parent: root, href: tabPrefixes[i] === undefined ? t.url : undefined }));
    root.divisions = [primary, ...tabs];
    for (const tab of root.divisions) if (tab.href === undefined) tab.divisions = anchorsIn(tab);
  } else root.divisions = anchorsIn(root);

  /** The division of a page path: its anchor inside its tab, each by longest prefix (-1: the primary tab, the top anchor). */
  const sectionOfPath = (path: string): DivisionDraft => {
    const holder = tabPrefixes.length > 0 ? (root.divisions[longestPrefix(path, tabPrefixes) + 1] ?? root) : root;
    if (anchorPrefixes.length === 0) return holder;
    return holder.divisions[longestPrefix(path, anchorPrefixes) + 1] ?? holder;
  };
  const anchorVersion = (section: SiteDivision): string | undefined => (section.level === 'anchor' ? section.version : undefined);

  const registry = new PageRegistry(project, config);
  const resolveEntry = (entry: NavigationEntry, trail: readonly string[], id: string, hidden: boolean, version: string | undefined): SiteNavEntry | undefined => {
    if (typeof entry !== 'string') return resolveGroup(entry, trail, id, hidden, version);
    const listing = (path: string): Listing => {
      const section = sectionOfPath(path);
      return { trail, hidden, version: version ?? anchorVersion(section), section };
    };
    const page = registry.listed(entry, listing);
    return page ? { kind: 'page', page } : undefined;
  };
  const resolveGroup = (group: NavigationGroup, trail: readonly string[], id: string, hidden: boolean, outerVersion: string | undefined): SiteNavGroup => {
    const inner = [...trail, group.group];
    const version = group.version ?? outerVersion;
    const entries: SiteNavEntry[] = [];
    group.pages.forEach((entry, i) => {
      const resolved = resolveEntry(entry, inner, `${id}-${i}`, hidden || group.hidden === true, version);
      if (resolved) entries.push(resolved);
    });
    return { kind: 'group', name: group.group, id, entries, version, section: firstSection(entries), icon: undefined, tag: undefined, expanded: false, root: undefined };
  };
  const nav = config.navigation.map((group, i) => resolveGroup(group, [], `g-${i}`, false, undefined));
  registry.addUnlisted(sectionOfPath, anchorVersion);
  fillDivisionPages(root, registry.pages);
  // An anchor leads to its first page under its folder in any tab, as the spec's anchors are one list.
  if (tabPrefixes.length > 0 && anchorPrefixes.length > 0) {
    const firstByAnchor = new Map<string, SitePage>();
    for (const tab of root.divisions) {
      for (const anchor of tab.divisions) {
        const key = anchor.id.slice(anchor.id.indexOf('anchors.'));
        const first = anchor.firstPage;
        if (first && (firstByAnchor.get(key)?.order ?? Infinity) > first.order) firstByAnchor.set(key, first);
      }
    }
    for (const tab of root.divisions) for (const anchor of tab.divisions) anchor.firstPage = firstByAnchor.get(anchor.id.slice(anchor.id.indexOf('anchors.')));
  }
  return { pages: registry.pages, byPath: registry.byPath, nav, root, global: [], versions: config.versions ?? [] };
}
