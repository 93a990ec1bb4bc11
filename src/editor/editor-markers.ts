import type { MarkerData } from './marker-data.ts';
import { markerOwner } from './marker-data.ts';
import { uriForPath } from './model-path.ts';
import { monaco } from './monaco.ts';

/** The markers the editor currently shows for a file (`monaco.editor.getModelMarkers`), for tests and status displays. */
export function editorMarkers(path: string): MarkerData[] {
  return monaco.editor.getModelMarkers({ resource: uriForPath(monaco, path), owner: markerOwner }).map((m) => ({
    severity: m.severity as MarkerData['severity'],
    message: m.message,
    code: typeof m.code === 'string' ? m.code : (m.code?.value ?? ''),
    source: m.source ?? markerOwner,
    startLineNumber: m.startLineNumber,
    startColumn: m.startColumn,
    endLineNumber: m.endLineNumber,
    endColumn: m.endColumn,
  }));
}
