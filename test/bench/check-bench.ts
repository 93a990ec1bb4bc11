import { performance } from 'node:perf_hooks';
import { checkProject, parsePage } from '../../src/core/index.ts';
import { largestCorpusEntry, loadCorpusProject } from './corpus.ts';
import { type BenchRow, ms, summarizeSamples } from './measure.ts';

/** Time to check the largest corpus project, against only parsing its pages (the floor). */
export async function runCheckBench(): Promise<BenchRow[]> {
  const largest = largestCorpusEntry();
  if (!largest) return [{ name: 'check largest corpus project', value: 'skipped: no corpus' }];
  const project = await loadCorpusProject(largest.name);
  const pages = project.list().filter((p) => /\.mdx?$/.test(p));
  checkProject(project);
  const check: number[] = [];
  const parse: number[] = [];
  let diagnostics = 0;
  for (let r = 0; r < 5; r++) {
    let t = performance.now();
    diagnostics = checkProject(project).diagnostics.length;
    check.push(performance.now() - t);
    t = performance.now();
    for (const p of pages) parsePage(p, project.readText(p) ?? '');
    parse.push(performance.now() - t);
  }
  const c = summarizeSamples(check).median;
  const p = summarizeSamples(parse).median;
  return [
    { name: `check ${largest.name} (${pages.length} pages, ${diagnostics} diagnostics)`, value: `median ${ms(c)}` },
    { name: `  vs parsing its pages only (remark-mdx, the floor)`, value: `median ${ms(p)}; checking costs ${(c / p).toFixed(2)}× parsing` },
  ];
}
