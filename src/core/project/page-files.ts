import { isIgnoredPath, projectIgnoreRules, type IgnoreRule } from './ignore-rules.ts';
import type { Project } from './project.ts';
import { normalizePath } from './project.ts';

// `.md` and `.mdx` in any case (`Intro.MDX` is a page): case-insensitive file systems (macOS,
// Windows) hand such names to authors, and the docs platforms serve them as pages.
const pageExtension = /\.mdx?$/i;

/** Whether a path ends in a page extension, `.md` or `.mdx` in any case; says nothing of where the file is. */
export function hasPageExtension(path: string): boolean {
  return pageExtension.test(path);
}

/** Whether a page is plain Markdown (`.md` in any case), parsed without MDX's JSX and expressions; `.mdx` pages are MDX. */
export function isMarkdownPage(path: string): boolean {
  return /\.md$/i.test(path);
}

/** The path without its page extension (`guides/a.mdx` → `guides/a`); other paths are returned as they are. */
export function stripPageExtension(path: string): string {
  return path.replace(pageExtension, '');
}

/**
 * Whether a file name has a page extension twice (`a.mdx.mdx`, `a.md.mdx`) or is nothing but one
 * (`.mdx`): its page path would itself end in a page extension or be empty, and name another page.
 */
export function hasDoubledPageExtension(path: string): boolean {
  const name = stripPageExtension(path.slice(path.lastIndexOf('/') + 1));
  return hasPageExtension(path) && (name === '' || hasPageExtension(name));
}

/**
 * True for Markdown and MDX pages. Not pages, as the platform ignores them by default: files in tooling
 * and output folders (`node_modules`, `build`, `dist`, `coverage`, `tmp`, `temp`, dot-folders such as
 * `.cursor/`), README-like files, names with a doubled page extension (see hasDoubledPageExtension),
 * nor files the project's `.mintignore` leaves out.
 * - `ignore`: the project's `.mintignore` rules (projectIgnoreRules); default none.
 */
export function isPageFile(path: string, ignore: readonly IgnoreRule[] = []): boolean {
  return (
    hasPageExtension(path) &&
    !hasDoubledPageExtension(path) &&
    !isToolingPath(path) &&
    !/(^|\/)(build|dist|coverage|tmp|temp)\//.test(path) &&
    !/(^|\/)(README|LICENSE|CHANGELOG|CONTRIBUTING)\.md$/i.test(path) &&
    !isIgnoredPath(ignore, path)
  );
}

/** Whether a path is in a tooling folder (`node_modules`, a dot-folder such as `.cursor/`), whose files are never pages. */
export function isToolingPath(path: string): boolean {
  return /(^|\/)(node_modules|\.[^/]*)\//.test(path);
}

/** The project's page files, `.mintignore` and the platform's default ignores applied, in `project.list()` order. */
export function projectPageFiles(project: Project): string[] {
  const ignore = projectIgnoreRules(project);
  return project.list().filter((path) => isPageFile(path, ignore));
}

/** True for files in a snippets folder (`snippets/`, `_snippets/`, at any depth), which are fragments rather than pages. */
export function isSnippetPath(path: string): boolean {
  return /(^|\/)_?snippets\//.test(path);
}

/** The page file a navigation entry names (`guides/intro` → `guides/intro.mdx`, else `.md`; an entry with its extension names that file), if the project has it. */
export function pageFileFor(project: Project, entry: string): string | undefined {
  const base = normalizePath(entry);
  // `guides/a.mdx` names that file only, never `guides/a.mdx.mdx`, which is no page (see isPageFile).
  if (hasPageExtension(base)) return project.has(base) && !hasDoubledPageExtension(base) ? base : undefined;
  for (const ext of ['.mdx', '.md']) if (project.has(base + ext) && !hasDoubledPageExtension(base + ext)) return base + ext;
  return undefined;
}

/** The file a new page for a navigation entry gets: `/guides/intro` → `guides/intro.mdx`; an entry with its extension keeps it. */
export function newPageFile(entry: string): string {
  const base = normalizePath(entry);
  return hasPageExtension(base) ? base : `${base}.mdx`;
}
