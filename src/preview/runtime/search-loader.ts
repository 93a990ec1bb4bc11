import { previewSearchEvents } from '../../core/site/preview-search-events.ts';
import { searchQueryMaxLength } from '../../core/protocol/search-query-limit.ts';
import type { SearchQuery, SearchResult } from '../../core/protocol/page-feed-messages.ts';

/** The `<meta name>` of preview.html whose content is the URL of the preview's search script (see previewSearchScript). */
export const SEARCH_SCRIPT_META = 'quire-search-script';

/** What the search needs of the runtime: sending a query to the worker, and following a result. */
export interface SearchBridge {
  readonly query: (request: SearchQuery) => void;
  readonly go: (href: string) => void;
}

/**
 * Loads the preview's search script the first time the reader asks for the search (a click on the
 * top bar's search box, or Ctrl/Cmd+K), never before; once in, the script opens its dialog and
 * handles both itself. The script's queries (DOM events, see previewSearchEvents) go to the worker
 * through `bridge`, and a result it follows is followed like a link. Returns what shows the
 * worker's answer to the script.
 */
export function installSearchLoader(doc: Document, bridge: SearchBridge): (answer: { readonly id: number; readonly results: readonly SearchResult[] }) => void {
  let loaded = false;
  const load = (event: Event): void => {
    if (loaded) return;
    const src = doc.querySelector<HTMLMetaElement>(`meta[name="${SEARCH_SCRIPT_META}"]`)?.content;
    if (!src || !doc.querySelector('[data-quire-search]')) return;
    event.preventDefault();
    loaded = true;
    const script = doc.createElement('script');
    script.src = src;
    // Kept when a render replaces the page's head.
    script.dataset.previewOwn = '';
    script.onerror = () => {
      loaded = false;
      script.remove();
    };
    doc.head.append(script);
  };
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-quire-search]')) load(event);
  });
  doc.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') load(event);
  });
  doc.addEventListener(previewSearchEvents.query, (event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
    if (typeof detail !== 'object' || detail === null) return;
    const { id, query, version, language } = detail as Record<string, unknown>;
    if (typeof id !== 'number' || typeof query !== 'string' || typeof version !== 'string' || typeof language !== 'string') return;
    bridge.query({ type: 'search', id, query: query.slice(0, searchQueryMaxLength), version, language });
  });
  doc.addEventListener(previewSearchEvents.go, (event) => {
    const href: unknown = event instanceof CustomEvent ? (event.detail as { href?: unknown } | null)?.href : undefined;
    if (typeof href === 'string') bridge.go(href);
  });
  return (answer) => {
    doc.dispatchEvent(new CustomEvent(previewSearchEvents.results, { detail: { id: answer.id, results: answer.results } }));
  };
}
