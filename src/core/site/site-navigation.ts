import type { Anchor } from '../config/index.ts';
import type { SiteNavGroup, SitePage } from './site-model.ts';

/**
 * The levels of navigation above groups, outermost first as the current format nests them: a language
 * holds versions, a version products or dropdowns, those tabs, a tab anchors (any level optional, and
 * a config may nest them in another order). The spec format has tabs and anchors (by URL prefix).
 */
export const divisionLevels = ['language', 'version', 'product', 'dropdown', 'menu', 'tab', 'anchor'] as const;

/** A level of {@link divisionLevels}. */
export type DivisionLevel = (typeof divisionLevels)[number];

/** An icon as the navigation names it: a name (or image URL or path), its style and its library. */
export interface SiteIcon {
  readonly name: string;
  /** The Font Awesome style (`regular`, `brands`…); undefined for the default. */
  readonly style: string | undefined;
  /** `fontawesome` or `lucide`; undefined for the site's default library. */
  readonly library: string | undefined;
}

/**
 * A node of the navigation above groups: a language, version, product, dropdown, menu item, tab or
 * anchor, or the root that holds everything. It holds pages through groups (`SiteNavGroup.section`)
 * and divisions of its own, or is only a link (`href`).
 */
export interface SiteDivision {
  readonly level: DivisionLevel | 'root';
  /** Stable id from the position in the config: `''` for the root, `tabs.2`, `tabs.2.anchors.0`. */
  readonly id: string;
  readonly label: string;
  readonly icon: SiteIcon | undefined;
  readonly description: string | undefined;
  /** A short label beside the name (`Beta`). */
  readonly tag: string | undefined;
  /** The spec format's anchor badge colour, or the current format's light colour. */
  readonly color: Anchor['color'];
  /** Left out of its level's picker unless the current page is inside it; its pages are hidden pages. */
  readonly hidden: boolean;
  /** Where a link-only division leads: an external URL or a path of the site; undefined for one with pages. */
  readonly href: string | undefined;
  /** The division a picker starts on (a language's or version's `default`). */
  readonly isDefault: boolean;
  /** The spec format's `isDefaultHidden` anchor: hidden unless the current page is inside it. */
  readonly isDefaultHidden: boolean;
  /** The spec format's anchor `version`: shown only under that version. */
  readonly version: string | undefined;
  readonly parent: SiteDivision | undefined;
  /** The divisions inside, in config order. */
  readonly divisions: readonly SiteDivision[];
  /**
   * The page the division's picker entry opens: its first listed page (for the spec format's anchors,
   * the first listed page under the anchor's folder in any tab); undefined for a link or an empty division.
   */
  readonly firstPage: SitePage | undefined;
  /** The listed pages inside, at any depth, in navigation order. */
  readonly pages: readonly SitePage[];
}

/** A division while the model is built; frozen into {@link SiteDivision} by the type once returned. */
export interface DivisionDraft extends Omit<SiteDivision, 'divisions' | 'firstPage' | 'pages'> {
  divisions: DivisionDraft[];
  firstPage: SitePage | undefined;
  pages: SitePage[];
}

/** The root division: every site has one; it holds what no division holds. */
export function rootDivision(label: string): DivisionDraft {
  return division({ level: 'root', id: '', label, parent: undefined });
}

/** A division with the given fields and defaults for the rest. */
export function division(fields: Pick<SiteDivision, 'level' | 'id' | 'label' | 'parent'> & Partial<Omit<DivisionDraft, 'level' | 'id' | 'label' | 'parent'>>): DivisionDraft {
  return {
    icon: undefined,
    description: undefined,
    tag: undefined,
    color: undefined,
    hidden: false,
    href: undefined,
    isDefault: false,
    isDefaultHidden: false,
    version: undefined,
    divisions: [],
    firstPage: undefined,
    pages: [],
    ...fields,
  };
}

/** The divisions a page lies in, outermost first (the root left out). */
export function trailOf(section: SiteDivision): SiteDivision[] {
  const trail: SiteDivision[] = [];
  for (let d: SiteDivision | undefined = section; d && d.level !== 'root'; d = d.parent) trail.unshift(d);
  return trail;
}

/** What a picker of one level offers on a page: the entries, and which of them holds the page. */
export interface LevelChoice {
  readonly level: DivisionLevel;
  readonly entries: readonly SiteDivision[];
  /** The entry the page lies in; undefined when it lies in none of them. */
  readonly current: SiteDivision | undefined;
}

/**
 * The picker of `level` on a page in `section`: the divisions of that level beside the one the page
 * lies in, else those of that level inside the innermost division of the page that has any (a page
 * above the level sees the level with nothing selected). Hidden entries are left out unless current.
 */
export function levelChoice(section: SiteDivision, level: DivisionLevel): LevelChoice | undefined {
  let current: SiteDivision | undefined;
  for (let d: SiteDivision | undefined = section; d; d = d.parent) {
    if (d.level === level) {
      current = d;
      break;
    }
  }
  let holder: SiteDivision | undefined = current?.parent;
  if (!current) {
    for (let d: SiteDivision | undefined = section; d && !holder; d = d.parent) if (d.divisions.some((c) => c.level === level)) holder = d;
  }
  if (!holder) return undefined;
  const entries = holder.divisions.filter((d) => d.level === level && (!d.hidden || d === current));
  return entries.length > 0 ? { level, entries, current } : undefined;
}

/** Whether a group is listed in the sidebar of a page in `section`: it lies directly in that division. */
export function groupInSection(group: SiteNavGroup, section: SiteDivision): boolean {
  return group.section === section;
}
