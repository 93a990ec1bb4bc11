import type { Diagnostic } from '../../core/index.ts';
import { mountEditor } from '../../editor/index.ts';
import type { EditorAdapter, EditorFactory } from './editor-adapter.ts';

/**
 * The Monaco editor of src/editor behind the app's editor interface. This module is loaded
 * with a dynamic import after the first preview, so Monaco never delays the shell.
 */
export const monacoEditorFactory: EditorFactory = (container, options): EditorAdapter => {
  const editor = mountEditor(container, {
    getPagePaths: () => [...options.files()],
    readFile: (path) => options.readText(path),
    onChange: (path, text) => options.onChange(path, text),
    onSave: () => options.onSave(),
    onCommand: (command) => options.onCommand(command),
    applyFix: (fix) => options.applyEdits(fix.edits),
    onCursor: (_path, line, column) => options.onCursor?.(line, column),
    theme: options.theme,
  });
  let shown: string | undefined;
  let marked = new Set<string>();
  return {
    kind: 'monaco',
    open(path, text) {
      shown = path;
      editor.open(path, text);
    },
    replace: (path, text) => editor.setText(path, text),
    close(path) {
      if (shown === path) shown = undefined;
      editor.close(path);
    },
    setDiagnostics(diagnostics) {
      const byFile = new Map<string, Diagnostic[]>();
      for (const d of diagnostics) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
      // Files that had markers and have none now are cleared.
      for (const path of marked) if (!byFile.has(path)) editor.setDiagnostics(path, []);
      for (const [path, list] of byFile) editor.setDiagnostics(path, list);
      marked = new Set(byFile.keys());
    },
    reveal(line, column) {
      if (shown !== undefined) editor.reveal(shown, line, column);
    },
    format: () => editor.format(),
    setTheme: (theme) => editor.setTheme(theme),
    setReadOnly: (readOnly) => editor.setReadOnly(readOnly),
    focus: () => editor.focus(),
    dispose: () => editor.dispose(),
  };
};
