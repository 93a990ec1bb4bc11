// `npm run bench`: every stated speed or size target, measured against a peer in the same run.
// `npm run bench -- config render check app` runs only the named parts (`markdown`: the pathological pages' curve).
import { loadAllResources } from '../../src/core/index.ts';
import { runCheckBench } from './check-bench.ts';
import { runConfigBench } from './config-bench.ts';
import { printRows } from './measure.ts';
import { runRenderBench } from './render-bench.ts';

// Like the CLI, the Node measurements run with every on-demand part of core loaded.
await loadAllResources();
const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

process.stdout.write(`Quire benchmarks — node ${process.version}, ${new Date().toISOString()}\n`);
if (want('config')) printRows('docs.json validation', runConfigBench());
if (want('check')) printRows('quire check', await runCheckBench());
if (want('render')) printRows('rendering', runRenderBench());
if (want('markdown')) printRows('pathological Markdown: parse time by page size (* = page/too-much-markup)', (await import('./markdown-bench.ts')).runMarkdownBench());
if (want('search')) printRows('search index of the export (MiniSearch)', await (await import('./search-bench.ts')).runSearchBench());
if (want('openapi')) printRows('OpenAPI reference pages', await (await import('./openapi-bench.ts')).runOpenapiBench());
if (want('limits')) printRows('inputs built to cost (see README, Limits)', (await import('./limits-bench.ts')).runLimitsBench());
if (want('git')) printRows('git in the browser (real Chromium, test git server)', await (await import('./git-bench.ts')).runGitBench());
if (want('validate')) printRows('quick validation page (real Chromium)', await (await import('./validate-bench.ts')).runValidateBench());
if (want('share')) printRows('share links (size, and opening one in real Chromium)', await (await import('./share-bench.ts')).runShareBench());
if (want('app')) {
  const { runAppBench } = await import('./app-bench.ts');
  const results = await runAppBench();
  printRows('playground (real Chromium)', Object.entries(results).map(([name, value]) => ({ name, value: String(value) })));
}
