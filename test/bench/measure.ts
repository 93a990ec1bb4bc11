import { performance } from 'node:perf_hooks';

/** Timing of a repeated operation, in milliseconds. */
export interface Timing {
  readonly median: number;
  readonly p95: number;
  readonly min: number;
  readonly runs: number;
}

/** Runs `fn` `warmup` times, then times it until `runs` samples or `budgetMs` are spent. */
export function measure(fn: () => unknown, options: { warmup?: number; runs?: number; budgetMs?: number } = {}): Timing {
  const { warmup = 20, runs = 200, budgetMs = 5_000 } = options;
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (samples.length < runs && (samples.length < 3 || performance.now() < deadline)) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return summarizeSamples(samples);
}

/** Median, p95 and min of samples. */
export function summarizeSamples(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), min: sorted[0] ?? NaN, runs: sorted.length };
}

/** Formats milliseconds with sensible precision. */
export function ms(value: number): string {
  return value < 1 ? `${(value * 1000).toFixed(0)} µs` : `${value.toFixed(2)} ms`;
}

/** One row of the report: a name, a figure, and the target it is checked against. */
export interface BenchRow {
  readonly name: string;
  readonly value: string;
  readonly target?: string;
  readonly pass?: boolean;
}

/** Prints the rows as an aligned table. */
export function printRows(title: string, rows: readonly BenchRow[]): void {
  process.stdout.write(`\n## ${title}\n`);
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const verdict = r.pass === undefined ? '' : r.pass ? '  ✔' : '  ✖';
    process.stdout.write(`${r.name.padEnd(width)}  ${r.value}${r.target ? `  (target ${r.target})` : ''}${verdict}\n`);
  }
}
