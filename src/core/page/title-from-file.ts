import { stripPageExtension } from '../project/page-files.ts';

/**
 * A title made from a file or page path, for a page that has none: the last segment without its
 * page extension (`index` and `README` use their folder's name), dashes and underscores as spaces,
 * the first letter capitalized — `guides/getting-started.mdx` → `Getting started`; `Untitled` when
 * nothing is left. The result is plain text: quote it with `frontmatterEntry` to write it in YAML.
 */
export function titleFromFile(path: string): string {
  const parts = stripPageExtension(path).split('/').filter((part) => part !== '');
  let name = parts.pop() ?? '';
  if ((name === 'index' || name === 'README') && parts.length > 0) name = parts.pop() ?? name;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Untitled';
}
