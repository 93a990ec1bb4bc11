import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import { formatJsonPath } from './json-path.ts';
import { navigationPagesFromJson } from './navigation-pages.ts';

/**
 * Warns at every page listed again in navigation, naming where it was first listed. `/intro` and `intro`
 * are the same page. Runs on the raw JSON value, so it also works when the config has errors.
 */
export function checkDuplicatePages(value: unknown): ConfigProblem[] {
  if (!hasDuplicate(value)) return [];
  const first = new Map<string, { path: (string | number)[]; groups: string[] }>();
  const out: ConfigProblem[] = [];
  for (const { page, path, groups } of navigationPagesFromJson(value)) {
    const key = normalize(page);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, { path, groups });
      continue;
    }
    const group = earlier.groups[earlier.groups.length - 1];
    const inGroup = group ? ` (group \`${group}\`)` : '';
    out.push({
      path,
      target: 'value',
      severity: 'warning',
      code: ConfigCode.duplicatePage,
      message: `\`${page}\` is already listed at \`${formatJsonPath(earlier.path)}\`${inGroup}; a page appears once in navigation`,
    });
  }
  return out;
}

function normalize(page: string): string {
  return page.charCodeAt(0) === 47 ? page.slice(1) : page;
}

/** Whether any page is listed twice; a Set and no paths, since most navigations have no duplicate. */
function hasDuplicate(value: unknown): boolean {
  const navigation = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)['navigation'] : undefined;
  if (!Array.isArray(navigation)) return false;
  const seen = new Set<string>();
  const stack: unknown[] = [...(navigation as unknown[])];
  while (stack.length > 0) {
    const group = stack.pop();
    if (group === null || typeof group !== 'object') continue;
    const pages = (group as Record<string, unknown>)['pages'];
    if (!Array.isArray(pages)) continue;
    for (const entry of pages as unknown[]) {
      if (typeof entry !== 'string') stack.push(entry);
      else {
        const size = seen.size;
        if (seen.add(normalize(entry)).size === size) return true;
      }
    }
  }
  return false;
}
