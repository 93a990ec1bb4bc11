import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import { formatJsonPath } from './json-path.ts';
import { forEachPageInJson } from './navigation-pages.ts';

/**
 * Warns at every page listed again in navigation, naming where it was first listed. `/intro` and `intro`
 * are the same page. Runs on the raw JSON value, so it also works when the config has errors.
 */
export function checkDuplicatePages(value: unknown): ConfigProblem[] {
  // First a Set and no paths: most navigations have no duplicate, and only then are paths worth copying.
  const seen = new Set<string>();
  const duplicated = new Set<string>();
  forEachPageInJson(value, (page) => {
    const key = normalize(page);
    const size = seen.size;
    if (seen.add(key).size === size) duplicated.add(key);
  });
  if (duplicated.size === 0) return [];

  const first = new Map<string, { path: (string | number)[]; group: string | undefined }>();
  const out: ConfigProblem[] = [];
  forEachPageInJson(value, (page, path, groups) => {
    const key = normalize(page);
    if (!duplicated.has(key)) return;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, { path: [...path], group: groups[groups.length - 1] });
      return;
    }
    const inGroup = earlier.group ? ` (group \`${earlier.group}\`)` : '';
    out.push({
      path: [...path],
      target: 'value',
      severity: 'warning',
      code: ConfigCode.duplicatePage,
      message: `\`${page}\` is already listed at \`${formatJsonPath(earlier.path)}\`${inGroup}; a page appears once in navigation`,
    });
  });
  return out;
}

function normalize(page: string): string {
  return page.charCodeAt(0) === 47 ? page.slice(1) : page;
}
