import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const reporter = fileURLToPath(new URL('./report-max-rss.mjs', import.meta.url));

/** What one `quire` run in a child process did: exit code, output, wall time and peak resident memory. */
export interface MeasuredRun {
  readonly code: number;
  readonly stdout: string;
  /** Its stderr without the memory line. */
  readonly stderr: string;
  readonly ms: number;
  /** Peak resident memory of the process (main thread and workers), in bytes. */
  readonly maxRss: number;
  /** CPU time of every thread of the process (user and system), in milliseconds: on a shared machine, steadier than wall time. */
  readonly cpuMs: number;
}

/**
 * Runs the CLI from source (`node --import tsx src/cli/main.ts …`) in a child process, as a user
 * runs it, and measures its wall time, CPU time and peak resident memory (process.resourceUsage(),
 * reported by the child itself at exit, so it needs no /usr/bin/time).
 */
export function runCliMeasured(args: readonly string[]): Promise<MeasuredRun> {
  return new Promise((resolvePromise, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', reporter, 'src/cli/main.ts', ...args], { cwd: repository, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.once('error', reject);
    child.once('close', (code) => {
      const ms = performance.now() - start;
      const line = /\n?quire-usage (\d+) (\d+)\n$/.exec(stderr);
      resolvePromise({ code: code ?? -1, stdout, stderr: line ? stderr.slice(0, line.index) : stderr, ms, maxRss: line ? Number(line[1]) * 1024 : NaN, cpuMs: line ? Number(line[2]) : NaN });
    });
  });
}
