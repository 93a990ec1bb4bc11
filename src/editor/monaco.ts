// The only file that loads Monaco. It takes the editor core, all its editor features (a hand-picked
// subset saved nothing: the JSON mode needs most of the same code) and just the
// languages Quire needs (JSON with its worker, Markdown, YAML; MDX is ours), never the
// `monaco-editor` entry, which bundles every language. Nothing outside src/editor imports this:
// the app loads the editor with `await import('../editor/index.ts')`.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/markdown/register';
import 'monaco-editor/languages/definitions/yaml/register';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';

export { jsonDefaults, monaco };
