import { performance } from 'node:perf_hooks';
import { maxPageChars } from '../../src/core/limits.ts';
import { parsePage } from '../../src/core/page/index.ts';
import type { BenchRow } from './measure.ts';

/** `unit` repeated to about `size` characters. */
const repeat = (unit: string, size: number): string => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

/** Half `a` repeated, then half `b`. */
const halves = (a: string, b: string, size: number): string => repeat(a, size / 2) + repeat(b, size / 2);

/**
 * Pages whose parse time grew with the square (or more) of their size in micromark before the
 * inline markup caps (core/limits.ts), each as a generator of a page of about `size` characters.
 */
export const pathologicalMarkdown: Readonly<Record<string, (size: number) => string>> = {
  'plain text (baseline)': (s) => repeat('lorem ipsum dolor sit amet ', s),
  "red team: ('*a_ ' × N) + ('a*' × N)": (s) => repeat('*a_ ', (s * 2) / 3) + repeat('a*', s / 3),
  'nested emphasis: *a × N, a* × N': (s) => halves('*a', 'a*', s),
  'emphasis in sequence: *a* × N': (s) => repeat('*a* ', s),
  'strikethrough: ~a × N, a~~ × N': (s) => halves('~a ', 'a~~ ', s),
  'emphasis, many blocks at the block cap': (s) => repeat(`${'*a_ '.repeat(166)}${'a*'.repeat(166)}\n\n`, s),
  'closing brackets: ] × N': (s) => repeat(']', s),
  'nested brackets: [ × N, ] × N': (s) => halves('[', ']', s),
  'open labels: [a × N, ] × N': (s) => halves('[a', ']', s),
  'footnote calls: [^a] × N': (s) => repeat('[^a] ', s),
  'an open [ then words: [ + (a × N)': (s) => `[${repeat('a ', s - 1)}`,
  'backtick runs of every length': (s) => {
    let t = '';
    for (let k = 1; t.length + k + 1 <= s; k++) t += `${'`'.repeat(k)}a`;
    return t;
  },
  'bare links: www.a_ × N': (s) => repeat('www.a_', s),
  'bare links: http://a/ × N': (s) => repeat('http://a/', s),
  'autolinks: <http://a × N': (s) => repeat('<http://a ', s),
};

/** Page sizes from 10 KB, doubling, up to the page limit. */
export function benchSizes(): number[] {
  const sizes: number[] = [];
  for (let size = 10_000; size < maxPageChars; size *= 2) sizes.push(size);
  return [...sizes, maxPageChars];
}

/**
 * Parse time of each pathological page at each size (one parse from scratch each), with the time
 * per KB: flat figures across a row mean linear time; and the time per KB at the page limit
 * against plain text's.
 */
export function runMarkdownBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  parsePage('warm.md', pathologicalMarkdown['plain text (baseline)']!(50_000));
  let plainPerKb = 0;
  for (const [name, make] of Object.entries(pathologicalMarkdown)) {
    const cells: string[] = [];
    let lastPerKb = 0;
    for (const size of benchSizes()) {
      const text = make(size);
      const start = performance.now();
      const page = parsePage('page.md', text);
      const ms = performance.now() - start;
      lastPerKb = ms / (text.length / 1000);
      const capped = page.diagnostics.some((d) => d.code === 'page/too-much-markup') ? '*' : '';
      cells.push(`${Math.round(text.length / 1000)} KB ${ms.toFixed(0)} ms (${lastPerKb.toFixed(2)}/KB)${capped}`);
    }
    if (plainPerKb === 0) plainPerKb = lastPerKb;
    rows.push({ name, value: cells.join(' · ') });
    // Against plain text of the page limit: a quadratic family would be hundreds of times slower there.
    rows.push({ name: '  ms/KB at the page limit ÷ plain text\'s', value: (lastPerKb / plainPerKb).toFixed(1), target: '< 5', pass: lastPerKb / plainPerKb < 5 });
  }
  return rows;
}
