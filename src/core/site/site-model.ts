import type { DocsConfig } from '../config/index.ts';
import type { Project } from '../project/project.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import { buildSiteShell } from './site-shell.ts';
import type { SiteShell } from './site-shell.ts';
import { currentNavigation } from './current-navigation.ts';
import type { PageMeta } from './page-meta.ts';
import { findRepository } from './repository-url.ts';
import type { Repository } from './repository-url.ts';
import type { SiteDivision, SiteIcon } from './site-navigation.ts';
import { specNavigation } from './spec-navigation.ts';

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
  /** The API operation the page documents (its `openapi` front matter), for the sidebar's method badge. */
  readonly operation: { readonly method: string; readonly path: string } | undefined;
  /**
   * The innermost division the page lies in (its anchor, tab, version…), or the root: it decides the
   * sidebar's groups and what each picker marks as current.
   */
  readonly section: SiteDivision;
  /** Names of the groups around the page, outermost first. */
  readonly groups: readonly string[];
  /**
   * The docs version the page belongs to: the spec format's innermost versioned group's, else its folder
   * anchor's; the current format's version division's name.
   */
  readonly version: string | undefined;
  /** Position in `SiteModel.pages` (navigation order), for previous/next links. */
  readonly order: number;
  /**
   * False for a page no navigation entry lists: it is built and previewable (other pages link to it),
   * hidden from the sidebar, the pager and the pickers, after the listed pages in `SiteModel.pages`.
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
  /** The heading; '' for the loose pages of a division, listed with no heading. */
  readonly name: string;
  /** Stable id (`g-0-2`) from the position in the navigation. */
  readonly id: string;
  readonly entries: readonly SiteNavEntry[];
  /** The spec format's docs version the group shows under (its own `version`, else its enclosing group's); undefined for every version. */
  readonly version: string | undefined;
  /** The division whose sidebar lists the group (for a nested group, its top group's); undefined for a group with no page. */
  readonly section: SiteDivision | undefined;
  readonly icon: SiteIcon | undefined;
  /** A short label beside the name (`New`). */
  readonly tag: string | undefined;
  /** Whether a nested group starts open (it always opens around the current page). */
  readonly expanded: boolean;
  /** The page a click on the group's name opens (the current format's `root`). */
  readonly root: SitePage | undefined;
}

/** One entry of a resolved group. */
export type SiteNavEntry = SiteNavPage | SiteNavGroup;

/** The navigation part of a model, as either format's builder returns it. */
export interface SiteNavigation {
  /** Navigable pages in navigation order, each once (the first listing wins), then the unlisted ones in path order. */
  readonly pages: readonly SitePage[];
  readonly byPath: ReadonlyMap<string, SitePage>;
  /** Every group, top-level ones, in navigation order; each lists under its `section`. */
  readonly nav: readonly SiteNavGroup[];
  /** The navigation above groups: languages, versions, products, dropdowns, tabs, anchors. */
  readonly root: SiteDivision;
  /** Link-only divisions shown on every page (the current format's `navigation.global`). */
  readonly global: readonly SiteDivision[];
  /** The spec format's `versions`, for versioned groups and anchors (the current format's versions are divisions). */
  readonly versions: readonly string[];
}

/** Everything the shell needs to render any page of a site, computed once per config and project; the same for both config formats. */
export interface SiteModel extends SiteNavigation {
  /** The spec-shaped config the project checks read (a current-format config mapped by toSiteConfig). */
  readonly config: DocsConfig;
  /** The frame around every page (top bar, footer, head, background), from either format. */
  readonly shell: SiteShell;
  readonly project: Project;
  readonly repository: Repository | undefined;
  /** The page the site opens on: the `index` page when navigation lists one, else the first listed page (of the default language and version). */
  readonly home: SitePage | undefined;
}

/**
 * Resolves a config against a project: every navigation entry to a file, page titles from front
 * matter, the division (tab, anchor, version…) each page lies in, the shell, and the repository for
 * the feedback buttons. A current-format config (see currentSourceOf) is read from its own navigation;
 * entries that name no file are left out (the project check reports them).
 */
export function buildSiteModel(config: DocsConfig, project: Project): SiteModel {
  const current = currentSourceOf(config);
  const navigation = current ? currentNavigation(current, config, project) : specNavigation(config, project);
  const firstListed = (test: (page: SitePage) => boolean): SitePage | undefined => navigation.pages.find((p) => p.listed && test(p));
  return {
    config,
    shell: buildSiteShell(config, current),
    project,
    ...navigation,
    repository: findRepository(config),
    home: firstListed((p) => p.path === 'index') ?? (current ? defaultFirst(navigation.root) : undefined) ?? firstListed(() => true),
  };
}

/** The first listed page of the default entry at each level (the first entry where none is default). */
function defaultFirst(root: SiteDivision): SitePage | undefined {
  let d = root;
  for (;;) {
    const inner = d.divisions.filter((c) => c.href === undefined && c.firstPage !== undefined);
    const next = inner.find((c) => c.isDefault) ?? inner[0];
    if (!next) return d.firstPage;
    d = next;
  }
}

/** The version a page belongs to (see SitePage.version). */
export function versionOf(_site: SiteModel, page: SitePage): string | undefined {
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
