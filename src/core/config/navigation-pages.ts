import type { DocsConfig } from './docs-config-schema.ts';
import type { NavigationEntry } from './navigation-schema.ts';

/** A page reference in navigation: the page as written, its JSON path and the names of the groups around it (outermost first). */
export interface NavigationPage {
  page: string;
  path: (string | number)[];
  groups: string[];
}

/** Every page reference in a parsed config's navigation, in order, with its JSON path, for project checks. */
export function navigationPages(config: DocsConfig): NavigationPage[] {
  const out: NavigationPage[] = [];
  const visit = (entries: readonly NavigationEntry[], path: (string | number)[], groups: string[]): void => {
    entries.forEach((entry, i) => {
      if (typeof entry === 'string') out.push({ page: entry, path: [...path, i], groups });
      else visit(entry.pages, [...path, i, 'pages'], [...groups, entry.group]);
    });
  };
  config.navigation.forEach((group, i) => visit(group.pages, ['navigation', i, 'pages'], [group.group]));
  return out;
}

/**
 * Every page reference in the raw JSON value of a docs.json, leniently: whatever is a string in a `pages`
 * array of an object reachable through `navigation`, so missing-file checks still run on an invalid config.
 */
export function navigationPagesFromJson(value: unknown): NavigationPage[] {
  const out: NavigationPage[] = [];
  const navigation = isObject(value) ? value['navigation'] : undefined;
  if (!Array.isArray(navigation)) return out;
  const visitGroup = (group: unknown, path: (string | number)[], groups: string[]): void => {
    if (!isObject(group)) return;
    const pages = group['pages'];
    if (!Array.isArray(pages)) return;
    const name = group['group'];
    const inner = [...groups, typeof name === 'string' ? name : ''];
    pages.forEach((entry: unknown, i) => {
      if (typeof entry === 'string') out.push({ page: entry, path: [...path, 'pages', i], groups: inner });
      else visitGroup(entry, [...path, 'pages', i], inner);
    });
  };
  navigation.forEach((group: unknown, i) => visitGroup(group, ['navigation', i], []));
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
