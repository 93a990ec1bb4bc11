import { countDiagnostics } from '../../core/index.ts';
import { languageOf } from '../../workspace/index.ts';
import { useApp, useAppState } from '../app-context.ts';

const saveLabels = { saved: 'All changes saved', pending: 'Saving…', error: 'Not saved — see the message above' } as const;

/** Workspace, save state, problem counts (click to show the panel), cursor and language. */
export function StatusBar() {
  const app = useApp();
  const workspace = useAppState((s) => s.workspace);
  const saving = useAppState((s) => s.saving);
  const readOnly = useAppState((s) => s.readOnly);
  const diagnostics = useAppState((s) => s.diagnostics);
  const cursor = useAppState((s) => s.cursor);
  const active = useAppState((s) => s.active);
  const editorKind = useAppState((s) => s.editorKind);
  const persistent = useAppState((s) => s.persistent);
  const checking = useAppState((s) => s.checking);
  const counts = countDiagnostics(diagnostics);
  return (
    <footer className="status-bar" aria-label="Status bar">
      <span className="wide-only">{workspace?.name ?? 'Loading…'}</span>
      <span role="status" aria-label="Save status" className={`save-${saving}`}>
        {readOnly ? 'Read-only (open in another tab)' : saveLabels[saving]}
      </span>
      <button type="button" className="status-button" aria-label={checking ? 'Checking the project' : `${counts.errors} errors, ${counts.warnings} warnings`} onClick={() => app.store.set((s) => ({ problemsOpen: !s.problemsOpen }))}>
        {checking ? 'Checking…' : `✖ ${counts.errors} ⚠ ${counts.warnings}`}
      </button>
      <span className="spacer" />
      {persistent === false && <span className="wide-only" title="The browser may clear this site's storage when space runs low.">Storage not persistent</span>}
      {cursor && active && (
        <span>
          Ln {cursor.line}, Col {cursor.column}
        </span>
      )}
      {active && <span>{languageOf(active) === 'markdown' && active.endsWith('.mdx') ? 'MDX' : languageOf(active)}</span>}
      <span className="wide-only">{editorKind === 'monaco' ? 'Monaco' : 'Plain editor'}</span>
    </footer>
  );
}
