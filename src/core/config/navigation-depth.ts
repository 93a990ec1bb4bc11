import { maxNavigationDepth } from '../limits.ts';
import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import { isJsonObject as isObject } from './is-json-object.ts';
import type { JsonPath } from './json-path.ts';


/**
 * The JSON paths of the navigation groups nested deeper than maxNavigationDepth in a raw docs.json
 * value (a top-level group is level 1), outermost first; what is inside them is not visited.
 */
export function tooDeepNavigationGroups(value: unknown): JsonPath[] {
  const navigation = isObject(value) ? value['navigation'] : undefined;
  if (!Array.isArray(navigation)) return [];
  const out: JsonPath[] = [];
  const stack: { group: unknown; path: JsonPath; level: number }[] = navigation.map((group, i) => ({ group, path: ['navigation', i], level: 1 })).reverse();
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { group, path, level } = next;
    if (!isObject(group) || !Array.isArray(group['pages'])) continue;
    if (level > maxNavigationDepth) {
      out.push(path);
      continue;
    }
    const pages: unknown[] = group['pages'];
    for (let i = pages.length - 1; i >= 0; i--) if (isObject(pages[i])) stack.push({ group: pages[i], path: [...path, 'pages', i], level: level + 1 });
  }
  return out;
}

/** An error at each navigation group nested deeper than maxNavigationDepth (see tooDeepNavigationGroups). */
export function checkNavigationDepth(value: unknown): ConfigProblem[] {
  return tooDeepNavigationGroups(value).map(tooDeepGroupProblem);
}

/** The error at a navigation group nested deeper than maxNavigationDepth, in either docs.json format. */
export function tooDeepGroupProblem(path: JsonPath): ConfigProblem {
  return {
    path,
    target: 'value',
    severity: 'error',
    code: ConfigCode.tooDeep,
    message: `This group is nested ${maxNavigationDepth + 1} levels deep; navigation allows at most ${maxNavigationDepth} levels of groups, so it is left out of the sidebar. Move its pages into a group nearer the top.`,
  };
}

/** A copy of a raw docs.json value without the navigation groups nested deeper than maxNavigationDepth. */
export function withoutTooDeepNavigation(value: unknown): unknown {
  const paths = tooDeepNavigationGroups(value);
  if (paths.length === 0 || !isObject(value)) return value;
  const drop = new Set(paths.map((p) => p.join('\u0000')));
  const copy = (entry: unknown, path: JsonPath): unknown => {
    if (!isObject(entry) || !Array.isArray(entry['pages'])) return entry;
    const pages: unknown[] = entry['pages'];
    const kept: unknown[] = [];
    pages.forEach((page, i) => {
      const at = [...path, 'pages', i];
      if (!drop.has(at.join('\u0000'))) kept.push(copy(page, at));
    });
    return { ...entry, pages: kept };
  };
  const navigation = value['navigation'] as unknown[];
  return { ...value, navigation: navigation.map((group, i) => copy(group, ['navigation', i])) };
}
