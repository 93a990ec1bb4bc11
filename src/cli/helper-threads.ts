import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The nice value helper threads get: well below the build threads (0), without starving them. */
export const helperNice = 10;

/** How thread priorities are read and set; injected by tests. */
export interface PriorityApi {
  /** Thread ids of this process. */
  threads(): number[];
  get(tid: number): number;
  set(tid: number, nice: number): void;
}

/** The thread priorities of this process where each thread has its own (Linux); undefined elsewhere. */
export function threadPriorityApi(): PriorityApi | undefined {
  if (process.platform !== 'linux') return undefined;
  return {
    threads: () => readdirSync('/proc/self/task').map(Number),
    get: (tid) => getPriority(tid),
    set: (tid, nice) => setPriority(tid, nice),
  };
}

/**
 * Gives every thread of this process except the main one a lower scheduling priority (nice
 * `helperNice`), and returns how many it changed. Called at start-up, before any build worker
 * exists, these are V8's background compiler and garbage-collector threads and Node's own.
 *
 * Why: in a cold build V8's optimizing compiler works beside each JavaScript thread, on as much CPU
 * again as the page work (measured on the 189-page trigger corpus: about 1.2 s of background compiling beside 1.4 s of page work).
 * With more cores than threads that is free; on two cores it takes half the CPU from the threads
 * that check and render, so a second worker gained nothing. A lower priority only matters when a
 * core is contended: then the build threads run first and compiling takes what is left.
 *
 * Linux only (see threadPriorityApi): there a thread's nice value is its own (setpriority with a
 * thread id). Without an api, or for a thread that cannot be changed, nothing happens.
 */
export function lowerHelperThreadPriority(api: PriorityApi | undefined): number {
  if (!api) return 0;
  let changed = 0;
  let tids: number[];
  try {
    tids = api.threads();
  } catch {
    return 0;
  }
  for (const tid of tids) {
    if (tid === process.pid || !Number.isInteger(tid)) continue;
    try {
      if (api.get(tid) >= helperNice) continue;
      api.set(tid, helperNice);
      changed++;
    } catch {
      // Gone already, or not ours to change.
    }
  }
  return changed;
}
