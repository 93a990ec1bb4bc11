import type MiniSearch from 'minisearch';
import type { Project, SiteModel } from './core-api.ts';
import { pageSearchSections, querySearchIndex, searchIndexOf, searchPageOf } from '../core/site/search-index.ts';
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
 * the text they were made from, so only changed pages are parsed again. Nothing is indexed before the
 * preview's first query.
 */
export class PreviewSearch {
  readonly #sections = new Map<string, { readonly text: string | undefined; readonly sections: readonly SearchSection[] }>();
  #index: BuiltIndex | undefined;
  /** The site the index was checked against, and whether a file changed since (see changed). */
  #checked: SiteModel | undefined;
  #dirty = true;

  /** A project file changed: the next query checks the pages' texts again (else it reuses the index while the site is the same). */
  changed(): void {
    this.#dirty = true;
  }

  /** Forgets every page's sections and the index (they were made while a resource was missing). */
  forget(): void {
    this.#sections.clear();
    this.#index = undefined;
    this.#dirty = true;
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
    if (this.#index && !this.#dirty && this.#checked === site) return this.#index;
    this.#checked = site;
    this.#dirty = false;
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
      }
      seen.add(page.file);
      for (const section of made.sections) sections.push({ ...section, page: pages.length });
      pages.push(searchPageOf(page));
      paths.push(page.path);
    }
    for (const file of this.#sections.keys()) if (!seen.has(file)) this.#sections.delete(file);
    // The site's page list (titles, versions, languages) is part of the index: a change there makes it again too.
    const key = JSON.stringify([pages, paths]);
    if (!changed && this.#index?.key === key) return this.#index;
    this.#index = { key, pages, paths, search: searchIndexOf(pages, sections) };
    return this.#index;
  }
}
