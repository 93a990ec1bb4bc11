import type { Diagnostic, TextEdit } from '../core/index.ts';
import type { AppCommand } from './keybindings.ts';

// The one editor interface: Monaco (mount-editor.ts) implements it, and so does the app's plain
// text area shown until Monaco has loaded (app/editor-slot/plain-editor.ts).

/** What the app gives the editor. */
export interface EditorOptions {
  /** The text of a file changed by typing (or by a fix applied inside the editor). */
  readonly onChange: (path: string, text: string) => void;
  /** The cursor moved (1-based). */
  readonly onCursor?: (line: number, column: number) => void;
  /** Applies edits that may reach other files (a quick fix that creates a page). */
  readonly applyEdits: (edits: readonly TextEdit[]) => void;
  /** Every file path of the workspace, for page-path completion in docs.json. */
  readonly files: () => readonly string[];
  /** The current text of a workspace file, for quick fixes that edit another file; undefined when there is none. */
  readonly readText: (path: string) => string | undefined;
  /** Ctrl/Cmd+S inside the editor, after it formatted the file: write everything now. */
  readonly onSave: () => void;
  /** The app's own shortcuts, pressed while the editor has focus. */
  readonly onCommand: (command: AppCommand) => void;
  readonly theme: 'light' | 'dark';
  /** Sticky scroll (default true); the validation page turns it off: it asks for the whole outline after every key, too slow for a pasted megabyte. */
  readonly stickyScroll?: boolean;
}

/**
 * The editor as the app uses it: the plain text area and Monaco both implement it, so the app
 * works before (and without) Monaco.
 */
export interface EditorAdapter {
  readonly kind: 'plain' | 'monaco';
  /** Shows a file; the editor keeps one model per open file. */
  open(path: string, text: string): void;
  /** The text of a file changed outside the editor (a fix, replace-all, a rename of docs.json entries). */
  replace(path: string, text: string): void;
  /** Forgets a file's model (its tab closed, or it was deleted). */
  close(path: string): void;
  /** Every diagnostic of the project; the editor shows those of its open files as markers. */
  setDiagnostics(diagnostics: readonly Diagnostic[]): void;
  /** Moves the cursor to a position of the shown file and scrolls it into view. */
  reveal(line: number, column: number): void;
  /** Formats the shown file (JSON pretty-printed, trailing spaces trimmed); reports the result through onChange, possibly after a module loads. */
  format(): void | Promise<void>;
  setTheme(theme: 'light' | 'dark'): void;
  setReadOnly(readOnly: boolean): void;
  focus(): void;
  dispose(): void;
}

/** Mounts an editor into a container. */
export type EditorFactory = (container: HTMLElement, options: EditorOptions) => EditorAdapter;
