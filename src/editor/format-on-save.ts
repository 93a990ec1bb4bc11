import type { monaco } from './monaco.ts';
import { trimTrailingWhitespace } from './trim-trailing-whitespace.ts';

type Monaco = typeof monaco;

/**
 * Tidies the editor's current document before a save: JSON through Monaco's JSON formatter
 * (it keeps the file's indentation), Markdown and MDX by trimming trailing whitespace (hard
 * line breaks kept). Both are ordinary undoable edits. Nothing changes in a read-only editor; a formatter failure never blocks the save.
 */
export async function formatOnSave(m: Monaco, editor: monaco.editor.IStandaloneCodeEditor): Promise<void> {
  const model = editor.getModel();
  if (!model || editor.getOption(m.editor.EditorOption.readOnly)) return;
  const language = model.getLanguageId();
  if (language === 'json') {
    try {
      await editor.getAction('editor.action.formatDocument')?.run();
    } catch {
      // A document the formatter cannot handle is saved as it is.
    }
    return;
  }
  if (language !== 'mdx' && language !== 'markdown') return;
  const edits = trimTrailingWhitespace(model.getValue());
  if (edits.length === 0) return;
  editor.pushUndoStop();
  editor.executeEdits(
    'quire.format-on-save',
    edits.map((e) => {
      const start = model.getPositionAt(e.start);
      const end = model.getPositionAt(e.end);
      return { range: new m.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: e.text };
    }),
  );
  editor.pushUndoStop();
}
