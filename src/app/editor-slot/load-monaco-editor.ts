import { mountEditor } from '../../editor/index.ts';
import type { EditorFactory } from '../../editor/index.ts';

/**
 * The Monaco editor of src/editor, which implements the app's editor interface itself. This module
 * is loaded with a dynamic import after the first preview, so Monaco never delays the shell.
 */
export const monacoEditorFactory: EditorFactory = mountEditor;
