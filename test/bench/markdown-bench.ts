import { performance } from 'node:perf_hooks';
import { maxPageChars } from '../../src/core/limits.ts';
import { clearParseMemo, parsePage } from '../../src/core/page/index.ts';
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
  'emphasis, many blocks at the block cap': (s) => repeat(`${'*a_ '.repeat(333)}${'a*'.repeat(333)}\n\n`, s),
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
 * per KB: flat figures across a row mean linear time.
 */
export function runMarkdownBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  parsePage('warm.md', pathologicalMarkdown['plain text (baseline)']!(50_000));
  for (const [name, make] of Object.entries(pathologicalMarkdown)) {
    const cells: string[] = [];
    let worstPerKb = 0;
    let firstPerKb = 0;
    for (const size of benchSizes()) {
      const text = make(size);
      clearParseMemo();
      const start = performance.now();
      const page = parsePage('page.md', text);
      const ms = performance.now() - start;
      const perKb = ms / (text.length / 1000);
      if (firstPerKb === 0) firstPerKb = perKb;
      worstPerKb = Math.max(worstPerKb, perKb);
      const capped = page.diagnostics.some((d) => d.code === 'page/too-much-markup') ? '*' : '';
      cells.push(`${Math.round(text.length / 1000)} KB ${ms.toFixed(0)} ms (${perKb.toFixed(2)}/KB)${capped}`);
    }
    rows.push({ name, value: cells.join(' · ') });
    rows.push({ name: '  worst ms/KB ÷ ms/KB at 10 KB', value: (worstPerKb / firstPerKb).toFixed(1), target: '< 4 (linear)', pass: worstPerKb / firstPerKb < 4 });
  }
  return rows;
}
