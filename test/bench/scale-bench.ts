import { mkdtempSync, opendirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusPresent, corpusSkipLine } from '../setup/corpus-paths.ts';
import type { BenchRow } from './measure.ts';
import { runCliMeasured } from './run-cli-measured.ts';
import { benchShape, sourcePages, writeScaleSite } from './scale-site.ts';

/** The site sizes `npm run bench -- scale` builds unless told others (`npm run bench -- scale 2000`). */
export const scaleSizes = [1_000, 5_000, 25_000];
/** The targets at 25,000 pages on 2 cores: check and build each within 10 minutes, in 2 GB. */
const targetMs = 600_000;
const targetRss = 2 * 1024 ** 3;

/** The largest `.html` file under `dir` and its size, read one folder entry at a time. */
export function largestHtml(dir: string, under = ''): { path: string; size: number } {
  let largest = { path: '', size: 0 };
  const folder = opendirSync(join(dir, under));
  try {
    for (let entry = folder.readSync(); entry; entry = folder.readSync()) {
      const path = under === '' ? entry.name : `${under}/${entry.name}`;
      const found = entry.isDirectory() ? largestHtml(dir, path) : entry.name.endsWith('.html') ? { path, size: statSync(join(dir, path)).size } : largest;
      if (found.size > largest.size) largest = found;
    }
  } finally {
    folder.closeSync();
  }
  return largest;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

/**
 * Generates the versioned, multi-language site at each size (see scale-site.ts) in a temporary
 * folder, runs `quire check` and `quire build` on it in child processes, and reports each one's time
 * and peak resident memory, the largest page written, and the load average the machine had.
 */
export async function runScaleBench(sizes: readonly number[] = scaleSizes): Promise<BenchRow[]> {
  if (!corpusPresent('corpus') && !corpusPresent('corpus-v2')) throw new Error(corpusSkipLine('corpus-v2'));
  const sources = sourcePages();
  const rows: BenchRow[] = [{ name: 'source pages (from the corpora, cycled)', value: String(sources.length) }];
  for (const pages of sizes) {
    const root = mkdtempSync(join(tmpdir(), `quire-scale-${pages}-`));
    try {
      const site = join(root, 'site');
      const out = join(root, 'out');
      writeScaleSite(site, benchShape(pages), sources);
      const big = pages >= 25_000;
      const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
      for (const command of ['check', 'build'] as const) {
        const before = load();
        const run = await runCliMeasured(command === 'check' ? ['check', site] : ['build', site, '--out', out]);
        if (run.code !== 0) throw new Error(`quire ${command} of the ${pages}-page site exited with ${run.code}:\n${run.stdout}${run.stderr}`);
        rows.push({ name: `${pages} pages: quire ${command} time (load before ${before})`, value: `${seconds(run.ms)}, CPU ${seconds(run.cpuMs)}`, ...(big ? { target: '≤ 600 s on 2 cores', pass: run.ms <= targetMs } : {}) });
        rows.push({ name: `${pages} pages: quire ${command} peak RSS`, value: mb(run.maxRss), ...(big ? { target: '≤ 2048 MB', pass: run.maxRss <= targetRss } : {}) });
      }
      const largest = largestHtml(out);
      rows.push({ name: `${pages} pages: largest page HTML`, value: `${(largest.size / 1024).toFixed(0)} KB (${largest.path})` });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return rows;
}
