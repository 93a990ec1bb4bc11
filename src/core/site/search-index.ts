import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import { IdAssigner } from '../render/ids.ts';
import { flattenPage } from './page-markdown.ts';
import { pageLanguage } from './page-language.ts';
import type { SitePage } from './site-model.ts';
import { parseMemo, parsePage } from '../page/parse-page.ts';
import { cachesOf } from '../session/session-project.ts';
import type { Project } from '../project/project.ts';

/** One page of the search index: where it is and which language and version it shows under. */
export interface SearchPage {
  /** The page's output file from the site's root (`guides/setup.html`). */
  readonly url: string;
  readonly title: string;
  /** The docs version it belongs to, or '' for every version. */
  readonly version: string;
  /** The language division it lies in, or '' for none. */
  readonly language: string;
}

/** One searchable section: the text from one heading (level 2 or 3) to the next, or the page's text before its first heading. */
export interface SearchSection {
  /** Index into SearchIndexData.pages. */
  readonly page: number;
  /** The heading, '' for the page's top. */
  readonly heading: string;
  /** The heading's id in the page ('' for the top), the same id the renderer gives it. */
  readonly anchor: string;
  readonly text: string;
}

/** The export's `_quire/search-index.json`: the pages, and the serialized MiniSearch index of their sections with the options it was made with. */
export interface SearchIndexData {
  readonly version: 1;
  readonly pages: SearchPage[];
  readonly options: SearchOptions;
  /** MiniSearch's JSON form (`MiniSearch.loadJSON` reads it back with `options`). */
  readonly index: unknown;
}

/** The MiniSearch options shared by the build and the runtime (plain data: no functions, so they travel in the index file). */
export type SearchOptions = Pick<Options, 'fields' | 'storeFields' | 'idField'>;

/** How many characters of a section the index keeps for its snippet. */
export const snippetLength = 120;

/** The options of every index: titles, headings and text searched; page, heading, anchor and snippet stored. */
export const searchOptions: SearchOptions = { idField: 'id', fields: ['title', 'heading', 'text'], storeFields: ['page', 'heading', 'anchor', 'snippet'] };

/**
 * The sections of a page for the search (people's view: `<Visibility for="agents">` left out): the
 * text before the first heading, then one per level-2 or level-3 heading, each with the heading's id
 * as the renderer assigns it (headings of every level take part in the de-duplication).
 */
export function searchSections(tree: Root, page: number): SearchSection[] {
  const flat = flattenPage(tree, 'humans');
  const ids = new IdAssigner();
  const sections: SearchSection[] = [];
  let current = { heading: '', anchor: '', parts: [] as string[] };
  const close = (): void => {
    const text = current.parts.join(' ').replace(/\s+/g, ' ').trim();
    if (text !== '' || current.heading !== '') sections.push({ page, heading: current.heading, anchor: current.anchor, text });
  };
  const visit = (node: RootContent): void => {
    if (node.type === 'heading') {
      const heading = toString(node).trim();
      const [id = ''] = ids.assign([{ kind: 'heading', base: heading }]);
      if (node.depth === 2 || node.depth === 3) {
        close();
        current = { heading, anchor: id, parts: [] };
        return;
      }
      current.parts.push(heading);
      return;
    }
    current.parts.push(prose(node));
  };
  for (const node of flat.children) visit(node);
  close();
  return sections;
}

/**
 * The text of a node without its code blocks and raw HTML: code makes the index several times larger
 * (long listings of identifiers) and is rarely what a reader types; inline code stays.
 */
function prose(node: RootContent): string {
  if (node.type === 'code' || node.type === 'html') return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(prose).join(node.type === 'paragraph' || node.type === 'heading' ? '' : ' ');
  return '';
}

/** The snippet a section stores: its first characters, cut at a word. */
function snippet(text: string): string {
  if (text.length <= snippetLength) return text;
  const cut = text.slice(0, snippetLength);
  const space = cut.lastIndexOf(' ');
  return `${space > snippetLength / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The search sections of a site page as its file's text gives them (see searchSections), numbered
 * page 0; none when it does not parse. What the playground's worker indexes: the export takes them
 * from publishedPage, with the page's Markdown, which the worker does not need.
 */
export function pageSearchSections(project: Project, page: SitePage): SearchSection[] {
  const text = project.readText(page.file);
  // The session's parse: the project's check (or a render) has usually parsed the page already.
  const parsed = text === undefined ? undefined : parsePage(page.file, text, { memo: cachesOf(project).get(parseMemo) });
  if (!parsed?.ok) return [];
  try {
    return searchSections(parsed.tree, 0);
  } catch {
    return [];
  }
}

/** A page's entry in the search index: its output file, title, version and language. */
export function searchPageOf(page: SitePage): SearchPage {
  return { url: `${page.path}.html`, title: page.title, version: page.version ?? '', language: pageLanguage(page) };
}

/**
 * The MiniSearch index of a site's sections (see searchSections): page title, heading and text
 * searched; page, heading, anchor and snippet stored. The one index the export writes (see
 * buildSearchIndex) and the playground's worker queries.
 */
export function searchIndexOf(pages: readonly SearchPage[], sections: readonly SearchSection[]): MiniSearch {
  return runSteps(searchIndexSteps(pages, sections));
}

/** Runs work made of steps (see searchIndexSteps) to its end at once and returns its result. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** How many sections searchIndexSteps adds between two yields. */
const SECTIONS_PER_STEP = 64;

/**
 * searchIndexOf as steps: it yields after each few sections added, so a host can make the index in
 * slices of idle time; run to its end, it returns the same index as searchIndexOf.
 */
export function* searchIndexSteps(pages: readonly SearchPage[], sections: readonly SearchSection[]): Generator<void, MiniSearch> {
  const search = new MiniSearch(searchOptions);
  for (let start = 0; start < sections.length; start += SECTIONS_PER_STEP) {
    search.addAll(
      sections.slice(start, start + SECTIONS_PER_STEP).map((s, offset) => searchDocument(start + offset, s, pages[s.page]?.title ?? '')),
    );
    yield;
  }
  return search;
}

/** The MiniSearch document of section number `id`, of a page titled `title`. */
export function searchDocument(id: number, section: SearchSection, title: string): { id: number; page: number; title: string; heading: string; anchor: string; text: string; snippet: string } {
  return { id, page: section.page, title, heading: section.heading, anchor: section.anchor, text: section.text, snippet: snippet(section.text) };
}

/** Which results a query keeps: those of pages of the language and version shown ('' shows or is shown under every one). */
export interface SearchScope {
  readonly version: string;
  readonly language: string;
}

/** One result: the page's index in the index's pages, the section's heading and anchor ('' for the page's top) and its snippet. */
export interface SearchHit {
  readonly page: number;
  readonly heading: string;
  readonly anchor: string;
  readonly snippet: string;
}

/** How many results a query lists. */
export const searchResultLimit = 20;

/**
 * Runs a query as the export's search script does (search-runtime.ts, which repeats these options
 * in its own text): prefix matching, typos forgiven in words of 4 letters or more (short words
 * fuzzily match too much, and slowly), every word required, titles and headings weighed more; only
 * pages in `scope`; at most searchResultLimit results.
 */
export function querySearchIndex(search: MiniSearch, pages: readonly SearchPage[], query: string, scope: SearchScope): SearchHit[] {
  const shown = (result: Record<string, unknown>): boolean => {
    const page = result['page'];
    const info = typeof page === 'number' ? pages[page] : undefined;
    if (!info) return false;
    return (!info.version || !scope.version || info.version === scope.version) && (!info.language || !scope.language || info.language === scope.language);
  };
  const results = search.search(query.trim(), { prefix: true, fuzzy: (term) => (term.length > 3 ? 0.2 : false), combineWith: 'AND', boost: { title: 3, heading: 2 }, filter: shown });
  return results.slice(0, searchResultLimit).map((r) => ({ page: r['page'] as number, heading: String(r['heading'] ?? ''), anchor: String(r['anchor'] ?? ''), snippet: String(r['snippet'] ?? '') }));
}

/**
 * Builds the search index of an export from its pages and their sections (see searchSections and
 * searchIndexOf), serialized with the options the runtime loads it with. Same input, same bytes.
 */
export function buildSearchIndex(pages: readonly SearchPage[], sections: readonly SearchSection[]): SearchIndexData {
  return { version: 1, pages: [...pages], options: searchOptions, index: searchIndexOf(pages, sections).toJSON() };
}
