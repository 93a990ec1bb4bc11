import type { Plugin } from 'vite';
import { defaultRulesEditor, rulesFilePath } from '../../src/core/rules/rules-editors.ts';
import { rulesFileText } from '../../src/core/rules/rules-file.ts';
import { repositoryPath } from './repository-path.ts';

/** The starter's rules-file module (src/workspace/starter/rules-file.ts): the app's build replaces it. */
export const STARTER_RULES_FILE = repositoryPath('src/workspace/starter/rules-file.ts');

/** The module that stands in for the starter's rules-file module: the same exports, the text written out. */
export function starterRulesFileModule(): string {
  return [
    `export const RULES_FILE_PATH = ${JSON.stringify(rulesFilePath(defaultRulesEditor))};`,
    `const text = ${JSON.stringify(rulesFileText())};`,
    'export function rulesFileText() { return text; }',
    '',
  ].join('\n');
}

/**
 * The starter's AI rules file is core's rulesFileText, which writes it from the component registry
 * (every component's attributes and descriptions, ~9 KB gzip of code). The starter is fetched before
 * the first preview, so the app's build writes the text out once instead and leaves the registry to
 * the chunks that need it. Node and the tests run the source module, which calls core.
 */
export function starterRulesFile(): Plugin {
  return {
    name: 'quire:starter-rules-file',
    apply: 'build',
    load: (id) => (id === STARTER_RULES_FILE ? starterRulesFileModule() : undefined),
  };
}
