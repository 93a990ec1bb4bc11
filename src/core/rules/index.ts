// The AI writing-rules file of spec 1.5: where each editor reads it, its text, and the check that it is current.
export type { RulesEditor } from './rules-editors.ts';
export { defaultRulesEditor, rulesEditorFor, rulesEditors, rulesFilePath } from './rules-editors.ts';
export type { RulesFileOptions } from './rules-file.ts';
export { rulesFileMarker, rulesFileText } from './rules-file.ts';
export { rulesFileDiagnostics } from './rules-file-check.ts';
