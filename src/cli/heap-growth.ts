import { setFlagsFromString } from 'node:v8';

/**
 * How much V8 may grow a thread's heap past what its last full collection found live, in percent,
 * during `quire check` and `quire build`.
 *
 * Why: a check or build keeps little (the plan, small per-page records: 150 MB live in the middle
 * of a 5,000-page build) but makes a great deal of short-lived garbage per page (parse trees, HTML).
 * V8's default growth factor (up to 4× the live size on a fast collector) then let each thread's
 * heap reach 600–900 MB, most of it garbage, so the process peaked at 1.8 GB at 5,000 pages on two
 * threads and 3.8 GB at 25,000. At 30 % the heap stays near live size; full collections run more
 * often, at about a quarter more CPU (measured on a 1,000-page build: 1.30 GB → 0.79 GB peak RSS).
 */
export const batchHeapGrowthPercent = 30;

/** The V8 flags the CLI sets for `argv` before the core is loaded: the batch heap growth for check and build, nothing for the rest. */
export function batchHeapFlags(argv: readonly string[]): string[] {
  return argv[0] === 'check' || argv[0] === 'build' ? [`--heap-growing-percent=${batchHeapGrowthPercent}`] : [];
}

/**
 * Sets batchHeapFlags(argv) in this process (V8 flags are per process: build workers started after
 * this get them too; V8 reads this one at every heap resize, so it holds for this thread from now on).
 */
export function limitHeapGrowth(argv: readonly string[], set: (flag: string) => void = setFlagsFromString): void {
  for (const flag of batchHeapFlags(argv)) set(flag);
}
