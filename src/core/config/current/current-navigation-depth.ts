import { maxNavigationDepth } from '../../limits.ts';
import type { ConfigProblem } from '../config-problem.ts';
import { isJsonObject as isObject } from '../is-json-object.ts';
import type { JsonPath } from '../json-path.ts';
import { tooDeepGroupProblem } from '../navigation-depth.ts';


/** The keys of a navigation level that hold other levels (tabs, anchors…), each a list but `global`. */
const divisionKeys = ['tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu'];

/**
 * The JSON paths of the groups of a raw current-format docs.json value nested deeper than maxNavigationDepth,
 * outermost first. Group levels count from each division (tab, anchor…): a group in its `groups` or `pages`
 * is level 1, a group in that group's `pages` level 2. What is inside a too-deep group is not visited.
 */
export function tooDeepCurrentNavigationGroups(value: unknown): JsonPath[] {
  const navigation = isObject(value) ? value['navigation'] : undefined;
  if (!isObject(navigation)) return [];
  const out: JsonPath[] = [];
  // level 0 is a division (or the root, or `global`); 1 and up are groups.
  const stack: { node: Record<string, unknown>; path: JsonPath; level: number }[] = [{ node: navigation, path: ['navigation'], level: 0 }];
  const push = (list: unknown, path: JsonPath, level: number): void => {
    if (!Array.isArray(list)) return;
    for (let i = list.length - 1; i >= 0; i--) {
      const node: unknown = list[i];
      if (isObject(node)) stack.push({ node, path: [...path, i], level });
    }
  };
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, path, level } = next;
    if (level > maxNavigationDepth) {
      out.push(path);
      continue;
    }
    if (level === 0) {
      for (let k = divisionKeys.length - 1; k >= 0; k--) {
        const key = divisionKeys[k] as string;
        push(node[key], [...path, key], 0);
      }
      const global = node['global'];
      if (isObject(global)) stack.push({ node: global, path: [...path, 'global'], level: 0 });
      push(node['groups'], [...path, 'groups'], 1);
    }
    push(node['pages'], [...path, 'pages'], level + 1);
  }
  return out;
}

/** An error at each group of a current-format navigation nested deeper than maxNavigationDepth. */
export function checkCurrentNavigationDepth(value: unknown): ConfigProblem[] {
  return tooDeepCurrentNavigationGroups(value).map(tooDeepGroupProblem);
}
