import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import { IdAssigner } from '../render/ids.ts';
import { flattenPage } from './page-markdown.ts';

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
 * Builds the search index of an export from its pages and their sections (see searchSections): a
 * MiniSearch index over page title, heading and text, storing what a result shows (page, section,
 * snippet), serialized with the options the runtime loads it with. Same input, same bytes.
 */
export function buildSearchIndex(pages: readonly SearchPage[], sections: readonly SearchSection[]): SearchIndexData {
  const search = new MiniSearch(searchOptions);
  search.addAll(sections.map((s, id) => ({ id, page: s.page, title: pages[s.page]?.title ?? '', heading: s.heading, anchor: s.anchor, text: s.text, snippet: snippet(s.text) })));
  return { version: 1, pages: [...pages], options: searchOptions, index: search.toJSON() };
}
