import { defaultRulesEditor, rulesEditorFor, rulesEditors, rulesFileMarker, rulesFilePath, rulesFileText } from '../../core/index.ts';
import type { AppController } from './app-controller.ts';
import { openFile, writable } from './file-actions.ts';
import { confirmWith, notify, promptFor } from './notices.ts';

/**
 * The palette's "Add AI writing rules": asks for the AI editor's folder (default `.cursor`), writes
 * core's rules file there (the bytes `quire rules` writes) and opens it. A file of that name Quire did
 * not write is replaced only once the user confirms.
 */
export async function addRulesFile(app: AppController): Promise<void> {
  if (!app.session || !writable(app)) return;
  const folders = rulesEditors.map((e) => `${e.dir} (${e.editor})`).join(', ');
  const answer = await promptFor(app.store, 'Add AI writing rules', `AI editor folder: ${folders}`, defaultRulesEditor.dir, 'Create');
  if (answer === undefined) return;
  const editor = rulesEditorFor(answer);
  if (!editor) {
    notify(app.store, 'warning', `"${answer}" is not the folder of an AI editor Quire knows: ${folders}.`);
    return;
  }
  // The answer came later: the workspace may have closed meanwhile.
  const session = app.session;
  if (!session) return;
  const path = rulesFilePath(editor);
  const text = rulesFileText();
  const before = session.text(path);
  if (before !== undefined && before !== text && !before.includes(rulesFileMarker)) {
    if (!(await confirmWith(app.store, `Replace ${path}?`, `${path} exists and was not written by Quire. Replace it with the generated writing rules?`, 'Replace', { danger: true }))) return;
  }
  if (before !== text) app.editFile(path, text, 'app');
  openFile(app, path);
}
