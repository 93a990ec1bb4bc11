import { isExternalUrl } from './external-url.ts';
import { isPageFile, isSnippetPath, stripPageExtension } from './page-files.ts';
import { normalizePath, resolvePath } from './project.ts';
import { matchRedirect, redirectIndexOf, redirectParameters, redirectPath } from './redirect-index.ts';
import type { RedirectIndex } from './redirect-index.ts';

/** A URL that names no project file: another site, a data: or blob: URL, an anchor. */
const notAProjectFile = (url: string) => url === '' || url.startsWith('#') || isExternalUrl(url);

/**
 * The project path a link or image URL names, as the renderer resolves it (`/images/a.png` from the
 * project root, `a.png` from the page's folder, without query or fragment, percent-decoded); undefined
 * when it names none (another site, an anchor on the page).
 */
export function projectFileOf(page: string, url: string): string | undefined {
  const trimmed = url.trim();
  if (notAProjectFile(trimmed)) return undefined;
  const path = trimmed.replace(/[?#].*$/, '');
  if (path === '') return undefined;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Kept as written, as the renderer does.
  }
  return decoded.startsWith('/') ? normalizePath(decoded) : resolvePath(page, decoded);
}

/** What a link may lead to besides a project file. Plain data, so a build can hand it to its threads. */
export interface LinkTargets {
  /** Every page's path without extension (`guides/setup`), in the navigation or not (hidden pages are built too). */
  readonly pages: ReadonlySet<string>;
  /** The `source` of each redirect, as a path without leading slash or extension (`old/page`, `blog/:slug*`), indexed. */
  readonly redirects: RedirectIndex;
}

/**
 * The link targets of a project: its page files (snippets excepted) and the sources of its
 * `redirects` (default none).
 */
export function linkTargetsOf(files: Iterable<string>, redirects: readonly { readonly source: string }[] = []): LinkTargets {
  const pages = new Set<string>();
  for (const file of files) if (isPageFile(file) && !isSnippetPath(file)) pages.add(stripPageExtension(file));
  return { pages, redirects: redirectIndexOf(redirects) };
}

/** Whether a redirect's path has parameters (`/blog/:slug`, `/docs/*`), so it names no one page. */
export function hasPathParameters(path: string): boolean {
  return /(^|\/)[:*]|\*/.test(path);
}

/**
 * Where a redirect takes a site path (`old/page`, `blog/2024/post`): the destination of the first
 * redirect whose source matches it as the check matches links, with the source's `:param` values put
 * in (`/blog/:slug*` → `/posts/:slug*`); undefined when no source matches. `index` is
 * redirectIndexOf(redirects), for a host that follows many (default: made for this call).
 */
export function redirectedUrl(redirects: readonly { readonly source: string; readonly destination: string }[], path: string, index: RedirectIndex = redirectIndexOf(redirects)): string | undefined {
  const page = redirectPath(path);
  const position = matchRedirect(index, page);
  const destination = position === undefined ? undefined : redirects[position]?.destination;
  const parameters = position === undefined ? undefined : redirectParameters(index.sources[position] ?? '', page);
  if (destination === undefined || !parameters) return undefined;
  return destination.replace(/:([A-Za-z_][\w-]*)\*?/g, (written: string, name: string) => parameters.get(name) ?? written);
}

/** The page a link target path shows, when it is one: the page itself or its folder's index page (`cloud/` → `cloud/index`). */
export function linkedPage(pages: { has(page: string): boolean }, path: string): string | undefined {
  const page = stripPageExtension(path);
  if (pages.has(page)) return page;
  const index = page === '' ? 'index' : `${page}/index`;
  return pages.has(index) ? index : undefined;
}

/**
 * Whether a link's project path (see projectFileOf) leads somewhere: a file of the project (an image,
 * a PDF), a page, a folder's index page, or the source of a redirect. The site's root always does.
 */
export function resolvesLink(path: string, targets: LinkTargets, fileExists: (path: string) => boolean): boolean {
  if (path === '' || fileExists(path) || linkedPage(targets.pages, path) !== undefined) return true;
  return matchRedirect(targets.redirects, redirectPath(path)) !== undefined;
}
