import { defaultRulesEditor, rulesFilePath } from '../../core/index.ts';

// The starter's AI rules file is core's (core/rules), at the default editor's place.
export { rulesFileText } from '../../core/index.ts';

/** Where the starter keeps its AI rules file (spec 1.5): `.cursor/rules.md`. */
export const RULES_FILE_PATH = rulesFilePath(defaultRulesEditor);
