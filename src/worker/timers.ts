/** Timers, passed in so tests control time. */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  /** The time in ms, for work that yields after a slice of it; without it such work runs in one go (tests). */
  now?(): number;
}

/** The platform's setTimeout and clearTimeout. */
export const defaultTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>), now: () => performance.now() };
