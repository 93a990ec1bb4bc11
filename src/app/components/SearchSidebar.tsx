import { useLayoutEffect, useRef, useState } from 'react';
import { useApp } from '../app-context.ts';
import { closeSearch } from '../controller/close-search.ts';
import { useOnDemandUi } from './use-on-demand-ui.ts';

/**
 * Search across files in the side bar (Ctrl/Cmd+Shift+F). Its code loads on first use; until
 * then a shell with the same search field takes the keys, and the panel starts from what was
 * typed there.
 */
export function SearchSidebar() {
  const app = useApp();
  const close = () => closeSearch(app);
  const ui = useOnDemandUi('Could not open search', close);
  const [query, setQuery] = useState('');
  if (ui) return <ui.SearchPanel initialQuery={query} />;
  return <SearchShell query={query} onQuery={setQuery} onClose={close} />;
}

/** The search panel while its code loads: its header and search field. */
function SearchShell({ query, onQuery, onClose }: { query: string; onQuery: (query: string) => void; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  // Layout effect: the field has focus before the next key arrives.
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <section className="search-panel" aria-label="Search" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <header className="pane-header">
        <h2>Search</h2>
        <button type="button" className="icon-button" aria-label="Close search" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="search-fields">
        <input ref={input} aria-label="Search text" placeholder="Search" value={query} onChange={(e) => onQuery(e.target.value)} spellCheck={false} />
      </div>
      <p className="search-summary" role="status">
        Loading search…
      </p>
    </section>
  );
}
