import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SearchMatch } from '../../workspace/index.ts';
import { useApp } from '../app-context.ts';
import { closeSearch } from '../controller/close-search.ts';
import { openFile } from '../controller/file-actions.ts';
import { createLiveSearch } from '../controller/live-search.ts';
import type { LiveSearchResult } from '../controller/live-search.ts';
import { replaceAll, runSearch } from '../controller/search-actions.ts';

/**
 * Ctrl/Cmd+Shift+F: search every text file (case, whole word, regular expression) and replace
 * all. Results follow the query as it is typed and the files as they are edited. It starts from
 * `initialQuery`, what was typed into its shell while its code loaded.
 */
export function SearchPanel({ initialQuery }: { initialQuery: string }) {
  const app = useApp();
  const [query, setQuery] = useState(initialQuery);
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCase] = useState(false);
  const [wholeWord, setWord] = useState(false);
  const [regex, setRegex] = useState(false);
  const [shown, setShown] = useState<LiveSearchResult>({ query: '', result: [] });
  const input = useRef<HTMLInputElement>(null);
  // A layout effect: the field takes over the shell's focus, caret at the end, before another key arrives.
  useLayoutEffect(() => {
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  const options = useMemo(() => ({ caseSensitive, wholeWord, regex }), [caseSensitive, wholeWord, regex]);
  const [live] = useState(() => createLiveSearch({ search: (q, o) => runSearch(app, q, o), onResult: setShown }));
  useEffect(() => {
    live.setQuery(query, options);
    return live.cancel;
  }, [live, query, options]);
  useEffect(() => app.fileChanges.subscribe(() => live.filesChanged()), [app, live]);
  const result = shown.result;
  const grouped = useMemo(() => {
    const map = new Map<string, SearchMatch[]>();
    if (typeof result !== 'string') for (const m of result) map.set(m.path, [...(map.get(m.path) ?? []), m]);
    return map;
  }, [result]);
  return (
    <section className="search-panel" aria-label="Search" onKeyDown={(e) => e.key === 'Escape' && closeSearch(app)}>
      <header className="pane-header">
        <h2>Search</h2>
        <button type="button" className="icon-button" aria-label="Close search" onClick={() => closeSearch(app)}>
          ×
        </button>
      </header>
      <div className="search-fields">
        <input ref={input} aria-label="Search text" placeholder="Search" value={query} onChange={(e) => setQuery(e.target.value)} spellCheck={false} />
        <div className="search-options">
          <label>
            <input type="checkbox" checked={caseSensitive} onChange={(e) => setCase(e.target.checked)} /> Match case
          </label>
          <label>
            <input type="checkbox" checked={wholeWord} onChange={(e) => setWord(e.target.checked)} /> Whole word
          </label>
          <label>
            <input type="checkbox" checked={regex} onChange={(e) => setRegex(e.target.checked)} /> Regex
          </label>
        </div>
        <input aria-label="Replace with" placeholder="Replace" value={replacement} onChange={(e) => setReplacement(e.target.value)} spellCheck={false} />
        <button type="button" disabled={typeof result === 'string' || result.length === 0} onClick={() => void replaceAll(app, query, replacement, options)}>
          Replace all
        </button>
      </div>
      {typeof result === 'string' ? (
        shown.query && <p className="empty">{result}</p>
      ) : (
        <>
          <p className="search-summary" role="status">
            {shown.query ? `${result.length} ${result.length === 1 ? 'result' : 'results'} in ${grouped.size} ${grouped.size === 1 ? 'file' : 'files'}` : ''}
          </p>
          <ul className="search-results" aria-label="Search results">
            {[...grouped].map(([path, matches]) => (
              <li key={path}>
                <div className="search-file">{path}</div>
                <ul>
                  {matches.map((m) => (
                    <li key={`${m.line}:${m.column}`}>
                      <button type="button" className="search-hit" onClick={() => openFile(app, path, { line: m.line, column: m.column })}>
                        <span className="search-line">{m.line}</span> {m.preview.trim()}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
