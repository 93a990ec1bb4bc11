// `npm run bench -- search`: the export's search index (size per 100 pages) and query time, on the
// largest corpus project, with the options the site's search runs with (search-runtime.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { loadProject } from '../../src/cli/load-project.ts';
import { loadAllResources, planExport } from '../../src/core/index.ts';
import type { SearchIndexData } from '../../src/core/site/search-index.ts';
import { searchIndexFileName } from '../../src/core/site/publish-files.ts';
import { corpusDir, corpusV2Dir } from '../setup/corpus-paths.ts';
import { largestCorpusEntry } from './corpus.ts';
import type { BenchRow } from './measure.ts';
import { ms, summarizeSamples } from './measure.ts';
import { SiteService } from '../../src/worker/site-service.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';
import type { FeedPort } from '../../src/worker/site-service.ts';

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

/**
 * The playground's first query after the project's whole check, in the worker's SiteService: at once
 * (the index not made yet, as before it was made in idle time) and after the idle time that makes it;
 * and the longest slice of that idle work (how long an edit arriving then waits at most).
 */
async function firstQueryRows(label: string, dir: string, query: string): Promise<BenchRow[]> {
  const project = await loadProject(dir);
  const files = project.list().map((path) => [path, project.readText(path) ?? project.readBytes(path) ?? ''] as [string, string | Uint8Array]);
  // The search's code is a resource the worker loads at the first query (site-service.ts): loaded here
  // first, so the first query measures the index, not the module's import.
  await loadAllResources();
  const run = async (idle: boolean) => {
    const timers = new Map<number, () => void>();
    let ids = 0;
    const events: WorkerEvent[] = [];
    const service = new SiteService((e) => events.push(e), { set: (fn) => (timers.set(++ids, fn), ids), clear: (id) => timers.delete(id as number), now: () => performance.now() });
    let results = -1;
    const feed: FeedPort = { postMessage: (m) => void ((m as { type?: string }).type === 'search-results' && (results = (m as { results: unknown[] }).results.length)) };
    service.attachPreview(feed);
    service.handle({ type: 'load', files, assetPrefix: 'asset:' });
    service.handle({ type: 'show', target: '/', seq: 1 });
    service.handle({ type: 'preview-shown' });
    // Runs the timers due now; returns the longest one's time.
    const round = (): number => {
      let longest = 0;
      const due = [...timers.values()];
      timers.clear();
      for (const fn of due) {
        const start = performance.now();
        fn();
        longest = Math.max(longest, performance.now() - start);
      }
      return longest;
    };
    // The service's own promises (resources it loads) settle between rounds; a check that never ends is an error, not a hang.
    const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
    for (let rounds = 0; !events.some((e) => e.type === 'diagnostics' && !e.cached); rounds++) {
      if (rounds > 100_000) throw new Error('the check did not finish');
      round();
      await settle();
    }
    let longestSlice = 0;
    const idleStart = performance.now();
    if (idle) {
      for (let rounds = 0; timers.size > 0; rounds++) {
        if (rounds > 100_000) throw new Error('the idle work did not finish');
        longestSlice = Math.max(longestSlice, round());
        await settle();
      }
    }
    const idleMs = performance.now() - idleStart;
    const start = performance.now();
    feed.onmessage?.({ data: { type: 'search', id: 1, query, version: '', language: '' } } as MessageEvent);
    return { queryMs: performance.now() - start, idleMs, longestSlice, results, sections: service.searchIndexSize ?? 0 };
  };
  const before = await run(false);
  const after = await run(true);
  return [
    { name: `${label}: first query ("${query}") right after the check, index not made yet (as before)`, value: `${ms(before.queryMs)} (${before.results} results)` },
    { name: `${label}: first query after the index was made in idle time`, value: `${ms(after.queryMs)} (${after.results} results, ${after.sections} sections)` },
    { name: `${label}: idle time making the index: total / longest slice`, value: `${ms(after.idleMs)} / ${ms(after.longestSlice)}` },
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
    rows.push(...(await firstQueryRows('corpus-v2/pipecat, playground', join(corpusV2Dir, 'pipecat'), 'pipeline')));
  } catch {
    // corpus-v2 is optional.
  }
  return rows;
}
