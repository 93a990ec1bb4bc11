import type MiniSearch from 'minisearch';
import type { Project, SiteModel } from './core-api.ts';
import { pageSearchSections, querySearchIndex, runSteps, searchIndexSteps, searchPageOf } from '../core/site/search-index.ts';
import type { SearchPage, SearchScope, SearchSection } from '../core/site/search-index.ts';
import { isIndexed, siteSeo } from '../core/site/site-seo.ts';
import type { SearchResult } from '../core/protocol/page-feed-messages.ts';
import { siteUrl } from './core-api.ts';

/** The index of one state of the site: its pages (as the index numbers them), their paths, and the MiniSearch index of their sections. */
interface BuiltIndex {
  readonly key: string;
  readonly pages: readonly SearchPage[];
  readonly paths: readonly string[];
  readonly search: MiniSearch;
}

/**
 * The playground's search over the worker's current pages: the export's index (searchIndexOf, over
 * the same pages: isIndexed leaves hidden and `noindex` pages out) made on the first query and
 * made again at a query after a page's text or the site changed. Each page's sections are kept with
 * the text they were made from, so only changed pages are parsed again. The host may make it ahead of
 * the first query, in slices of idle time (see buildSlice); a query meanwhile makes it whole at once.
 */
export class PreviewSearch {
  readonly #sections = new Map<string, { readonly text: string | undefined; readonly sections: readonly SearchSection[] }>();
  #index: BuiltIndex | undefined;
  /** The site the index was checked against, and whether a file changed since (see changed). */
  #checked: SiteModel | undefined;
  #dirty = true;
  /** The index being made in slices (see buildSlice), and the site it is made for. */
  #building: { readonly site: SiteModel; readonly steps: Generator<void, BuiltIndex> } | undefined;

  /** A project file changed: the next query checks the pages' texts again (else it reuses the index while the site is the same); an index being made is dropped. */
  changed(): void {
    this.#dirty = true;
    this.#building = undefined;
  }

  /** Forgets every page's sections and the index (they were made while a resource was missing). */
  forget(): void {
    this.#sections.clear();
    this.#index = undefined;
    this.#dirty = true;
    this.#building = undefined;
  }

  /** Whether the index is made for `site` with the current pages: a query now answers without indexing. */
  ready(site: SiteModel): boolean {
    return this.#index !== undefined && !this.#dirty && this.#checked === site && this.#building === undefined;
  }

  /** The number of sections in the index made last (0 before one is made). */
  get documentCount(): number {
    return this.#index?.search.documentCount ?? 0;
  }

  /**
   * Makes the index of `site` ahead of a query, one step at a time while `more()` says so; true once
   * it is made (the next call starts again only after a change). The steps are those a query runs at
   * once, so the index is the same either way.
   */
  buildSlice(site: SiteModel, project: Project, more: () => boolean): boolean {
    if (this.#building?.site !== site) {
      if (this.ready(site)) return true;
      this.#building = { site, steps: this.#make(site, project) };
    }
    const { steps } = this.#building;
    do {
      if (!steps.next().done) continue;
      this.#building = undefined;
      return true;
    } while (more());
    return false;
  }

  /** The results of `query` among the pages in `scope`, each with the site URL of its page and section. */
  query(site: SiteModel, project: Project, query: string, scope: SearchScope): SearchResult[] {
    const index = this.#indexOf(site, project);
    return querySearchIndex(index.search, index.pages, query, scope).map((hit) => ({
      title: index.pages[hit.page]?.title ?? '',
      heading: hit.heading,
      snippet: hit.snippet,
      href: siteUrl(index.paths[hit.page] ?? '', hit.anchor || undefined),
    }));
  }

  #indexOf(site: SiteModel, project: Project): BuiltIndex {
    // A query during a build in slices makes the index whole now (the pages sectioned so far are kept).
    this.#building = undefined;
    return runSteps(this.#make(site, project));
  }

  /** Makes the index of `site` (or finds the one made still holds), yielding after each page and each few sections indexed. */
  *#make(site: SiteModel, project: Project): Generator<void, BuiltIndex> {
    if (this.#index && !this.#dirty && this.#checked === site) return this.#index;
    const indexing = siteSeo(site.config).indexing;
    const pages: SearchPage[] = [];
    const paths: string[] = [];
    const sections: SearchSection[] = [];
    const seen = new Set<string>();
    let changed = false;
    for (const page of site.pages) {
      if (!isIndexed(page, indexing)) continue;
      const text = project.readText(page.file);
      let made = this.#sections.get(page.file);
      if (!made || made.text !== text) {
        made = { text, sections: pageSearchSections(project, page) };
        this.#sections.set(page.file, made);
        changed = true;
        yield;
      }
      seen.add(page.file);
      for (const section of made.sections) sections.push({ ...section, page: pages.length });
      pages.push(searchPageOf(page));
      paths.push(page.path);
    }
    for (const file of this.#sections.keys()) if (!seen.has(file)) this.#sections.delete(file);
    // The site's page list (titles, versions, languages) is part of the index: a change there makes it again too.
    const key = JSON.stringify([pages, paths]);
    let index = this.#index;
    if (changed || !index || index.key !== key) index = { key, pages, paths, search: yield* searchIndexSteps(pages, sections) };
    // Marked as made for this site only once made: a build in slices may be dropped (a change) or overtaken (a query) before.
    this.#index = index;
    this.#checked = site;
    this.#dirty = false;
    return index;
  }
}
