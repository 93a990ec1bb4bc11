// `npm run bench`: every stated speed or size target, measured against a peer in the same run.
// `npm run bench -- config render check app` runs only the named parts (`markdown`: the pathological pages' curve).
// `npm run bench -- scale` (named only: it takes many minutes) checks and builds a generated 1,000-, 5,000- and
// 25,000-page site in child processes; `npm run bench -- scale 2000` builds the sizes given instead.
import { loadAllResources } from '../../src/core/index.ts';
import { runCheckBench } from './check-bench.ts';
import { runConfigBench } from './config-bench.ts';
import { printRows } from './measure.ts';
import { runRenderBench } from './render-bench.ts';

// Like the CLI, the Node measurements run with every on-demand part of core loaded.
await loadAllResources();
const args = process.argv.slice(2);
const only = args.filter((a) => !/^\d+$/.test(a));
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
if (only.includes('scale')) {
  const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
  const { runScaleBench } = await import('./scale-bench.ts');
  printRows('large versioned site: quire check and quire build in a child process (3 versions × 4 languages × 4 tabs)', await runScaleBench(sizes.length > 0 ? sizes : undefined));
}
