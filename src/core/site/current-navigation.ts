import type { CurrentConfig, CurrentNavigationGroup, DocsConfig } from '../config/index.ts';
import type { NavigationContainer, NavigationDivision } from '../config/current/navigation-level-schema.ts';
import type { NavigationIcon } from '../config/current/icon-schema.ts';
import type { Project } from '../project/project.ts';
import { generatedPagesOf } from '../openapi/generated-pages.ts';
import { fillDivisionPages, PageRegistry, sectionByFolder } from './page-registry.ts';
import type { Listing } from './page-registry.ts';
import type { SiteNavEntry, SiteNavGroup, SiteNavigation } from './site-model.ts';
import type { DivisionDraft, DivisionLevel, SiteDivision, SiteIcon } from './site-navigation.ts';
import { division, rootDivision } from './site-navigation.ts';

/** Each list key of a navigation level, the level it makes and the field that names an entry; outermost first. */
const divisionKeys = [
  ['languages', 'language', 'language'],
  ['versions', 'version', 'version'],
  ['products', 'product', 'product'],
  ['dropdowns', 'dropdown', 'dropdown'],
  ['menu', 'menu', 'item'],
  ['tabs', 'tab', 'tab'],
  ['anchors', 'anchor', 'anchor'],
] as const satisfies readonly (readonly [keyof NavigationContainer, DivisionLevel, string])[];

/** Names of the language codes of `navigation.languages`, for the language picker. */
const languageNames: Readonly<Record<string, string>> = {
  ar: 'العربية', ca: 'Català', cn: '中文', cs: 'Čeština', de: 'Deutsch', en: 'English', es: 'Español', fr: 'Français', 'fr-CA': 'Français (Canada)',
  he: 'עברית', hi: 'हिन्दी', hu: 'Magyar', id: 'Bahasa Indonesia', it: 'Italiano', ja: '日本語', jp: '日本語', ko: '한국어', lv: 'Latviešu',
  nl: 'Nederlands', no: 'Norsk', pl: 'Polski', pt: 'Português', 'pt-BR': 'Português (Brasil)', ro: 'Română', ru: 'Русский', sv: 'Svenska',
  tr: 'Türkçe', uk: 'Українська', uz: 'Oʻzbekcha', vi: 'Tiếng Việt', zh: '中文', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文',
};

/** A navigation `icon` (and `iconType`) as the model's icon. */
export function siteIcon(icon: NavigationIcon | undefined, iconType: string | undefined): SiteIcon | undefined {
  if (icon === undefined) return undefined;
  if (typeof icon === 'string') return { name: icon, style: iconType, library: undefined };
  return { name: icon.name, style: icon.style ?? iconType, library: icon.library };
}

/**
 * The navigation of a current-format config, as its nesting says: each language, version, product,
 * dropdown, menu item, tab and anchor is a division holding its own pages and groups (a page lies in
 * the division whose `pages` or `groups` list it first); loose pages of a level form a group with no
 * name; a group's `root` page opens from its name; `global` entries are links shown on every page.
 * Divisions and groups keep their icon, tag, description, `hidden`, `expanded` and `default`. `config`
 * is the spec-shaped mapping of `current`, for what reads either format (the OpenAPI files).
 */
export function currentNavigation(current: CurrentConfig, config: DocsConfig, project: Project): SiteNavigation {
  const root = rootDivision(current.name);
  const registry = new PageRegistry(project, config);
  const nav: SiteNavGroup[] = [];
  // Pages generated from OpenAPI (see withGeneratedPages): endpoint entries and the tag groups of an `openapi` level or group.
  const generated = generatedPagesOf(project);
  const tagGroups = (holder: object, listing: Listing, id: string): SiteNavGroup[] =>
    (generated?.tagGroups(holder) ?? []).map((g, i) => {
      const inner: Listing = { ...listing, trail: [...listing.trail, g.name] };
      const entries = g.pages.flatMap((path): SiteNavEntry[] => {
        const page = registry.listed(path, inner);
        return page ? [{ kind: 'page', page }] : [];
      });
      return { kind: 'group', name: g.name, id: `${id}-t${i}`, entries, version: undefined, section: listing.section, icon: undefined, tag: undefined, expanded: false, root: undefined };
    });

  const group = (g: CurrentNavigationGroup, listing: Listing, id: string, top: boolean): SiteNavGroup => {
    const inner: Listing = { ...listing, trail: [...listing.trail, g.group], hidden: listing.hidden || g.hidden === true };
    const rootPage = g.root !== undefined ? registry.listed(g.root, inner) : undefined;
    const entries = [...entriesOf(g, inner, id), ...tagGroups(g, inner, id)];
    const made: SiteNavGroup = { kind: 'group', name: g.group, id, entries, version: undefined, section: listing.section, icon: siteIcon(g.icon, g.iconType), tag: g.tag, expanded: g.expanded === true, root: rootPage };
    if (top) nav.push(made);
    return made;
  };
  const entriesOf = (holder: CurrentNavigationGroup, listing: Listing, id: string): SiteNavEntry[] => {
    const entries: SiteNavEntry[] = [];
    (holder.pages ?? []).forEach((entry, i) => {
      if (typeof entry !== 'string') entries.push(group(entry, listing, `${id}-${i}`, false));
      else {
        const page = registry.listed(generated?.entryPage(holder, i) ?? entry, listing);
        if (page) entries.push({ kind: 'page', page });
      }
    });
    return entries;
  };

  const visit = (container: NavigationContainer, holder: DivisionDraft, hidden: boolean, version: string | undefined): void => {
    const listing: Listing = { trail: [], hidden, version, section: holder };
    const idPrefix = holder.id === '' ? 'g' : `g-${holder.id}`;
    // Loose pages between groups gather in groups with no name, so the sidebar keeps the config's order.
    let loose: SiteNavEntry[] | undefined;
    (container.pages ?? []).forEach((entry, i) => {
      if (typeof entry !== 'string') {
        loose = undefined;
        group(entry, listing, `${idPrefix}-p${i}`, true);
        return;
      }
      const page = registry.listed(generated?.entryPage(container, i) ?? entry, listing);
      if (!page) return;
      if (!loose) {
        loose = [];
        nav.push({ kind: 'group', name: '', id: `${idPrefix}-p${i}`, entries: loose, version: undefined, section: holder, icon: undefined, tag: undefined, expanded: false, root: undefined });
      }
      loose.push({ kind: 'page', page });
    });
    (container.groups ?? []).forEach((g, i) => group(g, listing, `${idPrefix}-${i}`, true));
    nav.push(...tagGroups(container, listing, idPrefix));
    for (const [key, level, nameKey] of divisionKeys) {
      const list = container[key] as readonly (NavigationDivision & Record<string, unknown>)[] | undefined;
      list?.forEach((entry, i) => {
        const made = makeDivision(entry, level, nameKey, `${holder.id === '' ? '' : `${holder.id}.`}${key}.${i}`, holder);
        holder.divisions.push(made);
        if (made.href === undefined) visit(entry, made, hidden || made.hidden, level === 'version' ? made.label : version);
      });
    }
  };
  visit(current.navigation, root, false, undefined);

  // `global` entries are links on every page; any with pages of their own join the root.
  const global: DivisionDraft[] = [];
  const globalNav = current.navigation.global;
  if (globalNav) {
    for (const [key, level, nameKey] of divisionKeys) {
      const list = (globalNav as NavigationContainer)[key] as readonly (NavigationDivision & Record<string, unknown>)[] | undefined;
      list?.forEach((entry, i) => {
        const made = makeDivision(entry, level, nameKey, `global.${key}.${i}`, root);
        if (made.href !== undefined) global.push(made);
        else {
          root.divisions.push(made);
          visit(entry, made, made.hidden, level === 'version' ? made.label : undefined);
        }
      });
    }
  }
  registry.addUnlisted(sectionByFolder(registry.pages, root), (section) => versionIn(section));
  fillDivisionPages(root, registry.pages);
  return { pages: registry.pages, byPath: registry.byPath, nav, root, global, versions: [] };
}

/** A division of the current format: its name, icon, tag and colour; a link when it has `href` and nothing inside. */
function makeDivision(entry: NavigationDivision & Record<string, unknown>, level: DivisionLevel, nameKey: string, id: string, parent: DivisionDraft): DivisionDraft {
  const name = String(entry[nameKey]);
  const hasChildren = ['pages', 'groups', ...divisionKeys.map(([key]) => key)].some((key) => entry[key] !== undefined);
  return division({
    level,
    id,
    label: level === 'language' ? (languageNames[name] ?? name) : name,
    parent,
    icon: siteIcon(entry.icon, entry.iconType),
    description: entry.description,
    tag: entry.tag,
    color: entry.color?.light ?? entry.color?.dark,
    hidden: entry.hidden === true,
    href: entry.href !== undefined && !hasChildren ? entry.href : undefined,
    isDefault: entry.default === true,
  });
}

/** The name of the version division a division lies in, if any. */
function versionIn(section: SiteDivision): string | undefined {
  for (let d: SiteDivision | undefined = section; d; d = d.parent) if (d.level === 'version') return d.label;
  return undefined;
}
