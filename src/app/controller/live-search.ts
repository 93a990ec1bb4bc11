import type { SearchMatch, SearchOptions } from '../../workspace/index.ts';

/** What a search shows: the query it answers, and its matches or the reason there are none. */
export interface LiveSearchResult {
  readonly query: string;
  readonly result: SearchMatch[] | string;
}

/** Options of createLiveSearch. */
export interface LiveSearchOptions {
  /** Runs one search over the current files. */
  readonly search: (query: string, options: SearchOptions) => SearchMatch[] | string;
  /** Told every new result. */
  readonly onResult: (result: LiveSearchResult) => void;
  /** Milliseconds of quiet (no typing, no file change) before searching; default 150. */
  readonly delayMs?: number;
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

/** Search results that follow the query as it is typed and the files as they change. */
export interface LiveSearch {
  /** The query or its options changed; an empty query clears the results at once. */
  setQuery(query: string, options: SearchOptions): void;
  /** Some file's text changed (an edit, a replace, a file added, moved or deleted). */
  filesChanged(): void;
  /** Cancels a search that is waiting; the next setQuery or filesChanged starts again. */
  cancel(): void;
}

/**
 * Debounced search-as-you-type: the search runs once `delayMs` after the last keystroke or
 * file change, so typing a word or an editor's burst of edits costs one search, not one each.
 */
export function createLiveSearch(options: LiveSearchOptions): LiveSearch {
  const delay = options.delayMs ?? 150;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let query = '';
  let searchOptions: SearchOptions = {};
  let timer: unknown;

  const cancel = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };
  const run = () => {
    timer = undefined;
    options.onResult({ query, result: options.search(query, searchOptions) });
  };
  const schedule = () => {
    cancel();
    timer = setTimer(run, delay);
  };

  return {
    setQuery(nextQuery, nextOptions) {
      query = nextQuery;
      searchOptions = nextOptions;
      if (query === '') {
        cancel();
        options.onResult({ query, result: [] });
      } else schedule();
    },
    filesChanged() {
      if (query !== '') schedule();
    },
    cancel,
  };
}
