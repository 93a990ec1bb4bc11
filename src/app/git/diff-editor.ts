import { languageForPath } from '../../editor/language-for-path.ts';
import { monaco } from '../../editor/monaco.ts';
import { installMonacoEnvironment } from '../../editor/monaco-environment.ts';
import { defineThemes, themeNames } from '../../editor/themes.ts';

// Monaco's side-by-side diff for the source-control panel. Loaded on demand (a dynamic import) like
// the editor, whose Monaco chunk it shares; its models have no URI of a workspace file, so they never
// meet the editor's.

/** A mounted diff: dispose it when the view closes. */
export interface DiffHandle {
  dispose(): void;
}

/** Shows `original` (the last commit) and `modified` (the working file) of `path` side by side, read-only. */
export function mountDiffEditor(container: HTMLElement, path: string, original: string, modified: string, theme: 'light' | 'dark'): DiffHandle {
  installMonacoEnvironment();
  defineThemes(monaco);
  // MDX's own language is registered by the editor; the diff colors it as Markdown.
  const language = languageForPath(path) === 'mdx' ? 'markdown' : languageForPath(path);
  const originalModel = monaco.editor.createModel(original, language);
  const modifiedModel = monaco.editor.createModel(modified, language);
  const editor = monaco.editor.createDiffEditor(container, {
    readOnly: true,
    originalEditable: false,
    automaticLayout: true,
    renderSideBySide: true,
    useInlineViewWhenSpaceIsLimited: false,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    theme: themeNames[theme],
  });
  editor.setModel({ original: originalModel, modified: modifiedModel });
  return {
    dispose() {
      editor.dispose();
      originalModel.dispose();
      modifiedModel.dispose();
    },
  };
}
