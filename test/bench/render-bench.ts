import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { execFileSync, spawnSync } from 'node:child_process';
import { createPageRenderer, type Project, renderPage } from '../../src/core/index.ts';
import { corpusDir, corpusV2Dir } from '../setup/corpus-paths.ts';
import { corpusEntries } from './corpus.ts';
import { generatedPage, generatedProject } from './generated-corpus.ts';
import { type BenchRow, measure, ms, summarizeSamples } from './measure.ts';

/** The built CLI (`npm run build`'s CLI step), whose module doubles as the build worker. */
function bundledCli(): string {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
  return join(process.cwd(), 'dist/cli/quire.mjs');
}

/** Writes a project to a temporary folder (the CLI and the peers read projects from disk). */
function writeProject(project: Project): string {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-site-'));
  for (const path of project.list()) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), project.readBytes(path) ?? new Uint8Array());
  }
  return dir;
}

/** One cold run: a fresh node process's wall-clock time and the CPU time of all its threads, in ms. */
interface ColdRun {
  readonly wall: number;
  readonly cpu: number;
  readonly stdout: string;
}

const cpuFile = join(tmpdir(), `quire-bench-cpu-${process.pid}`);

function cold(args: readonly string[]): ColdRun {
  const t = performance.now();
  const run = spawnSync(process.execPath, ['--import', './test/bench/cpu-at-exit.mjs', ...args], { encoding: 'utf8', env: { ...process.env, QUIRE_BENCH_CPU: cpuFile } });
  const wall = performance.now() - t;
  return { wall, cpu: Number(readFileSync(cpuFile, 'utf8')), stdout: run.stdout };
}

/** The wall-clock time, in ms, of running `args` in `count` fresh node processes at once (until the last exits). */
function together(args: readonly string[], count: number): number {
  const script = `const { spawn } = require('node:child_process');
const t = performance.now();
let left = ${count};
for (let i = 0; i < ${count}; i++) spawn(process.execPath, ${JSON.stringify(args)}, { stdio: 'ignore' }).on('exit', () => { if (--left === 0) process.stdout.write(String(performance.now() - t)); });`;
  return Number(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout);
}

const medianOf = (runs: readonly ColdRun[], key: 'wall' | 'cpu') => summarizeSamples(runs.map((r) => r[key])).median;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const figures = (runs: readonly ColdRun[]) => `${seconds(medianOf(runs, 'wall'))} wall (${seconds(Math.min(...runs.map((r) => r.wall)))}–${seconds(Math.max(...runs.map((r) => r.wall)))}), ${seconds(medianOf(runs, 'cpu'))} CPU`;

/** Options of coldBuildRows. */
interface ColdOptions {
  /** Cold runs of each variant, interleaved; the median is reported. */
  readonly rounds: number;
  /** Check the targets on this project (the 1,000-page site): the thread speed-up and the cached rebuild. */
  readonly large?: boolean;
}

/**
 * Cold builds of one project folder against its peers, each a fresh node process as CI runs it
 * (module loading and JIT warm-up included): @mdx-js/mdx compile of every page (remark-gfm and
 * remark-frontmatter), the same plus running each page and React renderToString, and `quire build`
 * (check + render + write) on 1 and 2 threads. The machine may be shared, so every variant runs
 * `rounds` times, interleaved, and the wall-clock median and range are reported with the CPU time
 * of all the process's threads. For the large project, a cached rebuild after a one-page change too.
 */
function coldBuildRows(label: string, root: string, cli: string, options: ColdOptions): BenchRow[] {
  const outDir = mkdtempSync(join(tmpdir(), 'quire-bench-out-'));
  const cacheDir = mkdtempSync(join(tmpdir(), 'quire-bench-cache-'));
  const peer: ColdRun[] = [];
  const rendered: ColdRun[] = [];
  const one: ColdRun[] = [];
  const two: ColdRun[] = [];
  const warm: ColdRun[] = [];
  try {
    // As CI runs it after `npm ci`: without the code cache an earlier run of the installed command
    // left beside its bundle (see bundle-launcher.ts); a run then writes one as it ends, and pays for that.
    const codeCache = cli.replace(/\.mjs$/, '.cjs.code-cache');
    for (let r = 0; r < options.rounds; r++) {
      peer.push(cold(['test/bench/compile-site.mjs', root]));
      rendered.push(cold(['test/bench/compile-site.mjs', root, '--render']));
      rmSync(codeCache, { force: true });
      one.push(cold([cli, 'build', root, '--out', outDir, '--jobs', '1', '--no-cache']));
      rmSync(codeCache, { force: true });
      two.push(cold([cli, 'build', root, '--out', outDir, '--jobs', '2', '--no-cache']));
      // The same again with the code cache the last run wrote: a later build on the same machine.
      if (options.large) warm.push(cold([cli, 'build', root, '--out', outDir, '--jobs', '2', '--no-cache']));
    }
    const { pages, failed } = JSON.parse(rendered[0]?.stdout ?? '{}') as { pages: number; failed: number };
    const [p, q, c1, c2] = [medianOf(peer, 'wall'), medianOf(rendered, 'wall'), medianOf(one, 'wall'), medianOf(two, 'wall')];
    const rows: BenchRow[] = [
      { name: `${label}: ${pages} pages`, value: '' },
      { name: '  peer: @mdx-js/mdx compile (+ gfm, frontmatter)', value: figures(peer) },
      { name: '  peer: compile + run + renderToString', value: `${figures(rendered)}; ${failed} page${failed === 1 ? '' : 's'} failed` },
      { name: '  quire build, 1 thread', value: `${figures(one)}; ${(p / c1).toFixed(2)}× compile, ${(q / c1).toFixed(2)}× compile+render` },
      {
        name: '  quire build, 2 threads',
        value: `${figures(two)}; ${(p / c2).toFixed(2)}× compile, ${(q / c2).toFixed(2)}× compile+render, ${(c1 / c2).toFixed(2)}× 1 thread`,
        target: options.large ? '≥ 1.5× compile, ≥ 1.6× 1 thread' : '≥ 1.5× compile',
        pass: p / c2 >= 1.5 && (!options.large || c1 / c2 >= 1.6),
      },
    ];
    if (options.large) {
      const w = medianOf(warm, 'wall');
      rows.push({ name: '  quire build, 2 threads, with the code cache of an earlier run', value: `${figures(warm)}; ${(p / w).toFixed(2)}× compile, ${(c2 / w).toFixed(2)}× without it` });
      // What two cores give this machine's processes: the compile peer run twice at once against
      // once, as throughput. Two independent processes share nothing, so this bounds what two
      // threads of one build can gain over one.
      const pairs: number[] = [];
      for (let r = 0; r < options.rounds; r++) pairs.push(together(['test/bench/compile-site.mjs', root], 2));
      const pair = summarizeSamples(pairs).median;
      rows.push({ name: '  two compile peers at once (what 2 cores give independent processes)', value: `${seconds(pair)} wall for both; ${((2 * p) / pair).toFixed(2)}× the throughput of one` });
      // Fill the cache, change one page's text, and time the rebuild against the cold 2-thread build.
      // The cache folder holds the code cache too (a CI cache of the folder keeps both).
      cold([cli, 'build', root, '--out', outDir, '--jobs', '2', '--cache', cacheDir]);
      const cached: ColdRun[] = [];
      const page = join(root, 'section-0', 'page-1.mdx');
      for (let r = 0; r < options.rounds; r++) {
        writeFileSync(page, `${readFileSync(page, 'utf8')}\nEdit ${r}.\n`);
        cached.push(cold([cli, 'build', root, '--out', outDir, '--jobs', '2', '--cache', cacheDir]));
      }
      const c = medianOf(cached, 'wall');
      rows.push({ name: '  quire build --cache after a one-page change, 2 threads', value: `${figures(cached)}; ${((100 * c) / c2).toFixed(1)}% of a cold build (CPU ${((100 * medianOf(cached, 'cpu')) / medianOf(two, 'cpu')).toFixed(1)}%)`, target: '≤ 5%', pass: c / c2 <= 0.05 });
    }
    return rows;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  }
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

/** Cold `quire build` against the MDX peers on every corpus project and a 1,000-page generated site, and the incremental re-render time. */
export function runRenderBench(): BenchRow[] {
  const cli = bundledCli();
  const rows: BenchRow[] = [];
  const projects = [...corpusEntries(corpusDir).map((e) => join(corpusDir, e.name)), ...corpusEntries(corpusV2Dir).map((e) => join(corpusV2Dir, e.name))];
  if (projects.length === 0) rows.push({ name: 'corpus projects', value: `skipped: no corpus at ${corpusDir}` });
  // QUIRE_BENCH_ROUNDS: fewer rounds for a quick look (default 3).
  const rounds = Number(process.env.QUIRE_BENCH_ROUNDS ?? 3);
  for (const dir of projects) rows.push(...coldBuildRows(relative(join(corpusDir, '..'), dir), dir, cli, { rounds }));
  const root = writeProject(generatedProject(1000));
  try {
    rows.push(...coldBuildRows('generated site', root, cli, { rounds, large: true }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  rows.push(...incrementalRows());
  return rows;
}
