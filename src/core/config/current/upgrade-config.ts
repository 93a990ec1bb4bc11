import type { DocsConfig } from '../docs-config-schema.ts';
import { isExternalUrl } from '../../project/external-url.ts';
import { isJsonObject } from '../is-json-object.ts';
import type { JsonPath } from '../json-path.ts';
import { formatJsonPath } from '../json-path.ts';
import type { NavigationEntry, NavigationGroup } from '../navigation-schema.ts';
import { currentSocialPlatforms } from './current-footer-schema.ts';

/** A setting of the spec-format config that the upgrade left out, and why. */
export interface NotCarried {
  /** Its key path in the spec-format file (`feedback`, `navigation[2].pages[0].version`). */
  readonly path: string;
  readonly reason: string;
}

/** A spec-format config rewritten into the current format. */
export interface ConfigUpgrade {
  /** The current-format config, keys in the order the current documentation lists them. */
  readonly config: Record<string, unknown>;
  /** `config` as the file is written: JSON indented by two spaces, ending in a newline. */
  readonly text: string;
  /** What could not be carried over, in the order met. */
  readonly notCarried: NotCarried[];
}

/** The JSON Schema URL current-format files name in `$schema`. */
export const currentSchemaUrl = 'https://mintlify.com/docs.json';

/** The Quire default primary colour (theme-css's), for a spec config without `colors`: the current format requires it. */
const defaultPrimary = '#0d9373';

/** Top-level spec keys the upgrade reads; any other key of the file is reported as not carried. */
const readKeys: ReadonlySet<string> = new Set(['$schema', 'name', 'navigation', 'logo', 'favicon', 'colors', 'topbarLinks', 'topbarCtaButton', 'versions', 'anchors', 'topAnchor', 'tabs', 'api', 'openapi', 'footerSocials', 'modeToggle', 'backgroundImage', 'redirects']);

/** The spec's `api.playground.mode` as the current format's `api.playground.display`. */
const playgroundDisplay = { show: 'interactive', simple: 'simple', hide: 'none' } as const;

type Json = Record<string, unknown>;
interface CurrentGroup {
  group: string;
  icon?: string;
  iconType?: string;
  pages: (string | CurrentGroup)[];
}
/** A top-level group with where it goes: its version and its first page (which picks its tab or anchor). */
interface PlacedGroup {
  readonly group: CurrentGroup;
  readonly version: string | undefined;
  readonly first: string | undefined;
}
/** A tab or folder anchor of the spec config: a URL prefix that claims the groups whose first page lies under it. */
interface Division {
  readonly name: string;
  readonly folder: string;
  readonly extra: Json;
  readonly version: string | undefined;
  readonly path: JsonPath;
}

const asObject = (value: unknown): Json => (isJsonObject(value) ? value : {});
const folderOf = (url: string): string => url.replace(/^\/+|\/+$/g, '');
const inFolder = (page: string, folder: string): boolean => folder !== '' && (page.replace(/^\/+/, '') === folder || page.replace(/^\/+/, '').startsWith(`${folder}/`));

/**
 * Rewrites a valid spec-format config into the current format: navigation groups go into
 * `navigation.groups`, or into `navigation.tabs` (or folder anchors) by their first page's URL prefix;
 * anchors that link out go into `navigation.global.anchors`; `versions` with the groups' and anchors'
 * `version` become `navigation.versions`; the topbar becomes `navbar`, `footerSocials` `footer.socials`,
 * `modeToggle` `appearance`, `api`/`openapi` `api`; `theme` is `mint`. `raw` is the file as parsed, so
 * only the keys it has are written (no defaults) and keys the spec schema drops are still reported.
 */
export function upgradeConfig(spec: DocsConfig, raw: unknown): ConfigUpgrade {
  const notCarried: NotCarried[] = [];
  const skip = (path: JsonPath, reason: string): void => void notCarried.push({ path: formatJsonPath(path), reason });
  const file = asObject(raw);
  for (const key of Object.keys(file)) if (!readKeys.has(key)) skip([key], key === 'theme' ? `the current format's \`theme\` names a layout; "mint" is written` : 'the current format has no such setting');

  const config: Json = { $schema: currentSchemaUrl, theme: 'mint', name: spec.name };
  const colors = spec.colors;
  config.colors = { primary: colors?.primary ?? defaultPrimary, ...(colors?.light !== undefined ? { light: colors.light } : {}), ...(colors?.dark !== undefined ? { dark: colors.dark } : {}) };
  for (const key of Object.keys(asObject(file.colors))) if (!['primary', 'light', 'dark', 'background'].includes(key)) skip(['colors', key], 'the current format has no such colour');
  if (spec.logo !== undefined) config.logo = typeof spec.logo === 'string' ? spec.logo : { light: spec.logo.light, dark: spec.logo.dark, ...(asObject(file.logo).href !== undefined ? { href: spec.logo.href } : {}) };
  if (spec.favicon !== undefined) config.favicon = spec.favicon;
  const modeToggle = asObject(file.modeToggle);
  if (Object.keys(modeToggle).length > 0) config.appearance = { ...(spec.modeToggle.default !== undefined ? { default: spec.modeToggle.default } : {}), ...(modeToggle.isHidden !== undefined ? { strict: spec.modeToggle.isHidden } : {}) };
  // From the file: the spec requires both modes, the current format either.
  const backgroundColor = Object.fromEntries(Object.entries(asObject(asObject(file.colors).background)).filter(([mode, value]) => (mode === 'light' || mode === 'dark') && typeof value === 'string'));
  const background = { ...(Object.keys(backgroundColor).length > 0 ? { color: backgroundColor } : {}), ...(spec.backgroundImage !== undefined ? { image: spec.backgroundImage } : {}) };
  if (Object.keys(background).length > 0) config.background = background;

  config.navigation = upgradeNavigation(spec, file, skip);

  const navbar: Json = {};
  if (spec.topbarLinks) navbar.links = spec.topbarLinks.map((link) => ({ label: link.name, href: link.url }));
  const cta = spec.topbarCtaButton;
  if (cta) navbar.primary = cta.type === 'github' ? { type: 'github', href: cta.url } : { type: 'button', label: cta.name, href: cta.url };
  if (Object.keys(navbar).length > 0) config.navbar = navbar;
  // From the file: the spec rejects platforms (twitter, youtube…) that the current format accepts.
  if (file.footerSocials !== undefined) {
    const socials: Json = {};
    for (const [platform, url] of Object.entries(asObject(file.footerSocials))) {
      if ((currentSocialPlatforms as readonly string[]).includes(platform) && typeof url === 'string') socials[platform] = url;
      else skip(['footerSocials', platform], 'the current format has no such platform');
    }
    config.footer = { socials };
  }
  const api = upgradeApi(spec, file, skip);
  if (Object.keys(api).length > 0) config.api = api;
  if (spec.redirects !== undefined) config.redirects = spec.redirects;
  return { config, text: `${JSON.stringify(config, null, 2)}\n`, notCarried };
}

/** `api` and `openapi` of the spec format as the current format's `api`. */
function upgradeApi(spec: DocsConfig, file: Json, skip: (path: JsonPath, reason: string) => void): Json {
  const api: Json = {};
  const rawApi = asObject(file.api);
  if (spec.openapi !== undefined) api.openapi = spec.openapi;
  if (asObject(rawApi.playground).mode !== undefined) api.playground = { display: playgroundDisplay[spec.api.playground.mode] };
  const auth = spec.api.auth;
  const mdx: Json = {};
  if (spec.api.baseUrl !== undefined) mdx.server = spec.api.baseUrl;
  if (auth && (auth.method !== undefined || auth.name !== undefined)) mdx.auth = { ...(auth.method !== undefined ? { method: auth.method } : {}), ...(auth.name !== undefined ? { name: auth.name } : {}) };
  if (auth?.inputPrefix !== undefined) skip(['api', 'auth', 'inputPrefix'], 'the current format has no such setting');
  if (spec.api.maintainOrder !== undefined) skip(['api', 'maintainOrder'], 'the current format has no such setting');
  if (Object.keys(mdx).length > 0) api.mdx = mdx;
  return api;
}

/** The spec format's `navigation`, `tabs`, `anchors`, `topAnchor` and `versions` as the current format's `navigation`. */
function upgradeNavigation(spec: DocsConfig, file: Json, skip: (path: JsonPath, reason: string) => void): Json {
  const rawGroups = Array.isArray(file.navigation) ? (file.navigation as unknown[]) : [];
  const convert = (group: NavigationGroup, rawGroup: Json, path: JsonPath): CurrentGroup => {
    for (const key of Object.keys(rawGroup)) if (!['group', 'pages', 'icon', 'iconType', 'version'].includes(key) || (key === 'version' && path.length > 2)) skip([...path, key], key === 'version' ? 'a nested group cannot have its own version' : 'the current format has no such group setting');
    const rawPages = Array.isArray(rawGroup.pages) ? (rawGroup.pages as unknown[]) : [];
    const pages = group.pages.map((entry: NavigationEntry, i) => (typeof entry === 'string' ? entry : convert(entry, asObject(rawPages[i]), [...path, 'pages', i])));
    return { group: group.group, ...(typeof rawGroup.icon === 'string' ? { icon: rawGroup.icon } : {}), ...(typeof rawGroup.iconType === 'string' ? { iconType: rawGroup.iconType } : {}), pages };
  };
  const firstPage = (entries: readonly (string | CurrentGroup)[]): string | undefined => {
    for (const entry of entries) {
      const page = typeof entry === 'string' ? entry : firstPage(entry.pages);
      if (page !== undefined) return page;
    }
    return undefined;
  };
  const placed: PlacedGroup[] = spec.navigation.map((group, i) => {
    const rawGroup = asObject(rawGroups[i]);
    const converted = convert(group, rawGroup, ['navigation', i]);
    return { group: converted, version: typeof rawGroup.version === 'string' ? rawGroup.version : undefined, first: firstPage(converted.pages) };
  });

  const globalAnchors: Json[] = [];
  const tabs: Division[] = [];
  const externalTabs: { tab: Json; path: JsonPath }[] = [];
  (spec.tabs ?? []).forEach((tab, i) => {
    if (isExternalUrl(tab.url)) externalTabs.push({ tab: { tab: tab.name, href: tab.url }, path: ['tabs', i] });
    else tabs.push({ name: tab.name, folder: folderOf(tab.url), extra: {}, version: undefined, path: ['tabs', i] });
  });
  const anchors: Division[] = [];
  const rawAnchors = Array.isArray(file.anchors) ? (file.anchors as unknown[]) : [];
  (spec.anchors ?? []).forEach((anchor, i) => {
    const rawAnchor = asObject(rawAnchors[i]);
    const extra: Json = { ...(anchor.icon !== undefined ? { icon: anchor.icon } : {}), ...(rawAnchor.iconType !== undefined ? { iconType: anchor.iconType } : {}) };
    if (typeof anchor.color === 'string') extra.color = { light: anchor.color, dark: anchor.color };
    else if (anchor.color) skip(['anchors', i, 'color'], 'the current format has no gradient colours');
    if (rawAnchor.isDefaultHidden !== undefined) skip(['anchors', i, 'isDefaultHidden'], 'the current format has no such anchor setting');
    if (isExternalUrl(anchor.url)) globalAnchors.push({ anchor: anchor.name, ...extra, href: anchor.url });
    else anchors.push({ name: anchor.name, folder: folderOf(anchor.url), extra, version: anchor.version, path: ['anchors', i] });
  });

  // Each group goes to the tab and the anchor holding its first page, the longest prefix winning.
  const holder = (divisions: readonly Division[], group: PlacedGroup): Division | undefined => {
    let best: Division | undefined;
    for (const d of divisions) if (group.first !== undefined && inFolder(group.first, d.folder) && d.folder.length > (best?.folder.length ?? -1)) best = d;
    return best;
  };
  const topAnchor = spec.topAnchor;
  /** One level of divisions: the groups no division holds first, under the top anchor's name, then each division's own. */
  const level = (groups: readonly PlacedGroup[], divisions: readonly Division[], nameKey: 'tab' | 'anchor', inner: (own: readonly PlacedGroup[]) => Json): Json[] => {
    const loose = groups.filter((g) => holder(divisions, g) === undefined);
    const list: Json[] = loose.length > 0 ? [{ [nameKey]: topAnchor.name, ...(nameKey === 'anchor' ? { icon: topAnchor.icon } : {}), ...inner(loose) }] : [];
    for (const d of divisions) {
      const own = groups.filter((g) => holder(divisions, g) === d);
      if (own.length > 0) list.push({ [nameKey]: d.name, ...d.extra, ...inner(own) });
    }
    return list;
  };
  const withAnchors = (groups: readonly PlacedGroup[]): Json => (anchors.length > 0 && groups.some((g) => holder(anchors, g)) ? { anchors: level(groups, anchors, 'anchor', (own) => ({ groups: own.map((g) => g.group) })) } : { groups: groups.map((g) => g.group) });
  const container = (groups: readonly PlacedGroup[]): Json => (tabs.length > 0 ? { tabs: [...level(groups, tabs, 'tab', withAnchors), ...externalTabs.map((t) => t.tab)] } : withAnchors(groups));
  for (const d of [...tabs, ...anchors]) if (!placed.some((g) => holder(d.path[0] === 'tabs' ? tabs : anchors, g) === d)) skip(d.path, `no group's pages lie under "${d.folder}", so it has nothing to hold`);
  if (tabs.length === 0) for (const t of externalTabs) skip(t.path, 'a tab that only links out needs tabs with pages beside it');

  const versionOf = (group: PlacedGroup): string | undefined => group.version ?? holder(anchors, group)?.version;
  const navigation: Json = spec.versions && spec.versions.length > 0 ? { versions: spec.versions.map((version) => ({ version, ...container(placed.filter((g) => versionOf(g) === undefined || versionOf(g) === version)) })) } : container(placed);
  if (globalAnchors.length > 0) navigation.global = { anchors: globalAnchors };
  return navigation;
}
