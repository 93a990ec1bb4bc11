// Loaded with `node --import` into a benchmarked process: at exit, writes the CPU time the whole
// process used (every thread, user + system, in ms) to the file QUIRE_BENCH_CPU names, so a
// benchmark on a shared machine can report CPU time beside wall-clock time.
import { writeFileSync } from 'node:fs';

const file = process.env.QUIRE_BENCH_CPU;
if (file) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, String((user + system) / 1000));
  });
}
