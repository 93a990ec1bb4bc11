// Loaded with `node --import` into a CLI run the scale benchmark measures: at exit, prints the
// process's peak resident memory (all of its threads: the main thread and the build workers share
// one process) and CPU time as the last line of stderr, where runCliMeasured reads them. Workers load it too
// (they inherit the flags), so only the main thread prints.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    process.stderr.write(`\nquire-usage ${usage.maxRSS} ${Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)}\n`);
  });
}
