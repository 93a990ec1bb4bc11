import { launchBrowser, openApp, serveApp, waitForPreviewTitle, focusEditorAtEnd } from './test/browser/app-harness.ts';
import { bigPage } from './test/bench/app-bench.ts';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { starterProject } from './src/workspace/index.ts';
const [app, browser] = await Promise.all([serveApp(), launchBrowser()]);
const root = await mkdtemp(join(tmpdir(), 'qb-'));
const folder = join(root, 'bench-docs');
const files = starterProject();
const config = JSON.parse(files.get('docs.json') ?? '{}');
config.navigation.unshift({ group: 'Benchmark', pages: ['guides/big-page'] });
files.set('docs.json', JSON.stringify(config, null, 2));
files.set('guides/big-page.mdx', bigPage(50 * 1024));
for (const [p, t] of files) { await mkdir(dirname(join(folder, p)), { recursive: true }); await writeFile(join(folder, p), t); }
const { page, context } = await openApp(browser, app.url);
await waitForPreviewTitle(page, 'Welcome to Acme Plants');
await page.getByLabel('Open folder as workspace').setInputFiles(folder);
await page.getByRole('button', { name: 'Workspace: bench-docs' }).waitFor();
await page.getByRole('treeitem', { name: 'big-page.mdx' }).locator('.tree-row').click();
await waitForPreviewTitle(page, 'A big page');
await focusEditorAtEnd(page);
await page.waitForTimeout(1500);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
for (let i = 0; i < 30; i++) { await page.keyboard.press('abcdefghij'[i % 10]!); await page.waitForTimeout(60); }
const { profile } = await cdp.send('Profiler.stop');
const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = profile.timeDeltas as number[];
const incl = new Map<string, number>();
profile.samples.forEach((id: number, i: number) => {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const n = nodes.get(cur); const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    if (seen.has(key)) continue; seen.add(key);
    incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0));
  }
});
for (const [k, v] of [...incl].filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000 / 30).toFixed(2).padStart(8), k);
await browser.close(); await app.close();
