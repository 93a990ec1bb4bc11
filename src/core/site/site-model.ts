import type { Anchor, DocsConfig, NavigationEntry, NavigationGroup } from '../config/index.ts';
import { titleFromFile } from '../page/title-from-file.ts';
import { isPageFile, isSnippetPath, pageFileFor } from '../project/page-files.ts';
import type { Project } from '../project/project.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import { buildSiteShell } from './site-shell.ts';
import type { SiteShell } from './site-shell.ts';
import { readPageMeta } from './page-meta.ts';
import type { PageMeta } from './page-meta.ts';
import { findRepository } from './repository-url.ts';
import type { Repository } from './repository-url.ts';
import { isExternalUrl, pagePathOf, underPrefix, urlPrefix } from './site-links.ts';

/** One navigable page: a navigation entry that resolved to a file. */
export interface SitePage {
  /** The navigation path, normalized: `guides/setup`. */
  readonly path: string;
  /** The file it resolved to: `guides/setup.mdx` or `guides/setup.md`. */
  readonly file: string;
  /** Heading and head title: front matter `title`, else `sidebarTitle`, else the file name. */
  readonly title: string;
  /** Sidebar, tab and pager label: `sidebarTitle`, else `title`, else the file name. */
  readonly navTitle: string;
  readonly meta: PageMeta;
  /** Index into `SiteModel.tabs`, or -1 for the primary section (pages under no tab). */
  readonly tab: number;
  /** Index into `SiteModel.anchors` of the folder anchor holding the page, or -1 for the top anchor. */
  readonly anchor: number;
  /** Names of the groups around the page, outermost first. */
  readonly groups: readonly string[];
  /** The docs version the page belongs to: its innermost versioned group's, else its folder anchor's. */
  readonly version: string | undefined;
  /** Position in `SiteModel.pages` (navigation order), for previous/next links. */
  readonly order: number;
  /**
   * False for a page no navigation entry lists: it is built and previewable (other pages link to it),
   * hidden from the sidebar, the pager and the tabs, after the listed pages in `SiteModel.pages`.
   */
  readonly listed: boolean;
}

/** A page entry of the resolved navigation. */
export interface SiteNavPage {
  readonly kind: 'page';
  readonly page: SitePage;
}

/** A group of the resolved navigation; entries that named no file are dropped. */
export interface SiteNavGroup {
  readonly kind: 'group';
  readonly name: string;
  /** Stable id (`g-0-2`) from the position in `navigation`. */
  readonly id: string;
  readonly entries: readonly SiteNavEntry[];
  /** The docs version the group shows under (its own `version`, else its enclosing group's); undefined for every version. */
  readonly version: string | undefined;
  /** The section of the group's first page (`tab:anchor`), which decides where the group is listed. */
  readonly section: string | undefined;
}

/** One entry of a resolved group. */
export type SiteNavEntry = SiteNavPage | SiteNavGroup;

/** A tab of the top navigation. */
export interface SiteTab {
  readonly name: string;
  /** The folder prefix (`api-reference`), or the full URL of an external tab. */
  readonly url: string;
  readonly external: boolean;
  /** The first page of the tab in navigation order; undefined for an external or empty tab. */
  readonly firstPage: SitePage | undefined;
}

/** An anchor of the sidebar, including the top anchor at index -1. */
export interface SiteAnchor {
  readonly index: number;
  readonly name: string;
  readonly icon: string;
  readonly iconType: string;
  readonly color: Anchor['color'];
  readonly version: string | undefined;
  readonly isDefaultHidden: boolean;
  /** The folder prefix, the full URL of an external anchor, or '' for the top anchor. */
  readonly url: string;
  readonly external: boolean;
  readonly firstPage: SitePage | undefined;
}

/** Everything the shell needs to render any page of a site, computed once per config and project. */
export interface SiteModel {
  readonly config: DocsConfig;
  /** The frame around every page (top bar, footer, head, background), from either format. */
  readonly shell: SiteShell;
  readonly project: Project;
  /** Navigable pages in navigation order, each once (the first listing wins), then the unlisted ones in path order. */
  readonly pages: readonly SitePage[];
  readonly byPath: ReadonlyMap<string, SitePage>;
  readonly nav: readonly SiteNavGroup[];
  readonly tabs: readonly SiteTab[];
  /** The top anchor (from `topAnchor`), for pages under no folder anchor. */
  readonly topAnchor: SiteAnchor;
  readonly anchors: readonly SiteAnchor[];
  readonly versions: readonly string[];
  readonly repository: Repository | undefined;
  /** The page the site opens on: the `index` page when navigation lists one, else the first listed page. */
  readonly home: SitePage | undefined;
}

/** The section key of a page: which tab and which folder anchor it lies under. */
export function sectionOf(page: Pick<SitePage, 'tab' | 'anchor'>): string {
  return `${page.tab}:${page.anchor}`;
}

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

/**
 * Resolves a config against a project: every navigation entry to a file, page titles from front
 * matter, the tab and anchor each page belongs to (longest URL prefix), and the repository for the
 * feedback buttons. Entries that name no file are left out (the project check reports them).
 */
export function buildSiteModel(config: DocsConfig, project: Project): SiteModel {
  const tabPrefixes = (config.tabs ?? []).map((t) => (isExternalUrl(t.url) ? undefined : urlPrefix(t.url)));
  const anchorPrefixes = (config.anchors ?? []).map((a) => (isExternalUrl(a.url) ? undefined : urlPrefix(a.url)));
  const pages: SitePage[] = [];
  const byPath = new Map<string, SitePage>();

  const addPage = (path: string, file: string, trail: readonly string[], hidden: boolean, version: string | undefined, listed: boolean): SitePage => {
    const read = readPageMeta(file, project.readText(file) ?? '');
    // A page of a hidden group is hidden as if its front matter said so.
    const meta = hidden && read.hidden !== true ? { ...read, hidden: true } : read;
    const fallback = titleFromFile(path);
    const anchor = longestPrefix(path, anchorPrefixes);
    const page: SitePage = {
      path,
      file,
      title: meta.title ?? meta.sidebarTitle ?? fallback,
      navTitle: meta.sidebarTitle ?? meta.title ?? fallback,
      meta,
      tab: longestPrefix(path, tabPrefixes),
      anchor,
      groups: trail,
      version: version ?? (anchor >= 0 ? config.anchors?.[anchor]?.version : undefined),
      order: pages.length,
      listed,
    };
    pages.push(page);
    byPath.set(path, page);
    return page;
  };

  const resolveEntry = (entry: NavigationEntry, trail: readonly string[], id: string, hidden: boolean, version: string | undefined): SiteNavEntry | undefined => {
    if (typeof entry !== 'string') return resolveGroup(entry, trail, id, hidden, version);
    const path = pagePathOf(entry);
    const known = byPath.get(path);
    if (known) return { kind: 'page', page: known };
    const file = pageFileFor(project, path);
    if (file === undefined) return undefined;
    return { kind: 'page', page: addPage(path, file, trail, hidden, version, true) };
  };

  const resolveGroup = (group: NavigationGroup, trail: readonly string[], id: string, hidden: boolean, outerVersion: string | undefined): SiteNavGroup => {
    const inner = [...trail, group.group];
    const version = group.version ?? outerVersion;
    const entries: SiteNavEntry[] = [];
    group.pages.forEach((entry, i) => {
      const resolved = resolveEntry(entry, inner, `${id}-${i}`, hidden || group.hidden === true, version);
      if (resolved) entries.push(resolved);
    });
    return { kind: 'group', name: group.group, id, entries, version, section: firstSection(entries) };
  };

  const nav = config.navigation.map((group, i) => resolveGroup(group, [], `g-${i}`, false, undefined));
  const firstIn = (test: (page: SitePage) => boolean): SitePage | undefined => pages.find((p) => p.listed && test(p));
  // Pages in no navigation, as hidden pages; snippets are fragments, not pages.
  const listedFiles = new Set(pages.map((p) => p.file));
  for (const file of project.list().filter((f) => isPageFile(f) && !isSnippetPath(f) && !listedFiles.has(f)).sort()) {
    const path = pagePathOf(file);
    if (!byPath.has(path)) addPage(path, file, [], true, undefined, false);
  }

  const tabs: SiteTab[] = (config.tabs ?? []).map((t, i) => {
    const external = tabPrefixes[i] === undefined;
    return { name: t.name, url: external ? t.url : (tabPrefixes[i] ?? ''), external, firstPage: external ? undefined : firstIn((p) => p.tab === i) };
  });
  const top = config.topAnchor;
  const topAnchor: SiteAnchor = {
    index: -1,
    name: top.name,
    icon: top.icon,
    iconType: top.iconType,
    color: undefined,
    version: undefined,
    isDefaultHidden: false,
    url: '',
    external: false,
    firstPage: firstIn((p) => p.anchor === -1),
  };
  const anchors: SiteAnchor[] = (config.anchors ?? []).map((a, i) => {
    const external = anchorPrefixes[i] === undefined;
    return {
      index: i,
      name: a.name,
      icon: a.icon ?? 'link',
      iconType: a.iconType,
      color: a.color,
      version: a.version,
      isDefaultHidden: a.isDefaultHidden,
      url: external ? a.url : (anchorPrefixes[i] ?? ''),
      external,
      firstPage: external ? undefined : firstIn((p) => p.anchor === i),
    };
  });

  return {
    config,
    shell: buildSiteShell(config, currentSourceOf(config)),
    project,
    pages,
    byPath,
    nav,
    tabs,
    topAnchor,
    anchors,
    versions: config.versions ?? [],
    repository: findRepository(config),
    home: firstIn((p) => p.path === 'index') ?? firstIn(() => true),
  };
}

/** The section of the first page inside a list of entries, depth first. */
function firstSection(entries: readonly SiteNavEntry[]): string | undefined {
  for (const entry of entries) {
    const section = entry.kind === 'page' ? sectionOf(entry.page) : entry.section;
    if (section !== undefined) return section;
  }
  return undefined;
}

/** The version a page belongs to: its innermost versioned group's, else its folder anchor's `version`, if any. */
export function versionOf(site: SiteModel, page: SitePage): string | undefined {
  return page.version;
}

/** Whether something of `version` (undefined: of every version) shows under the version `shown`. */
export function inVersion(version: string | undefined, shown: string | undefined): boolean {
  return version === undefined || version === shown;
}

/**
 * The previous and next pages in navigation order, skipping pages hidden from the sidebar and pages
 * of another version than `version` (the one shown); none for a page in no navigation.
 */
export function neighbours(site: SiteModel, page: SitePage, version: string | undefined = page.version): { previous: SitePage | undefined; next: SitePage | undefined } {
  if (!page.listed) return { previous: undefined, next: undefined };
  const listed = (p: SitePage | undefined): boolean => p !== undefined && p.meta.hidden !== true && inVersion(p.version, version);
  let previous: SitePage | undefined;
  for (let i = page.order - 1; i >= 0 && !previous; i--) if (listed(site.pages[i])) previous = site.pages[i];
  let next: SitePage | undefined;
  for (let i = page.order + 1; i < site.pages.length && !next; i++) if (listed(site.pages[i])) next = site.pages[i];
  return { previous, next };
}
