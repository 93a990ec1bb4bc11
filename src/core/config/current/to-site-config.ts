import { parse, safeParse } from 'zod/mini';
import type { Anchor } from '../anchor-schema.ts';
import { AnchorSchema } from '../anchor-schema.ts';
import type { DocsConfig } from '../docs-config-schema.ts';
import { DocsConfigSchema } from '../docs-config-schema.ts';
import type { JsonPath } from '../json-path.ts';
import type { NavigationEntry, NavigationGroup } from '../navigation-schema.ts';
import type { Tab } from '../tab-schema.ts';
import type { TopbarCtaButton } from '../topbar-cta-button-schema.ts';
import type { CurrentConfig } from './current-config-schema.ts';
import type { CurrentNavigationEntry, CurrentNavigationGroup } from './navigation-group-schema.ts';
import type { NavigationContainer, NavigationDivision } from './navigation-level-schema.ts';

/** A setting of a current-format config that the site model cannot show yet, at its first occurrence. */
export interface NotShownSetting {
  /** What is not shown, as the message names it: `` `contextual` ``, ``A group's `icon` ``, `Language "fr" (…)`. */
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

/** The current-format config each mapped config came from, for the site model's navigation and shell. */
const sources = new WeakMap<DocsConfig, CurrentConfig>();

/** The current-format config `config` was mapped from by {@link toSiteConfig}; undefined for a spec-format config. */
export function currentSourceOf(config: DocsConfig): CurrentConfig | undefined {
  return sources.get(config);
}

/** Top-level keys with no visible meaning in the site model yet. */
const unshownKeys = ['contextual', 'seo', 'search', 'integrations', 'fonts', 'styling', 'thumbnails', 'interaction', 'variables', 'metadata'] as const;

/** Division keys whose entries become spec tabs at the first level they appear (`dropdowns` and `products` act like tabs). */
const tabLikeKeys = ['tabs', 'dropdowns', 'products'] as const;
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
 * Maps a current-format config onto the spec-shaped config the site model reads, until the model is
 * format-neutral: every page the navigation lists lands in a group (nested groups keep their nesting,
 * a group's `root` page comes first); the first level of tabs, dropdowns or products becomes spec `tabs`
 * by their pages' common folder; deeper divisions (anchors, versions, menus, nested tabs) become group
 * names prefixed with theirs; versions are also listed in `versions` and tie their groups to them; only the default language is
 * read; anchors that only link out become spec anchors. `navbar`, `footer.socials`, `logo`, `favicon`,
 * `colors`, `appearance`, `background.color` and `api.openapi` map to their spec counterparts.
 * Whatever else has no place yet is listed in `notShown`, each setting once.
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
  if (current.icons.library !== 'fontawesome') skip(`\`icons.library\` "${current.icons.library}"`, ['icons', 'library']);

  const navigation: NavigationGroup[] = [];
  const tabs: Tab[] = [];
  const anchors: Anchor[] = [];
  const versions: string[] = [];

  const mapEntries = (entries: readonly CurrentNavigationEntry[], path: JsonPath): NavigationEntry[] => entries.map((entry, i) => (typeof entry === 'string' ? entry : mapGroup(entry, '', [...path, i], false, undefined)));
  const mapGroup = (group: CurrentNavigationGroup, prefix: string, path: JsonPath, hidden: boolean, version: string | undefined): NavigationGroup => {
    for (const key of ['icon', 'tag', 'expanded'] as const) if (group[key] !== undefined) skip(`A group's \`${key}\``, [...path, key]);
    const pages = mapEntries(group.pages ?? [], [...path, 'pages']);
    return {
      group: prefix + group.group,
      pages: group.root !== undefined ? [group.root, ...pages] : pages,
      ...(hidden || group.hidden === true ? { hidden: true } : {}),
      ...(version !== undefined ? { version } : {}),
    };
  };
  const pagesOf = (groups: readonly NavigationEntry[]): string[] => groups.flatMap((e) => (typeof e === 'string' ? [e] : pagesOf(e.pages)));

  /**
   * Adds a container's groups to `navigation`; `label` names its loose pages' group, `prefix` goes before its
   * groups' names; `hidden` (a hidden division) hides them all; `version` (inside a version) ties them to it.
   */
  const visit = (container: NavigationContainer, path: JsonPath, label: string, prefix: string, tabsTaken: boolean, hidden: boolean, version: string | undefined): void => {
    const loose: string[] = [];
    (container.pages ?? []).forEach((entry, i) => {
      if (typeof entry === 'string') loose.push(entry);
      else navigation.push(mapGroup(entry, prefix, [...path, 'pages', i], hidden, version));
    });
    if (loose.length > 0) navigation.push({ group: label, pages: loose, ...(hidden ? { hidden: true } : {}), ...(version !== undefined ? { version } : {}) });
    (container.groups ?? []).forEach((group, i) => navigation.push(mapGroup(group, prefix, [...path, 'groups', i], hidden, version)));
    if (container.openapi !== undefined) skip("A navigation level's `openapi`", [...path, 'openapi']);
    for (const [key, nameKey] of divisionKeys) {
      const list = container[key] as readonly (NavigationDivision & Record<string, unknown>)[] | undefined;
      if (list === undefined) continue;
      const isTab = !tabsTaken && (tabLikeKeys as readonly string[]).includes(key);
      const shown = key === 'languages' ? [Math.max(0, list.findIndex((d) => d.default === true))] : list.map((_, i) => i);
      list.forEach((division, i) => {
        const name = String(division[nameKey]);
        const at = [...path, key, i];
        if (!shown.includes(i)) {
          skip(`Language "${name}" (only the default language is)`, at);
          return;
        }
        if (division.href !== undefined && !hasChildren(division)) {
          if (isTab) tabs.push({ name, url: division.href });
          else {
            const anchor = safeParse(AnchorSchema, { name, url: division.href, ...(typeof division.icon === 'string' ? { icon: division.icon } : {}) });
            if (anchor.success) anchors.push(anchor.data);
          }
          return;
        }
        if (key === 'versions' && !versions.includes(name)) versions.push(name);
        const start = navigation.length;
        const inner = key === 'languages' || isTab ? prefix : `${prefix}${name} / `;
        visit(division, at, isTab || key === 'languages' ? name : `${prefix}${name}`, inner, tabsTaken || isTab, hidden || division.hidden === true, key === 'versions' ? name : version);
        if (!isTab || division.hidden === true) return;
        const folder = tabFolder(pagesOf(navigation.slice(start)));
        if (folder !== '' && !tabs.some((t) => t.url === folder)) tabs.push({ name, url: folder });
        else skip(`${nameKey[0]?.toUpperCase() ?? ''}${nameKey.slice(1)} "${name}" as a section of its own (its pages share no folder, so they show with no ${nameKey} selected)`, [...at, nameKey]);
      });
    }
  };
  visit(current.navigation, ['navigation'], current.name, '', false, false, undefined);
  if (current.navigation.global) visit(current.navigation.global, ['navigation', 'global'], current.name, '', false, false, undefined);

  const base = parse(DocsConfigSchema, { name: current.name, navigation: [] });
  const config: DocsConfig = { ...base, navigation };
  if (tabs.length > 0) config.tabs = tabs;
  if (anchors.length > 0) config.anchors = anchors;
  if (versions.length > 0) config.versions = versions;

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
  if (api.asyncapi !== undefined) skip('`api.asyncapi`', ['api', 'asyncapi']);
  sources.set(config, current);
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

/** Whether a division holds pages or other divisions (else its `href` is all it is). */
function hasChildren(division: NavigationContainer): boolean {
  return ['pages', 'groups', ...divisionKeys.map(([key]) => key)].some((key) => (division as Record<string, unknown>)[key] !== undefined);
}

/**
 * The folder a tab's URL prefix is: the longest one all its pages lie in, else the top folder of more
 * than half of them (the others then show under no tab), else ''.
 */
export function tabFolder(pages: readonly string[]): string {
  const common = commonFolder(pages);
  if (common !== '') return common;
  const counts = new Map<string, number>();
  for (const page of pages) {
    const parts = page.replace(/^\/+/, '').split('/');
    if (parts.length > 1) counts.set(parts[0] ?? '', (counts.get(parts[0] ?? '') ?? 0) + 1);
  }
  for (const [folder, count] of counts) if (count * 2 > pages.length) return folder;
  return '';
}

/** The longest folder every page lies in (`api/v1` for `api/v1/a` and `/api/v1/b/c`), or '' when they share none. */
export function commonFolder(pages: readonly string[]): string {
  let common: string[] | undefined;
  for (const page of pages) {
    const folders = page.replace(/^\/+/, '').split('/').slice(0, -1);
    if (common === undefined) common = folders;
    else {
      let n = 0;
      while (n < common.length && common[n] === folders[n]) n++;
      common = common.slice(0, n);
    }
    if (common.length === 0) return '';
  }
  return common?.join('/') ?? '';
}
