import type { DocsConfig } from '../config/index.ts';
import { operationNamed } from '../openapi/operation-of-page.ts';
import { titleFromFile } from '../page/title-from-file.ts';
import { isSnippetPath, pageFileFor, projectPageFiles } from '../project/page-files.ts';
import type { Project } from '../project/project.ts';
import { replaceVariables } from '../render/variables/substitute-variables.ts';
import { configVariables } from './config-variables.ts';
import { readPageMeta } from './page-meta.ts';
import type { PageMeta } from './page-meta.ts';
import { pagePathOf } from './site-links.ts';
import type { SiteNavEntry, SiteNavGroup, SitePage } from './site-model.ts';
import type { DivisionDraft, SiteDivision } from './site-navigation.ts';

/** Where a page is listed: its group trail, whether a hidden group or division holds it, its version and division. */
export interface Listing {
  readonly trail: readonly string[];
  readonly hidden: boolean;
  readonly version: string | undefined;
  readonly section: SiteDivision;
}

/**
 * The pages of a site while either format's builder lists them: each navigation path resolves to a file
 * once (the first listing wins), with its title from front matter; pages in no navigation are added
 * last as hidden pages. Both builders share it, so both formats resolve, title and order pages alike.
 */
export class PageRegistry {
  readonly pages: SitePage[] = [];
  readonly byPath = new Map<string, SitePage>();
  readonly #project: Project;
  readonly #config: DocsConfig;

  /** `config` names the OpenAPI files whose operations pages document (see operationNamed). */
  constructor(project: Project, config: DocsConfig) {
    this.#project = project;
    this.#config = config;
  }

  /** The page a navigation entry names, added on its first listing; undefined when no file has it. */
  listed(entry: string, listing: Listing | ((path: string) => Listing)): SitePage | undefined {
    const path = pagePathOf(entry);
    const known = this.byPath.get(path);
    if (known) return known;
    const file = pageFileFor(this.#project, path);
    if (file === undefined) return undefined;
    return this.#add(path, file, typeof listing === 'function' ? listing(path) : listing, true);
  }

  /** Adds the pages no navigation lists (snippets are fragments, not pages), as hidden pages in the division `sectionOf` gives, in path order. */
  addUnlisted(sectionOf: (path: string) => SiteDivision, versionOf: (section: SiteDivision) => string | undefined = () => undefined): void {
    const listedFiles = new Set(this.pages.map((p) => p.file));
    for (const file of projectPageFiles(this.#project).filter((f) => !isSnippetPath(f) && !listedFiles.has(f)).sort()) {
      const path = pagePathOf(file);
      if (!this.byPath.has(path)) {
        const section = sectionOf(path);
        this.#add(path, file, { trail: [], hidden: true, version: versionOf(section), section }, false);
      }
    }
  }

  #add(path: string, file: string, listing: Listing, listed: boolean): SitePage {
    const read = withVariables(readPageMeta(file, this.#project.readText(file) ?? ''), configVariables(this.#config));
    // A page of a hidden group or division is hidden as if its front matter said so.
    const meta = listing.hidden && read.hidden !== true ? { ...read, hidden: true } : read;
    const operation = read.openapi === undefined ? undefined : operationNamed(this.#project, this.#config, read.openapi);
    // A page documenting an API operation is named by its summary when its front matter names it not.
    const fallback = operation?.summary ?? titleFromFile(path);
    const page: SitePage = {
      path,
      file,
      title: meta.title ?? meta.sidebarTitle ?? fallback,
      navTitle: meta.sidebarTitle ?? meta.title ?? fallback,
      meta,
      operation: operation ? { method: operation.method, path: operation.path } : undefined,
      section: listing.section,
      groups: listing.trail,
      version: listing.version,
      order: this.pages.length,
      listed,
    };
    this.pages.push(page);
    this.byPath.set(path, page);
    return page;
  }
}

/** Fills each division's listed pages and first page (the first listed page inside it, not hidden if it has one). */
export function fillDivisionPages(root: DivisionDraft, pages: readonly SitePage[]): void {
  // A page's division and those around it are drafts of this build: each gets the page, in navigation order.
  for (const page of pages) {
    if (!page.listed) continue;
    for (let d: SiteDivision | undefined = page.section; d; d = d.parent) (d as DivisionDraft).pages.push(page);
  }
  const fill = (d: DivisionDraft): void => {
    d.firstPage = d.pages.find((p) => p.meta.hidden !== true) ?? d.pages[0];
    d.divisions.forEach(fill);
  };
  fill(root);
}

/** The section of the first page inside a list of entries, depth first. */
export function firstSection(entries: readonly SiteNavEntry[]): SiteDivision | undefined {
  for (const entry of entries) {
    const section = entry.kind === 'page' ? entry.page.section : entry.section;
    if (section !== undefined) return section;
  }
  return undefined;
}

/** Whether a group holds a page at any depth (as an entry or as its root page). */
export function groupHolds(group: SiteNavGroup, page: SitePage): boolean {
  return group.root === page || group.entries.some((e) => (e.kind === 'page' ? e.page === page : groupHolds(e, page)));
}

/**
 * The division of a page in no navigation, for a format whose divisions have no folders: that of the
 * listed page sharing the most folders with it (`guides/new` goes with `guides/setup`), else the root.
 */
export function sectionByFolder(pages: readonly SitePage[], root: SiteDivision): (path: string) => SiteDivision {
  const byFolder = new Map<string, SiteDivision>();
  for (const page of pages) {
    if (!page.listed) continue;
    const parts = page.path.split('/');
    for (let n = parts.length - 1; n >= 1; n--) {
      const folder = parts.slice(0, n).join('/');
      if (!byFolder.has(folder)) byFolder.set(folder, page.section);
    }
  }
  return (path) => {
    const parts = path.split('/');
    for (let n = parts.length - 1; n >= 1; n--) {
      const section = byFolder.get(parts.slice(0, n).join('/'));
      if (section) return section;
    }
    return root;
  };
}

/** The shown front matter fields with docs.json's `{{name}}` variables put in, as the platform replaces them in the whole page. */
function withVariables(meta: PageMeta, variables: Readonly<Record<string, string>> | undefined): PageMeta {
  if (!variables) return meta;
  const out: { -readonly [K in keyof PageMeta]: PageMeta[K] } = { ...meta };
  for (const key of ['title', 'description', 'sidebarTitle'] as const) {
    const value = meta[key];
    if (value !== undefined) out[key] = replaceVariables(value, variables);
  }
  return out;
}
