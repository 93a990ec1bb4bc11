import { detectConfigFormat } from './detect-config-format.ts';
import { isJsonObject as isObject } from './is-json-object.ts';
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
 * array of an object reachable through `navigation` (in the current format, through its divisions too), and
 * a current-format group's `root`, so missing-file checks still run on an invalid config.
 */
export function navigationPagesFromJson(value: unknown): NavigationPage[] {
  const out: NavigationPage[] = [];
  forEachPageInJson(value, (page, path, groups) => out.push({ page, path: [...path], groups: [...groups] }));
  return out;
}

/**
 * Calls `visit` for each page reference of a raw docs.json value, in order, as navigationPagesFromJson finds
 * them. `path` and `groups` are reused between calls (copy them to keep them): large navigations are walked
 * on every keystroke. A group without a string name counts as `''`.
 */
export function forEachPageInJson(value: unknown, visit: (page: string, path: readonly (string | number)[], groups: readonly string[]) => void): void {
  const navigation = isObject(value) ? value['navigation'] : undefined;
  const path: (string | number)[] = ['navigation'];
  const groups: string[] = [];
  const visitGroup = (group: unknown): void => {
    if (!isObject(group)) return;
    const root = group['root'];
    if (typeof root === 'string') {
      path.push('root');
      visit(root, path, groups);
      path.pop();
    }
    const pages = group['pages'];
    if (!Array.isArray(pages)) return;
    const name = group['group'];
    groups.push(typeof name === 'string' ? name : '');
    path.push('pages', 0);
    for (let i = 0; i < pages.length; i++) {
      const entry: unknown = pages[i];
      path[path.length - 1] = i;
      if (typeof entry === 'string') visit(entry, path, groups);
      else visitGroup(entry);
    }
    path.length -= 2;
    groups.pop();
  };
  // The current format: `pages` (pages or groups) and `groups` at any level of divisions (tabs, anchors…).
  const visitContainer = (container: unknown): void => {
    if (!isObject(container)) return;
    for (const [key, child] of Object.entries(container)) {
      if (!Array.isArray(child) || !containerKeys.has(key)) {
        if (key === 'global') {
          path.push(key);
          visitContainer(child);
          path.pop();
        }
        continue;
      }
      path.push(key, 0);
      for (let i = 0; i < child.length; i++) {
        const entry: unknown = child[i];
        path[path.length - 1] = i;
        if (key === 'pages' && typeof entry === 'string') visit(entry, path, groups);
        else if (key === 'pages' || key === 'groups') visitGroup(entry);
        else visitContainer(entry);
      }
      path.length -= 2;
    }
  };
  if (!Array.isArray(navigation)) {
    if (detectConfigFormat(value) === 'current') visitContainer(navigation);
    return;
  }
  for (let i = 0; i < navigation.length; i++) {
    path.push(i);
    visitGroup(navigation[i]);
    path.pop();
  }
}

/** The keys of a current-format navigation level that hold pages, groups or other levels. */
const containerKeys: ReadonlySet<string> = new Set(['pages', 'groups', 'tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu']);

