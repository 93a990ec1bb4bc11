import { parse } from 'zod/mini';
import type { DocsConfig } from '../docs-config-schema.ts';
import { DocsConfigSchema } from '../docs-config-schema.ts';
import type { JsonPath } from '../json-path.ts';
import type { NavigationEntry, NavigationGroup } from '../navigation-schema.ts';
import type { TopbarCtaButton } from '../topbar-cta-button-schema.ts';
import type { CurrentConfig } from './current-config-schema.ts';
import type { CurrentNavigationEntry, CurrentNavigationGroup } from './navigation-group-schema.ts';
import type { NavigationContainer, NavigationDivision } from './navigation-level-schema.ts';

/** A setting of a current-format config that the site model cannot show yet, at its first occurrence. */
export interface NotShownSetting {
  /** What is not shown, as the message names it: `` `seo` ``, ``A group's `icon` ``, `Language "fr" (…)`. */
  readonly name: string;
  /** The JSON path of its first occurrence. */
  readonly path: JsonPath;
}

/** A current-format config as the spec-shaped config the site model reads, and what it could not carry. */
export interface SiteConfigMapping {
  readonly config: DocsConfig;
  /** Each setting once, in the order met. */
  readonly notShown: NotShownSetting[];
}

/**
 * The current-format config `config` was mapped from by {@link toSiteConfig}; undefined for a
 * spec-format config. It is the config's own field (DocsConfig.currentSource): a side table did not
 * reach a copy sent to a build thread, and pages rendered there lost their tabs and divisions.
 */
export function currentSourceOf(config: DocsConfig): CurrentConfig | undefined {
  return config.currentSource;
}

/**
 * Top-level keys with no visible meaning in the site model yet (`seo`, `search` and `markdown` are the
 * head's tags and the export's published files and search; `variables` fill pages; `contextual` and
 * `fonts` are the page menu and the head's fonts; `styling` the eyebrow, LaTeX and code blocks, of
 * which only some code block themes are not shown; `interaction` the sidebar's drilldown).
 * `thumbnails` style the social images the platform generates, which a static export has none of.
 */
const unshownKeys = ['integrations', 'thumbnails', 'metadata'] as const;


/** Every division key, with the field that names an entry. */
const divisionKeys = [
  ['tabs', 'tab'],
  ['dropdowns', 'dropdown'],
  ['products', 'product'],
  ['anchors', 'anchor'],
  ['versions', 'version'],
  ['languages', 'language'],
  ['menu', 'item'],
] as const;

/**
 * Maps a current-format config onto the spec-shaped config that the project checks read, and records
 * where it came from (currentSourceOf), from which the site model reads the navigation and the shell.
 * Every page the navigation lists, in every language and division, lands in a group (nested groups keep
 * their nesting, a group's `root` page first; a division's groups are named after it). `navbar`,
 * `footer.socials`, `logo`, `favicon`, `colors`, `appearance`, `background` and `api.openapi` map to
 * their spec counterparts. Whatever the site cannot show is listed in `notShown`, each setting once.
 */
export function toSiteConfig(current: CurrentConfig): SiteConfigMapping {
  const notShown: NotShownSetting[] = [];
  const seen = new Set<string>();
  const skip = (name: string, path: JsonPath): void => {
    if (seen.has(name)) return;
    seen.add(name);
    notShown.push({ name, path });
  };
  for (const key of unshownKeys) if (current[key] !== undefined) skip(`\`${key}\``, [key]);
  // Shiki themes by name are shown through their colours (code-theme-css); custom TextMate grammars are not: highlight.js highlights.
  const codeblocks = current.styling?.codeblocks;
  if (typeof codeblocks === 'object' && codeblocks.languages?.custom !== undefined) skip('`styling.codeblocks.languages` (custom TextMate grammars)', ['styling', 'codeblocks', 'languages']);

  // The site model reads the current navigation itself (see currentNavigation); the spec-shaped
  // navigation lists every page the config names, in order, for what reads a spec config's pages.
  const navigation: NavigationGroup[] = [];
  const mapEntries = (entries: readonly CurrentNavigationEntry[]): NavigationEntry[] => entries.map((entry) => (typeof entry === 'string' ? entry : mapGroup(entry, '', false)));
  const mapGroup = (group: CurrentNavigationGroup, prefix: string, hidden: boolean): NavigationGroup => {
    const pages = mapEntries(group.pages ?? []);
    return { group: prefix + group.group, pages: group.root !== undefined ? [group.root, ...pages] : pages, ...(hidden || group.hidden === true ? { hidden: true } : {}) };
  };
  /** Adds a container's groups to `navigation`, and its divisions' after them; `label` names its loose pages' group. */
  const visit = (container: NavigationContainer, path: JsonPath, label: string, prefix: string, hidden: boolean): void => {
    const loose: string[] = [];
    for (const entry of container.pages ?? []) {
      if (typeof entry === 'string') loose.push(entry);
      else navigation.push(mapGroup(entry, prefix, hidden));
    }
    if (loose.length > 0) navigation.push({ group: label, pages: loose, ...(hidden ? { hidden: true } : {}) });
    for (const group of container.groups ?? []) navigation.push(mapGroup(group, prefix, hidden));
    for (const [key, nameKey] of divisionKeys) {
      const list = container[key] as readonly (NavigationDivision & Record<string, unknown>)[] | undefined;
      list?.forEach((division, i) => {
        const name = String(division[nameKey]);
        visit(division, [...path, key, i], `${prefix}${name}`, `${prefix}${name} / `, hidden || division.hidden === true);
      });
    }
  };
  visit(current.navigation, ['navigation'], current.name, '', false);
  if (current.navigation.global) visit(current.navigation.global, ['navigation', 'global'], current.name, '', false);

  const base = parse(DocsConfigSchema, { name: current.name, navigation: [] });
  const config: DocsConfig = { ...base, navigation };

  const { logo, favicon, colors, background, appearance, navbar, footer, api } = current;
  if (typeof logo === 'string') config.logo = logo;
  else if (logo) config.logo = { light: logo.light, dark: logo.dark, href: logo.href ?? '/' };
  if (typeof favicon === 'string') config.favicon = favicon;
  else if (favicon) config.favicon = favicon.light;
  const backgroundColor = background?.color;
  config.colors = {
    primary: colors.primary,
    ...(colors.light !== undefined ? { light: colors.light } : {}),
    ...(colors.dark !== undefined ? { dark: colors.dark } : {}),
    ...(backgroundColor?.light !== undefined && backgroundColor.dark !== undefined ? { background: { light: backgroundColor.light, dark: backgroundColor.dark } } : {}),
  };
  if (typeof background?.image === 'string') config.backgroundImage = background.image;
  config.modeToggle = { ...(appearance.default !== 'system' ? { default: appearance.default } : {}), isHidden: appearance.strict };

  if (navbar?.links) config.topbarLinks = navbar.links.map((link) => ({ name: link.label ?? (link.type === 'github' ? 'GitHub' : 'Discord'), url: link.href }));
  if (navbar?.primary) config.topbarCtaButton = ctaButton(navbar.primary);
  if (footer?.socials) config.footerSocials = footerSocials(footer.socials);

  const openapi = api.openapi;
  if (openapi !== undefined) config.openapi = typeof openapi === 'string' || Array.isArray(openapi) ? openapi : openapi.source;
  if (current.redirects !== undefined) config.redirects = current.redirects;
  config.currentSource = current;
  return { config, notShown };
}

/** `navbar.primary` as the spec's call-to-action button: `github` stays, `button` and `discord` are links. */
function ctaButton(primary: NonNullable<NonNullable<CurrentConfig['navbar']>['primary']>): TopbarCtaButton {
  if (primary.type === 'github') return { type: 'github', url: primary.href };
  return { type: 'link', url: primary.href, name: primary.label ?? 'Discord' };
}

/** `footer.socials` keyed as the footer reads them: `x-twitter` is `x`; keys the footer has no icon for are kept and ignored. */
function footerSocials(socials: Readonly<Record<string, string | undefined>>): DocsConfig['footerSocials'] {
  const out: Record<string, string> = {};
  for (const [platform, url] of Object.entries(socials)) if (url !== undefined) out[platform === 'x-twitter' ? 'x' : platform] = url;
  return out as DocsConfig['footerSocials'];
}
