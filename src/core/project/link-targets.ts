import { isExternalUrl } from './external-url.ts';
import { isPageFile, isSnippetPath, stripPageExtension } from './page-files.ts';
import { normalizePath, resolvePath } from './project.ts';

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
  /** The `source` of each redirect, as a path without leading slash or extension (`old/page`, `blog/:slug*`). */
  readonly redirects: readonly string[];
}

/**
 * The link targets of a project: its page files (snippets excepted) and the sources of its
 * `redirects` (default none).
 */
export function linkTargetsOf(files: Iterable<string>, redirects: readonly { readonly source: string }[] = []): LinkTargets {
  const pages = new Set<string>();
  for (const file of files) if (isPageFile(file) && !isSnippetPath(file)) pages.add(stripPageExtension(file));
  return { pages, redirects: redirects.map((r) => redirectPath(r.source)) };
}

/** A redirect's source or a link's target as the path it is matched on: `/a/b.mdx#x` → `a/b`. */
function redirectPath(url: string): string {
  return stripPageExtension(normalizePath(url.replace(/[?#].*$/, '')));
}

/** Whether a redirect's path has parameters (`/blog/:slug`, `/docs/*`), so it names no one page. */
export function hasPathParameters(path: string): boolean {
  return /(^|\/)[:*]|\*/.test(path);
}

/**
 * The parameters a redirect source (with `:param` segments and a trailing `:param*` or `*`) binds on a
 * path it matches (`blog/:slug*` on `blog/a/b` → slug `a/b`); undefined when it does not match.
 */
function redirectParameters(source: string, path: string): Map<string, string> | undefined {
  const want = source.split('/');
  const have = path.split('/');
  const parameters = new Map<string, string>();
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    if (segment.endsWith('*')) {
      if (segment.startsWith(':')) parameters.set(segment.slice(1, -1), have.slice(i).join('/'));
      return parameters;
    }
    const got = have[i];
    if (got === undefined) return undefined;
    if (segment.startsWith(':')) parameters.set(segment.slice(1), got);
    else if (segment !== got) return undefined;
  }
  return want.length === have.length ? parameters : undefined;
}

/**
 * Where a redirect takes a site path (`old/page`, `blog/2024/post`): the destination of the first
 * redirect whose source matches it as the check matches links, with the source's `:param` values put
 * in (`/blog/:slug*` → `/posts/:slug*`); undefined when no source matches.
 */
export function redirectedUrl(redirects: readonly { readonly source: string; readonly destination: string }[], path: string): string | undefined {
  const page = redirectPath(path);
  for (const { source, destination } of redirects) {
    const parameters = redirectParameters(redirectPath(source), page);
    if (parameters) return destination.replace(/:([A-Za-z_][\w-]*)\*?/g, (written: string, name: string) => parameters.get(name) ?? written);
  }
  return undefined;
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
  const page = redirectPath(path);
  return targets.redirects.some((source) => redirectParameters(source, page) !== undefined);
}
