// The editor layer: Monaco with docs.json schema help, MDX completions and hovers, core's
// diagnostics as markers, and quick fixes. The app loads it lazily: `await import('../editor/index.ts')`.
export type { AppCommand } from './keybindings.ts';
export type { EditorAdapter, EditorFactory, EditorOptions } from './editor-adapter.ts';
export { mountEditor } from './mount-editor.ts';
export type { MarkerData } from './marker-data.ts';
export { editorMarkers } from './editor-markers.ts';
