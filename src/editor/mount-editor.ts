import type { Diagnostic, Fix } from '../core/index.ts';
import { editorComponents, editorFrontmatterKeys } from './editor-data.ts';
import { formatOnSave } from './format-on-save.ts';
import type { EditorAdapter, EditorOptions } from './editor-adapter.ts';
import { addKeybindings } from './keybindings.ts';
import { languageForPath } from './language-for-path.ts';
import { markerOwner, toMarkerData } from './marker-data.ts';
import { minimalEdit } from './minimal-edit.ts';
import { isConfigPath, uriForPath } from './model-path.ts';
import { jsonDefaults, monaco } from './monaco.ts';
import { installMonacoEnvironment } from './monaco-environment.ts';
import type { DiagnosticsEntry } from './register-code-actions.ts';
import { registerCodeActions } from './register-code-actions.ts';
import { registerCompletions } from './register-completions.ts';
import { registerLanguages, useConfigSchemas } from './register-languages.ts';
import { type ConfigFile, type ConfigSchemaChoice, configSchemaChoiceOf } from './config-schemas.ts';
import { themeNames } from './themes.ts';

let mounts = 0;

/** Creates the Monaco editor in `container` and returns the handle the app drives it with. */
export function mountEditor(container: HTMLElement, options: EditorOptions): EditorAdapter {
  const m = monaco;
  installMonacoEnvironment();
  registerLanguages(m, jsonDefaults);
  // Each config file's schema follows its text's format and the $schema it names (completion and hover).
  const configChoices: Partial<Record<ConfigFile, ConfigSchemaChoice>> = {};
  useConfigSchemas(jsonDefaults, configChoices);
  const followConfigFormat = (path: string, text: string): void => {
    if (!isConfigPath(path)) return;
    const previous = configChoices[path];
    const choice = configSchemaChoiceOf(path, text, previous);
    if (choice.format === previous?.format && choice.named === previous.named) return;
    configChoices[path] = choice;
    useConfigSchemas(jsonDefaults, configChoices);
  };
  const applyFixCommand = `quire.applyFix.${++mounts}`;

  const models = new Map<string, monaco.editor.ITextModel>();
  const viewStates = new Map<string, monaco.editor.ICodeEditorViewState>();
  const diagnostics = new Map<string, DiagnosticsEntry>();
  // Files given diagnostics by the last setDiagnostics: those that have none now are cleared.
  let marked = new Set<string>();
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
    stickyScroll: { enabled: options.stickyScroll ?? true },
    renderWhitespace: 'selection',
    tabSize: 2,
    // The classic textarea input: a `textbox` role with the aria-label, which screen readers and tests know.
    editContext: false,
  });

  disposables.push(
    ...registerCompletions(m, { components: editorComponents, frontmatterKeys: editorFrontmatterKeys, getPagePaths: () => options.files() }),
    registerCodeActions(m, (path) => diagnostics.get(path), applyFixCommand, (path) => models.get(path)?.getValue() ?? options.readText(path)),
    m.editor.registerCommand(applyFixCommand, (_accessor: unknown, fix: Fix) => options.applyEdits(fix.edits)),
  );
  addKeybindings(m, editor, () => void save(), (id) => options.onCommand(id));
  disposables.push(
    editor.onDidChangeCursorPosition((e) => {
      if (current !== undefined) options.onCursor?.(e.position.lineNumber, e.position.column);
    }),
  );

  async function save(): Promise<void> {
    const path = current;
    if (path === undefined) return;
    await formatOnSave(m, editor);
    options.onSave();
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
    followConfigFormat(path, model.getValue());
    model.onDidChangeContent(() => {
      followConfigFormat(path, model.getValue());
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
    if (position) options.onCursor?.(position.lineNumber, position.column);
  }

  return {
    kind: 'monaco',
    open(path, text) {
      show(path, modelFor(path, text));
    },
    replace(path, text) {
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
    setDiagnostics(all) {
      const byFile = new Map<string, Diagnostic[]>();
      for (const d of all) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
      for (const path of marked) if (!byFile.has(path)) byFile.set(path, []);
      for (const [path, list] of byFile) {
        diagnostics.set(path, { diagnostics: list, versionId: undefined });
        applyMarkers(path);
      }
      marked = new Set([...byFile].filter(([, list]) => list.length > 0).map(([path]) => path));
    },
    reveal(line, column) {
      const model = current === undefined ? undefined : models.get(current);
      if (!model) return;
      const position = { lineNumber: Math.max(1, line), column: Math.max(1, column) };
      editor.setPosition(position);
      editor.revealPositionInCenterIfOutsideViewport(position);
      editor.focus();
    },
    setTheme(theme) {
      m.editor.setTheme(themeNames[theme]);
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

