import { useMemo } from 'react';
import { compareBySeverity, countDiagnostics } from '../../core/index.ts';
import type { Diagnostic } from '../../core/index.ts';
import { useApp, useAppState } from '../app-context.ts';
import { applyEdits, openFile } from '../controller/file-actions.ts';

const icons = { error: '✖', warning: '⚠', info: 'ℹ' } as const;
/** More rows than anyone reads; a project with thousands of notes stays fast. */
const MAX_ROWS = 500;

/** Every diagnostic of the project from core, errors first; a click opens the file at the position, a fix button applies the quick fix. */
export function ProblemsPanel({ height }: { height: number }) {
  const app = useApp();
  const unsorted = useAppState((s) => s.diagnostics);
  const strict = useAppState((s) => s.strict);
  const checking = useAppState((s) => s.checking);
  const cached = useAppState((s) => s.problemsCached);
  const diagnostics = useMemo(() => [...unsorted].sort(compareBySeverity), [unsorted]);
  const counts = countDiagnostics(diagnostics);
  const jump = (d: Diagnostic) => openFile(app, d.file, { line: d.line, column: d.column });
  return (
    <section className="problems" aria-label="Problems" style={{ height }}>
      <header className="pane-header">
        <h2>Problems</h2>
        <span className="counts">{checking ? 'Checking…' : `${counts.errors} errors · ${counts.warnings} warnings · ${counts.infos} notes`}</span>
        <label className="strict-toggle" title={strict.project ? 'The project sets "strict": true (.quirerc.json or package.json): warnings count as errors.' : 'Count warnings as errors, as quire check --strict does.'}>
          <input type="checkbox" checked={strict.user || strict.project} disabled={strict.project} onChange={(event) => app.setStrict(event.currentTarget.checked)} />
          Strict{strict.project ? ' (set by the project)' : ''}
        </label>
        <button type="button" className="icon-button" aria-label="Close problems panel" onClick={() => app.store.set({ problemsOpen: false })}>
          ×
        </button>
      </header>
      {cached && (
        <p className="problems-note" role="status">
          From the last check of these files; checking again…
        </p>
      )}
      {checking && diagnostics.length === 0 ? (
        <p className="empty" role="status">
          Checking…
        </p>
      ) : diagnostics.length === 0 ? (
        <p className="empty">No problems.</p>
      ) : (
        <ul className="problem-list" aria-label="Problem list">
          {diagnostics.slice(0, MAX_ROWS).map((d, i) => (
            <li key={`${d.file}:${d.line}:${d.column}:${d.code}:${i}`} className={`problem ${d.severity}`}>
              <button type="button" className="problem-jump" onClick={() => jump(d)} aria-label={`${d.severity}: ${d.message} ${d.file}:${d.line}:${d.column}`}>
                <span aria-hidden="true" className="problem-icon">
                  {icons[d.severity]}
                </span>
                <span className="problem-text">
                  <span className="problem-message">{d.message}</span>
                  <span className="problem-meta">
                    {d.file}:{d.line}:{d.column} · {d.code}
                  </span>
                </span>
              </button>
              {d.fix && (
                <button type="button" className="problem-fix" onClick={() => d.fix && applyEdits(app, d.fix.edits)}>
                  {d.fix.title}
                </button>
              )}
            </li>
          ))}
          {diagnostics.length > MAX_ROWS && <li className="empty">…and {diagnostics.length - MAX_ROWS} more. Fix the ones above to see the rest.</li>}
        </ul>
      )}
    </section>
  );
}
