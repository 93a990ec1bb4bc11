import type { monaco } from './monaco.ts';

type Monaco = typeof monaco;

/** The app commands whose keys Monaco would otherwise swallow while the editor has focus. */
export type AppCommand = 'quickOpen' | 'commandPalette' | 'searchFiles';

/**
 * Binds the editor's keys: Ctrl/Cmd+S runs `save`; Ctrl/Cmd+P, Ctrl/Cmd+Shift+P and
 * Ctrl/Cmd+Shift+F hand the app its quick open, command palette and search.
 */
export function addKeybindings(m: Monaco, editor: monaco.editor.IStandaloneCodeEditor, save: () => void, onCommand: (id: AppCommand) => void): void {
  const { KeyMod, KeyCode } = m;
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyS, save);
  editor.addCommand(KeyMod.CtrlCmd | KeyCode.KeyP, () => onCommand('quickOpen'));
  editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyP, () => onCommand('commandPalette'));
  editor.addCommand(KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyF, () => onCommand('searchFiles'));
}
