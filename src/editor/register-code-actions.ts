import type { Diagnostic, Fix } from '../core/index.ts';
import { fixesForDiagnostic, isLocalFix, type ReadFile } from './fixes-for-diagnostic.ts';
import { markerOwner } from './marker-data.ts';
import { matchDiagnostic } from './match-diagnostic.ts';
import { pathForUri } from './model-path.ts';
import type { monaco } from './monaco.ts';

type Monaco = typeof monaco;

/** The diagnostics last set for a file, and the model version they were set at. */
export interface DiagnosticsEntry {
  readonly diagnostics: readonly Diagnostic[];
  /** The model's version when they were set; undefined when the file was not open then. */
  readonly versionId: number | undefined;
}

/**
 * Registers the quick-fix provider: each marker's diagnostic becomes code actions, one per fix
 * (`fixesForDiagnostic`). A fix that only edits the open file is applied by Monaco as one undoable
 * edit; a fix that edits or creates other files runs the command `applyFixCommand` with the fix.
 * `readFile` gives the current text of the other files a fix reads (docs.json for an orphan page).
 */
export function registerCodeActions(m: Monaco, diagnosticsFor: (path: string) => DiagnosticsEntry | undefined, applyFixCommand: string, readFile: ReadFile): monaco.IDisposable {
  return m.languages.registerCodeActionProvider(
    ['json', 'mdx', 'markdown', 'yaml', 'plaintext'],
    {
      provideCodeActions(model, _range, context) {
        const actions: monaco.languages.CodeAction[] = [];
        const none = { actions, dispose() {} };
        if (context.only !== undefined && !context.only.startsWith('quickfix') && !'quickfix'.startsWith(context.only)) return none;
        const path = pathForUri(model.uri);
        const entry = diagnosticsFor(path);
        if (!entry) return none;
        const current = entry.versionId === model.getVersionId();
        const text = model.getValue();
        for (const marker of context.markers) {
          if (marker.source !== markerOwner) continue;
          const diagnostic = matchDiagnostic(entry.diagnostics, marker);
          if (!diagnostic) continue;
          // The marker's range is where the problem is now; the diagnostic's may be older.
          const now: Diagnostic = { ...diagnostic, line: marker.startLineNumber, column: marker.startColumn, endLine: marker.endLineNumber, endColumn: marker.endColumn };
          fixesForDiagnostic(path, text, now, current, readFile).forEach((fix, i) => {
            actions.push(toCodeAction(m, model, marker, fix, i === 0, path, applyFixCommand));
          });
        }
        return none;
      },
    },
    { providedCodeActionKinds: ['quickfix'] },
  );
}

function toCodeAction(m: Monaco, model: monaco.editor.ITextModel, marker: monaco.editor.IMarkerData, fix: Fix, isPreferred: boolean, path: string, applyFixCommand: string): monaco.languages.CodeAction {
  const action: monaco.languages.CodeAction = { title: fix.title, kind: 'quickfix', diagnostics: [marker], isPreferred };
  if (!isLocalFix(fix, path)) {
    action.command = { id: applyFixCommand, title: fix.title, arguments: [fix] };
    return action;
  }
  const versionId = model.getVersionId();
  action.edit = {
    edits: fix.edits.map((e) => {
      const start = model.getPositionAt(e.start);
      const end = model.getPositionAt(e.end);
      return { resource: model.uri, versionId, textEdit: { range: new m.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: e.text } };
    }),
  };
  return action;
}
