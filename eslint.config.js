// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The import boundaries of the README's Architecture section: dependencies point downwards only.
const uiAndPlatform = ['react', 'react-dom', 'react-dom/*', 'monaco-editor', 'monaco-editor/*', 'isomorphic-git', 'isomorphic-git/*', '@isomorphic-git/lightning-fs'];
const nodeBuiltins = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'url', 'worker_threads', 'crypto', 'http', 'https'];
const layer = (/** @type {string[]} */ folders) => folders.map((f) => `**/${f}/**`);

/** @param {string[]} patterns @param {string} why */
const forbid = (patterns, why) => ({ 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message: why }] }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='eval']", message: 'No eval: user content is interpreted statically.' }, { selector: "NewExpression[callee.name='Function']", message: 'No new Function: user content is interpreted statically.' }],
    },
  },
  {
    files: ['src/core/**'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...uiAndPlatform, ...nodeBuiltins, ...layer(['app', 'cli', 'worker', 'workspace', 'editor', 'preview'])], message: 'src/core is platform-free: no UI, git, DOM or Node imports (README, Architecture).' },
            { group: ['hast-util-to-html', '**/safety/hast-html.ts'], message: 'Serialize with serializeHtml (render/safety/serialize-html.ts): it escapes < and > in attribute values and makes the tree parse the same in a browser.' },
          ],
        },
      ],
    },
  },
  {
    // serializeHtml's writer (hast-html.ts) hands what it does not write itself to hast-util-to-html.
    files: ['src/core/render/safety/serialize-html.ts', 'src/core/render/safety/hast-html.ts'],
    rules: forbid([...uiAndPlatform, ...nodeBuiltins, ...layer(['app', 'cli', 'worker', 'workspace', 'editor', 'preview'])], 'src/core is platform-free: no UI, git, DOM or Node imports (README, Architecture).'),
  },
  {
    files: ['src/cli/**'],
    rules: forbid([...uiAndPlatform, ...layer(['app', 'worker', 'workspace', 'editor', 'preview'])], 'src/cli may import only core and node:* (README, Architecture).'),
  },
  {
    files: ['src/worker/**'],
    rules: forbid([...uiAndPlatform, ...nodeBuiltins, ...layer(['app', 'cli', 'workspace', 'editor', 'preview'])], 'src/worker may import only core (README, Architecture).'),
  },
  {
    files: ['src/workspace/**'],
    rules: forbid(['react', 'react-dom', 'monaco-editor', 'monaco-editor/*', ...nodeBuiltins, ...layer(['app', 'cli', 'worker', 'editor', 'preview'])], 'src/workspace may import core types and browser APIs only (README, Architecture).'),
  },
  {
    files: ['src/editor/**'],
    rules: forbid(['react', 'react-dom', 'isomorphic-git', '@isomorphic-git/lightning-fs', ...nodeBuiltins, ...layer(['app', 'cli', 'worker', 'workspace', 'preview'])], 'src/editor may import core and monaco-editor only (README, Architecture).'),
  },
  {
    files: ['src/preview/**'],
    rules: forbid([...uiAndPlatform, ...nodeBuiltins, ...layer(['app', 'cli', 'worker', 'workspace', 'editor'])], 'src/preview may import only core types (README, Architecture).'),
  },
  {
    files: ['src/validate/**'],
    rules: forbid(['isomorphic-git', 'isomorphic-git/*', '@isomorphic-git/lightning-fs', ...nodeBuiltins, ...layer(['cli', 'worker', 'workspace']), '**/app/controller/**', '**/app/git/**'], 'The validation page loads none of the playground: core, the editor and the plain editor only (README, validate/).'),
  },
  {
    files: ['src/app/**'],
    rules: forbid([...nodeBuiltins, ...layer(['cli'])], 'src/app runs in the browser: no Node imports, no CLI.'),
  },
);
