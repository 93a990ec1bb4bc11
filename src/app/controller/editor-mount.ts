import type { EditorFactory } from '../../editor/editor-adapter.ts';
import { isTextPath } from '../../workspace/index.ts';
import type { AppController } from './app-controller.ts';
import { applyEdits } from './file-actions.ts';
import { notify } from './notices.ts';

/**
 * Mounts an editor into the editor pane, replacing the one there (the plain text area is
 * replaced by Monaco once it has loaded). The new editor gets the shown file, the diagnostics
 * and the read-only state; text lives in the session, so nothing typed is lost by the swap.
 */
export function mountEditor(app: AppController, container: HTMLElement, factory: EditorFactory): void {
  app.editor?.dispose();
  const { theme, readOnly, active, diagnostics } = app.store.get();
  const editor = factory(container, {
    onChange: (path, text) => app.editFile(path, text, 'editor'),
    onCursor: (line, column) => app.store.set({ cursor: { line, column } }),
    applyEdits: (edits) => applyEdits(app, edits),
    files: () => app.session?.paths() ?? [],
    readText: (path) => app.session?.text(path),
    onSave: () => void app.session?.autosave.flush(),
    onCommand: (command) => {
      if (command === 'quickOpen') app.store.set({ overlay: { kind: 'quick-open' } });
      else if (command === 'commandPalette') app.store.set({ overlay: { kind: 'commands' } });
      else app.store.set({ sidebar: 'search', overlay: undefined });
    },
    theme,
  });
  app.editor = editor;
  editor.setReadOnly(readOnly);
  const text = active !== undefined && isTextPath(active) ? app.session?.text(active) : undefined;
  if (active !== undefined && text !== undefined) editor.open(active, text);
  editor.setDiagnostics(diagnostics);
  app.store.set({ editorKind: editor.kind });
}

/**
 * Loads Monaco (a dynamic import: the shell and the first preview never wait for it) and swaps
 * it in. When it cannot load, the plain editor stays and the user is told.
 */
export async function upgradeEditor(app: AppController, container: HTMLElement): Promise<void> {
  try {
    const factory = await app.services.loadEditor();
    if (!container.isConnected) return;
    const hadFocus = container.contains(document.activeElement);
    mountEditor(app, container, factory);
    if (hadFocus) app.editor?.focus();
  } catch (error) {
    notify(app.store, 'warning', `The code editor could not load (${error instanceof Error ? error.message : String(error)}); a plain text editor is used instead.`);
  }
}
