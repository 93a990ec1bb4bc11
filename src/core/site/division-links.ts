import type { ShellContext } from './shell-context.ts';
import type { Element } from 'hast';
import { linkHref, shellIcon } from './shell-context.ts';
import { isExternalUrl } from './site-links.ts';
import { inVersion } from './site-model.ts';
import type { SitePage } from './site-model.ts';
import type { DivisionLevel, LevelChoice, SiteDivision, SiteIcon } from './site-navigation.ts';
import { levelChoice } from './site-navigation.ts';

/** One entry of a picker as the shell links it. */
export interface DivisionLink {
  readonly division: SiteDivision;
  readonly href: string;
  /** Whether the entry links out of the site (a link-only division with an external URL). */
  readonly external: boolean;
  readonly current: boolean;
}

/**
 * The page a division's entry opens: its first listed page; for a tab of a site with spec-format
 * `versions`, its first page of the version shown (anchors keep theirs: the runtime shows each
 * version's anchors in place).
 */
export function divisionTarget(ctx: ShellContext, division: SiteDivision): SitePage | undefined {
  if (ctx.site.versions.length === 0 || division.level === 'anchor') return division.firstPage;
  return division.pages.find((p) => p.meta.hidden !== true && inVersion(p.version, ctx.version)) ?? division.pages.find((p) => inVersion(p.version, ctx.version));
}

/**
 * The entries of the picker of `level` on the current page (see levelChoice), then the `global` links of
 * that level; an entry with no page in the version shown and no link is left out.
 */
export function divisionLinks(ctx: ShellContext, level: DivisionLevel): { choice: LevelChoice | undefined; links: DivisionLink[] } {
  const choice = levelChoice(ctx.page.section, level);
  const links: DivisionLink[] = [];
  for (const division of [...(choice?.entries ?? []), ...ctx.site.global.filter((d) => d.level === level)]) {
    if (division.href !== undefined) {
      const href = linkHref(ctx, division.href);
      if (href !== undefined) links.push({ division, href, external: isExternalUrl(division.href), current: false });
      continue;
    }
    const target = divisionTarget(ctx, division);
    if (target) links.push({ division, href: ctx.pageUrl(target.path), external: false, current: division === choice?.current });
  }
  return { choice, links };
}

/** The element of a navigation icon (a division's or a group's), from its library and in its style. */
export function navIcon(ctx: ShellContext, icon: SiteIcon): Element {
  return shellIcon(ctx, icon.name, icon.style, icon.library);
}
