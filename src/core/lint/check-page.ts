import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseFrontmatter } from '../page/parse-frontmatter.ts';
import type { LruCache } from '../lru-cache.ts';
import { parsePage, type ParsedPage } from '../page/parse-page.ts';
import { isSnippetPath } from '../project/page-files.ts';
import { lintPage } from './lint-page.ts';
import type { LinkTargets } from '../project/link-targets.ts';

/** Options of checkPage. */
export interface CheckPageOptions {
  /** Component names the project provides beyond the registry and the page's own imports; default none. */
  readonly knownComponents?: ReadonlySet<string>;
  /**
   * The page is a snippet included by other pages: it needs no front matter and may hold a bare
   * `Step` or `Tab`. Default: true for files under `snippets/` or `_snippets/`.
   */
  readonly snippet?: boolean;
  /** Whether a project file exists, to report imports of snippets that do not; default: not checked. */
  readonly fileExists?: (path: string) => boolean;
  /** The pages and redirects of the project, to report links that lead nowhere (with `fileExists`); default: not checked. */
  readonly linkTargets?: LinkTargets;
  /** The session's last parse of each file (see ParsePageOptions.memo); default: nothing is remembered. */
  readonly parses?: LruCache<string, ParsedPage>;
}

/** A checked page: its tree, its front matter as data and every diagnostic, sorted. */
export interface PageCheck {
  readonly page: ParsedPage;
  readonly frontmatter: Record<string, unknown>;
  readonly diagnostics: Diagnostic[];
}

/** Parses a page once and runs every page check on it: MDX syntax, front matter, components and the authoring rules. */
export function checkPage(file: string, text: string, options: CheckPageOptions = {}): PageCheck {
  const page = parsePage(file, text, options.parses ? { memo: options.parses } : {});
  const snippet = options.snippet ?? isSnippetPath(file);
  const frontmatter = parseFrontmatter(page, { snippet });
  const diagnostics = [...page.diagnostics, ...frontmatter.diagnostics];
  if (page.ok) diagnostics.push(...lintPage(page, { snippet, ...(options.knownComponents && { knownComponents: options.knownComponents }), ...(options.fileExists && { fileExists: options.fileExists }), ...(options.linkTargets && { linkTargets: options.linkTargets }) }));
  diagnostics.sort(compareDiagnostics);
  return { page, frontmatter: frontmatter.data, diagnostics };
}
