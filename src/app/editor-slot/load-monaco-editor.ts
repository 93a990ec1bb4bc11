import type { EditorFactory } from './editor-adapter.ts';
import { plainEditorFactory } from './plain-editor.ts';

// TODO: mount the Monaco editor of src/editor here once its mountEditor API lands; until then the
// dynamic import resolves to the plain editor, so the app's lazy-loading path is exercised.
/** The editor factory the app switches to after the first preview: Monaco. */
export const monacoEditorFactory: EditorFactory = plainEditorFactory;
