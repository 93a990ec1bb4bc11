// `npm run bench -- search`: the export's search index (size per 100 pages) and query time, on the
// largest corpus project, with the options the site's search runs with (search-runtime.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { loadProject } from '../../src/cli/load-project.ts';
import { planExport } from '../../src/core/index.ts';
import type { SearchIndexData } from '../../src/core/site/search-index.ts';
import { searchIndexFileName } from '../../src/core/site/publish-files.ts';
import { corpusDir, corpusV2Dir } from '../setup/corpus-paths.ts';
import { largestCorpusEntry } from './corpus.ts';
import type { BenchRow } from './measure.ts';
import { ms, summarizeSamples } from './measure.ts';

/** The queries: the first word of each section heading as typed so far (3 letters), whole, and with a typo. */
function queries(data: SearchIndexData, search: MiniSearch): string[] {
  const words = new Set<string>();
  search.search(MiniSearch.wildcard, { filter: (r) => typeof r['heading'] === 'string' && r['heading'] !== '' && words.size < 60 && Boolean(words.add(String(r['heading']).split(/\s+/)[0] ?? '')) });
  void data;
  const list = [...words].filter((w) => w.length >= 4);
  return list.flatMap((w) => [w.slice(0, 3), w, `${w.slice(0, -2)}${w.at(-1)}${w.at(-2)}`]);
}

async function benchProject(label: string, dir: string, library: string): Promise<BenchRow[]> {
  const project = await loadProject(dir);
  const plan = planExport(project, { publish: true, searchLibrary: library });
  const t = performance.now();
  const text = plan.staticFiles().get(searchIndexFileName);
  const publishMs = performance.now() - t;
  if (typeof text !== 'string') return [{ name: `${label}: search index`, value: 'none written' }];
  const data = JSON.parse(text) as SearchIndexData;
  const pages = data.pages.length;
  const bytes = Buffer.byteLength(text);
  const gzip = gzipSync(text).length;
  const search = MiniSearch.loadJS(data.index as Parameters<typeof MiniSearch.loadJS>[0], data.options);
  const list = queries(data, search);
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of list) {
      const start = performance.now();
      search.search(q, { prefix: true, fuzzy: (term) => (term.length > 3 ? 0.2 : false), combineWith: 'AND', boost: { title: 3, heading: 2 } });
      samples.push(performance.now() - start);
    }
  }
  const timing = summarizeSamples(samples);
  const loadStart = performance.now();
  MiniSearch.loadJS(data.index as Parameters<typeof MiniSearch.loadJS>[0], data.options);
  const loadMs = performance.now() - loadStart;
  return [
    { name: `${label}: indexed pages / sections`, value: `${pages} / ${search.documentCount}` },
    { name: `${label}: index size (raw / gzip)`, value: `${(bytes / 1024).toFixed(0)} KB / ${(gzip / 1024).toFixed(0)} KB` },
    { name: `${label}: index size per 100 pages (raw / gzip)`, value: `${((bytes / pages) * 100 / 1024).toFixed(0)} KB / ${((gzip / pages) * 100 / 1024).toFixed(0)} KB` },
    { name: `${label}: query time, median (p95) of ${timing.runs}`, value: `${ms(timing.median)} (${ms(timing.p95)})`, target: '< 10 ms', pass: timing.median < 10 },
    { name: `${label}: loading the index (loadJS)`, value: ms(loadMs) },
    { name: `${label}: the export's static files (assets, .md, llms files, index), one thread`, value: ms(publishMs) },
  ];
}

/** The search figures of the largest corpus project (and of corpus-v2's pipecat, the largest current-format one, when present). */
export async function runSearchBench(): Promise<BenchRow[]> {
  const library = readFileSync(createRequire(import.meta.url).resolve('minisearch'), 'utf8');
  const rows: BenchRow[] = [{ name: 'search script (MiniSearch + dialog), raw / gzip', value: `${(Buffer.byteLength(library) / 1024).toFixed(0)} KB / ${(gzipSync(library).length / 1024).toFixed(0)} KB (library)` }];
  const largest = largestCorpusEntry();
  if (largest) rows.push(...(await benchProject(largest.name, join(corpusDir, largest.name), library)));
  try {
    rows.push(...(await benchProject('corpus-v2/pipecat', join(corpusV2Dir, 'pipecat'), library)));
  } catch {
    // corpus-v2 is optional.
  }
  return rows;
}
