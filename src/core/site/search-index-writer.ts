import MiniSearch from 'minisearch';
import { searchDocument, type SearchIndexData, searchOptions, type SearchPage, type SearchSection } from './search-index.ts';

/** MiniSearch whose serialized form can be read a term at a time (its fields are protected, for subclasses). */
class ChunkedMiniSearch extends MiniSearch {
  /** `toJSON()` without its `index` entries, in the same key order. */
  head(): Omit<ReturnType<MiniSearch['toJSON']>, 'index' | 'serializationVersion'> {
    return {
      documentCount: this._documentCount,
      nextId: this._nextId,
      documentIds: Object.fromEntries(this._documentIds),
      fieldIds: this._fieldIds,
      fieldLength: Object.fromEntries(this._fieldLength),
      averageFieldLength: this._avgFieldLength,
      storedFields: Object.fromEntries(this._storedFields),
      dirtCount: this._dirtCount,
    };
  }

  /** The entries of `toJSON().index`, one term at a time, each as JSON. */
  *entries(): Generator<string> {
    for (const [term, fieldIndex] of this._index) {
      const data: Record<number, Record<number, number>> = {};
      for (const [fieldId, freqs] of fieldIndex) data[fieldId] = Object.fromEntries(freqs);
      yield JSON.stringify([term, data]);
    }
  }
}

/** How many characters of the index's JSON a chunk holds at least (the last one may hold fewer). */
const chunkLength = 1 << 16;

/**
 * The export's search index (see buildSearchIndex) made one page at a time and written out in
 * chunks: a site's sections can be let go as they are added, and the index's JSON is never one
 * string, nor is MiniSearch's `toJSON()` object ever whole (on a 25,000-page site each is several
 * hundred megabytes). The chunks joined are exactly `JSON.stringify(buildSearchIndex(pages, sections))`
 * of the same pages and sections.
 */
export class SearchIndexWriter {
  readonly #pages: SearchPage[] = [];
  readonly #search = new ChunkedMiniSearch(searchOptions);
  #sections = 0;

  /** Adds the next page and its sections (their `page` is ignored: it is this page's number). */
  add(page: SearchPage, sections: readonly SearchSection[]): void {
    const number = this.#pages.length;
    this.#pages.push(page);
    for (const section of sections) this.#search.add(searchDocument(this.#sections++, { ...section, page: number }, page.title));
  }

  /** The index's JSON, in chunks of at least 64 K characters. */
  *chunks(): Generator<string> {
    const data: Omit<SearchIndexData, 'index'> = { version: 1, pages: this.#pages, options: searchOptions };
    const head = JSON.stringify(this.#search.head());
    // `{…data, "index": {…head, "index": [entries], "serializationVersion": 2}}`, as JSON.stringify writes it.
    let chunk = `${JSON.stringify(data).slice(0, -1)},"index":${head.slice(0, -1)},"index":[`;
    let first = true;
    for (const entry of this.#search.entries()) {
      chunk += first ? entry : `,${entry}`;
      first = false;
      if (chunk.length >= chunkLength) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}],"serializationVersion":2}}`;
  }
}
