/**
 * Drives a step generator (one that stops between units of work, such as checkProjectSteps) to its
 * end and returns its result: the synchronous form of the same work.
 */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
