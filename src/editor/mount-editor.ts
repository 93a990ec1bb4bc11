import type { Diagnostic, Fix } from '../core/index.ts';
import { editorComponents, editorFrontmatterKeys } from './editor-data.ts';
import { formatOnSave } from './format-on-save.ts';
import type { AppCommand } from './keybindings.ts';
import { addKeybindings } from './keybindings.ts';
import { languageForPath } from './language-for-path.ts';
import { markerOwner, toMarkerData } from './marker-data.ts';
import { minimalEdit } from './minimal-edit.ts';
import { uriForPath } from './model-path.ts';
import { jsonDefaults, monaco } from './monaco.ts';
import { installMonacoEnvironment } from './monaco-environment.ts';
import type { DiagnosticsEntry } from './register-code-actions.ts';
import { registerCodeActions } from './register-code-actions.ts';
import { registerCompletions } from './register-completions.ts';
import { registerLanguages } from './register-languages.ts';
import { themeNames } from './themes.ts';

/** What the app gives the editor. */
export interface EditorOptions {
  /** The workspace's file paths (pages are offered, without extension, in docs.json navigation). */
  getPagePaths(): string[];
  /** The current text of a workspace file (quick fixes that edit docs.json read it); undefined when there is none. */
  readFile(path: string): string | undefined;
  /** Called after every edit of an open file, by the user or by a quick fix or format (the app autosaves). Not called for `setText`. */
  onChange(path: string, text: string): void;
  /** Called on Ctrl/Cmd+S, after the file was formatted. */
  onSave(path: string): void;
  /** Called for the app's own shortcuts, which Monaco would otherwise swallow. */
  onCommand(id: AppCommand): void;
  /** Applies a fix that edits or creates files other than the open one. */
  applyFix(fix: Fix): void;
  theme: 'light' | 'dark';
  /** Called when the cursor moves in the shown file (1-based); optional. */
  onCursor?(path: string, line: number, column: number): void;
}

/** The editor as the app drives it. One Monaco editor; one model per open file. */
export interface QuireEditor {
  /** Shows a file: creates its model from `text`, or shows the existing one as it is (the model is the truth while open). */
  open(path: string, text: string): void;
  /** Replaces an open file's text after an external change, as one undoable edit; no `onChange`. */
  setText(path: string, text: string): void;
  /** Forgets a file's model, view state and markers. */
  close(path: string): void;
  /** Shows core's diagnostics of a file as markers (kept for files not open yet). */
  setDiagnostics(path: string, diagnostics: readonly Diagnostic[]): void;
  /** Shows a file (if open) and puts the cursor at a 1-based line and column. */
  reveal(path: string, line: number, column: number): void;
  setTheme(theme: 'light' | 'dark'): void;
  /** Re-measures the container (the editor also follows its size by itself). */
  layout(): void;
  /** Formats the shown file as Ctrl/Cmd+S does, without `onSave`; the result arrives through `onChange`. */
  format(): Promise<void>;
  /** Makes every file read-only (or editable again). */
  setReadOnly(readOnly: boolean): void;
  /** Moves keyboard focus into the editor. */
  focus(): void;
  dispose(): void;
}

let mounts = 0;

/** Creates the Monaco editor in `container` and returns the handle the app drives it with. */
export function mountEditor(container: HTMLElement, options: EditorOptions): QuireEditor {
  const m = monaco;
  installMonacoEnvironment();
  registerLanguages(m, jsonDefaults);
  const applyFixCommand = `quire.applyFix.${++mounts}`;

  const models = new Map<string, monaco.editor.ITextModel>();
  const viewStates = new Map<string, monaco.editor.ICodeEditorViewState>();
  const diagnostics = new Map<string, DiagnosticsEntry>();
  const disposables: monaco.IDisposable[] = [];
  let current: string | undefined;
  let external = 0;

  const editor = m.editor.create(container, {
    model: null,
    theme: themeNames[options.theme],
    ariaLabel: 'Editor',
    automaticLayout: true,
    fixedOverflowWidgets: true,
    minimap: { enabled: false },
    wordBasedSuggestions: 'off',
    quickSuggestions: { other: true, comments: false, strings: true },
    suggest: { showWords: false },
    lightbulb: { enabled: m.editor.ShowLightbulbIconMode.OnCode },
    scrollBeyondLastLine: false,
    renderWhitespace: 'selection',
    tabSize: 2,
    // The classic textarea input: a `textbox` role with the aria-label, which screen readers and tests know.
    editContext: false,
  });

  disposables.push(
    ...registerCompletions(m, { components: editorComponents, frontmatterKeys: editorFrontmatterKeys, getPagePaths: () => options.getPagePaths() }),
    registerCodeActions(m, (path) => diagnostics.get(path), applyFixCommand, (path) => models.get(path)?.getValue() ?? options.readFile(path)),
    m.editor.registerCommand(applyFixCommand, (_accessor: unknown, fix: Fix) => options.applyFix(fix)),
  );
  addKeybindings(m, editor, () => void save(), (id) => options.onCommand(id));
  disposables.push(
    editor.onDidChangeCursorPosition((e) => {
      if (current !== undefined) options.onCursor?.(current, e.position.lineNumber, e.position.column);
    }),
  );

  async function save(): Promise<void> {
    const path = current;
    if (path === undefined) return;
    await formatOnSave(m, editor);
    options.onSave(path);
  }

  function applyMarkers(path: string): void {
    const model = models.get(path);
    if (!model) return;
    const entry = diagnostics.get(path);
    m.editor.setModelMarkers(model, markerOwner, (entry?.diagnostics ?? []).map(toMarkerData));
    if (entry) diagnostics.set(path, { ...entry, versionId: model.getVersionId() });
  }

  function modelFor(path: string, text: string): monaco.editor.ITextModel {
    const existing = models.get(path);
    if (existing) return existing;
    const uri = uriForPath(m, path);
    // A model left by an earlier mount (same page) is reused rather than created twice.
    const model = m.editor.getModel(uri) ?? m.editor.createModel(text, languageForPath(path), uri);
    if (model.getValue() !== text) model.setValue(text);
    models.set(path, model);
    model.onDidChangeContent(() => {
      if (external === 0) options.onChange(path, model.getValue());
    });
    applyMarkers(path);
    return model;
  }

  function show(path: string, model: monaco.editor.ITextModel): void {
    if (current === path && editor.getModel() === model) return;
    if (current !== undefined) {
      const state = editor.saveViewState();
      if (state) viewStates.set(current, state);
    }
    current = path;
    editor.setModel(model);
    const prose = model.getLanguageId() === 'mdx' || model.getLanguageId() === 'markdown';
    editor.updateOptions({ ariaLabel: `Editor: ${path}`, wordWrap: prose ? 'on' : 'off' });
    const state = viewStates.get(path);
    if (state) editor.restoreViewState(state);
    // Showing another model moves no cursor, so Monaco reports nothing: the status bar is told here.
    const position = editor.getPosition();
    if (position) options.onCursor?.(path, position.lineNumber, position.column);
  }

  return {
    open(path, text) {
      show(path, modelFor(path, text));
    },
    setText(path, text) {
      const model = models.get(path);
      const edit = model ? minimalEdit(model.getValue(), text) : undefined;
      if (!model || !edit) return;
      const start = model.getPositionAt(edit.start);
      const end = model.getPositionAt(edit.end);
      external++;
      try {
        model.pushStackElement();
        model.pushEditOperations([], [{ range: new m.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: edit.text }], () => null);
        model.pushStackElement();
      } finally {
        external--;
      }
    },
    close(path) {
      const model = models.get(path);
      if (!model) return;
      if (current === path) {
        editor.setModel(null);
        current = undefined;
      }
      m.editor.setModelMarkers(model, markerOwner, []);
      models.delete(path);
      viewStates.delete(path);
      model.dispose();
    },
    setDiagnostics(path, list) {
      diagnostics.set(path, { diagnostics: list, versionId: undefined });
      applyMarkers(path);
    },
    reveal(path, line, column) {
      const model = models.get(path);
      if (!model) return;
      show(path, model);
      const position = { lineNumber: Math.max(1, line), column: Math.max(1, column) };
      editor.setPosition(position);
      editor.revealPositionInCenterIfOutsideViewport(position);
      editor.focus();
    },
    setTheme(theme) {
      m.editor.setTheme(themeNames[theme]);
    },
    layout() {
      editor.layout();
    },
    format() {
      return formatOnSave(m, editor);
    },
    setReadOnly(readOnly) {
      editor.updateOptions({ readOnly });
    },
    focus() {
      editor.focus();
    },
    dispose() {
      for (const d of disposables) d.dispose();
      editor.dispose();
      for (const model of models.values()) {
        m.editor.setModelMarkers(model, markerOwner, []);
        model.dispose();
      }
      models.clear();
      viewStates.clear();
      diagnostics.clear();
      current = undefined;
    },
  };
}

