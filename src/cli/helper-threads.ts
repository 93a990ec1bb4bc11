import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * The nice value helper threads get: the lowest, so they run on cores the build threads leave idle.
 * Measured on two cores (trigger corpus, two threads, medians of 8 interleaved runs): nice 10 gave
 * 2.32 s, 15 2.29 s, 19 2.10 s; with one thread the value made no difference.
 */
export const helperNice = 19;

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
 * Why: in a cold build V8's optimizing compiler works beside each JavaScript thread, on about as
 * much CPU again as the page work (trigger corpus, one thread: 1.2–1.4 s on four helper threads
 * beside 1.4 s of page work; almost all of it compiling, as `--no-concurrent-recompilation` shows).
 * With idle cores that is free; on two cores it took half the CPU from the two threads that check
 * and render, so a second thread gained nothing. A lower priority only matters when a core is
 * contended: then the build threads run first, compiling and concurrent GC take what is left (or
 * fall back to the build thread, as V8 does when its helpers are busy), and compile jobs that
 * would only pay off after the build ends are never run.
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
