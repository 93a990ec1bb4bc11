import { compile } from '@mdx-js/mdx';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync, spawnSync } from 'node:child_process';
import { buildSite } from '../../src/cli/build-site.ts';
import { BuildWorkers } from '../../src/cli/build-workers.ts';
import { createPageRenderer, type Project, renderPage } from '../../src/core/index.ts';
import { exportSite } from '../core/site/export-site-files.ts';
import { corpusDir } from '../setup/corpus-paths.ts';
import { largestCorpusEntry, loadCorpusProject } from './corpus.ts';
import { generatedPage, generatedProject } from './generated-corpus.ts';
import { type BenchRow, measure, ms, summarizeSamples } from './measure.ts';

/** The built CLI (`npm run build`'s CLI step), whose module doubles as the build worker. */
function bundledCli(): URL {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
  return pathToFileURL(join(process.cwd(), 'dist/cli/quire.mjs'));
}

/** The pages a full build renders: every page file outside snippet folders. */
function sitePages(project: Project): [string, string][] {
  return project
    .list()
    .filter((p) => /\.mdx?$/.test(p) && !/(^|\/)_?snippets\//.test(p) && !/(^|\/)(README|LICENSE)\.md$/i.test(p))
    .map((p) => [p, project.readText(p) ?? '']);
}

async function compileAll(pages: readonly [string, string][]): Promise<number> {
  const t = performance.now();
  for (const [, text] of pages) {
    try {
      await compile(text);
    } catch {
      // A page MDX cannot compile (the corpus has one) costs what it cost to find that out.
    }
  }
  return performance.now() - t;
}

function median(values: number[]): number {
  return summarizeSamples(values).median;
}

/** Writes a project to a temporary folder (the build workers read projects from disk). */
function writeProject(project: Project): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-site-'));
  for (const path of project.list()) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), project.readBytes(path) ?? new Uint8Array());
  }
  return dir;
}

async function compareFullBuild(label: string, project: Project, root: string, workerUrl: URL): Promise<BenchRow[]> {
  const pages = sitePages(project);
  const bytes = pages.reduce((n, [, t]) => n + t.length, 0);
  const rounds = 3;
  // One warm-up pass of each, so the comparison is of steady-state code, not of the JIT.
  await compileAll(pages);
  exportSite(project);
  const peer: number[] = [];
  const single: number[] = [];
  const parallel: number[] = [];
  const jobs = availableParallelism();
  for (let r = 0; r < rounds; r++) {
    peer.push(await compileAll(pages));
    let t = performance.now();
    exportSite(project);
    single.push(performance.now() - t);
    t = performance.now();
    await buildSite(root, project, { jobs, workers: new BuildWorkers(workerUrl), check: false });
    parallel.push(performance.now() - t);
  }
  const p = median(peer);
  const s = median(single);
  const w = median(parallel);
  // Cold: fresh processes, wall clock, module loading and JIT warm-up included on both sides. The
  // machine may be shared, so each variant runs `coldRounds` times, interleaved, and the median and
  // the range are reported.
  const coldRounds = 5;
  const outDir = mkdtempSync(join(tmpdir(), 'quire-bench-out-'));
  const wall = (args: string[]) => {
    const t = performance.now();
    spawnSync(process.execPath, args, { stdio: 'ignore' });
    return performance.now() - t;
  };
  const coldPeer: number[] = [];
  const coldOne: number[] = [];
  const coldAll: number[] = [];
  const cli = fileURLToPath(workerUrl);
  for (let r = 0; r < coldRounds; r++) {
    coldPeer.push(wall(['test/bench/compile-site.mjs', root]));
    coldOne.push(wall([cli, 'build', root, '--out', outDir, '--jobs', '1']));
    coldAll.push(wall([cli, 'build', root, '--out', outDir, '--jobs', String(jobs)]));
  }
  rmSync(outDir, { recursive: true, force: true });
  const cp = median(coldPeer);
  const c1 = median(coldOne);
  const cn = median(coldAll);
  const rate = (time: number) => `${((bytes / 1e6) / (time / 1000)).toFixed(2)} MB/s, ${(pages.length / (time / 1000)).toFixed(0)} pages/s`;
  const range = (samples: number[]) => `range ${ms(Math.min(...samples))}–${ms(Math.max(...samples))}`;
  return [
    { name: `${label}: ${pages.length} pages, ${(bytes / 1e6).toFixed(2)} MB`, value: '' },
    { name: `  @mdx-js/mdx compile (peer, 1 thread)`, value: `${ms(p)} — ${rate(p)}` },
    { name: `  quire full site render, 1 thread`, value: `${ms(s)} — ${rate(s)}; ${(p / s).toFixed(2)}× compile` },
    { name: `  quire full site render, ${jobs} threads (this one warm, workers started per build)`, value: `${ms(w)} — ${rate(w)}; ${(p / w).toFixed(2)}× compile` },
    { name: `  cold: compile every page in a fresh node process (peer)`, value: `${ms(cp)} — ${rate(cp)}; ${range(coldPeer)}` },
    { name: `  cold: quire build (check + render + write), 1 thread`, value: `${ms(c1)} — ${rate(c1)}; ${(cp / c1).toFixed(2)}× compile; ${range(coldOne)}` },
    { name: `  cold: quire build (check + render + write), ${jobs} threads`, value: `${ms(cn)} — ${rate(cn)}; ${(cp / cn).toFixed(2)}× compile, ${(c1 / cn).toFixed(2)}× 1 thread; ${range(coldAll)}`, target: '≥ 3× compile', pass: cp / cn >= 3 },
  ];
}

/** A ~50 KB page made of generated sections. */
export function fiftyKilobytePage(): string {
  let text = generatedPage(0);
  for (let i = 1; text.length < 50_000; i++) text += `\n## Part ${i}\n\n${generatedPage(i).split('---\n').slice(2).join('---\n')}`;
  return text;
}

function incrementalRows(): BenchRow[] {
  const text = fiftyKilobytePage();
  const ctx = { project: generatedProject(1), file: 'section-0/page-0.mdx' };
  const renderer = createPageRenderer(ctx);
  renderer.render(text);
  // Edits inside paragraph text: insert one character after "Intro paragraph" style words.
  const spots: number[] = [];
  for (let i = text.indexOf('This note explains'); i !== -1 && spots.length < 40; i = text.indexOf('This note explains', i + 1)) spots.push(i + 5);
  let current = text;
  let n = 0;
  const timing = measure(
    () => {
      const at = spots[n++ % spots.length] ?? 0;
      current = current.slice(0, at) + (n % 2 ? 'x' : '') + current.slice(at + (n % 2 ? 0 : 1));
      renderer.render(current);
    },
    { warmup: 20, runs: 200 },
  );
  const full = measure(
    () => {
      renderPage(text, ctx);
    },
    { warmup: 3, runs: 15 },
  );
  return [
    { name: `re-render a ${(text.length / 1024).toFixed(0)} KB page after a one-character edit`, value: `median ${ms(timing.median)}, p95 ${ms(timing.p95)}`, target: '≤ 5 ms', pass: timing.median <= 5 },
    { name: `  vs full render of the same page`, value: `median ${ms(full.median)}; incremental is ${(full.median / timing.median).toFixed(0)}× faster` },
  ];
}

/** Full-site render throughput against @mdx-js/mdx compile, and the incremental re-render time. */
export async function runRenderBench(): Promise<BenchRow[]> {
  const workerUrl = bundledCli();
  const rows: BenchRow[] = [];
  const largest = largestCorpusEntry();
  if (largest) {
    const project = await loadCorpusProject(largest.name);
    rows.push(...(await compareFullBuild(`largest corpus project (${largest.name})`, project, join(corpusDir, largest.name), workerUrl)));
  } else {
    rows.push({ name: 'largest corpus project', value: `skipped: no corpus at ${corpusDir}` });
  }
  const generated = generatedProject(1000);
  const root = writeProject(generated);
  try {
    rows.push(...(await compareFullBuild('generated corpus', generated, root, workerUrl)));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  rows.push(...incrementalRows());
  return rows;
}
