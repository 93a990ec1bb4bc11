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
 * So only a large project gets it: below largeProjectFiles the default growth stays well under the
 * memory budget (1.3 GB at 1,000 pages) and the quarter of CPU is kept.
 */
export const batchHeapGrowthPercent = 30;

/** From how many project files on a check or build keeps heaps near their live size. */
export const largeProjectFiles = 2_000;

/** The V8 flags a check or build of a project of `files` files sets: the batch heap growth for a large project, none for the rest. */
export function batchHeapFlags(files: number): string[] {
  return files >= largeProjectFiles ? [`--heap-growing-percent=${batchHeapGrowthPercent}`] : [];
}

/**
 * Sets batchHeapFlags(files) in this process once the project is read (V8 flags are per process:
 * build workers started after this get them too; V8 reads this one at every heap resize, so it
 * holds for this thread from then on).
 */
export function limitHeapGrowth(files: number, set: (flag: string) => void = setFlagsFromString): void {
  for (const flag of batchHeapFlags(files)) set(flag);
}
