import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { BuildWorkers, isBuildWorkerData } from './build-workers.ts';
import { lowerHelperThreadPriority, threadPriorityApi } from './helper-threads.ts';
import { readStdin } from './read-stdin.ts';
import { reportInternalError } from './internal-error.ts';
import type { BuildWork } from './build-worker.ts';

// The `quire` command: check and build docs projects with the same core as the playground.
// The same entry is the build worker: `quire build` starts it again as a worker thread.
// Only this file and build-workers.ts load up front: the core is imported on demand, after a build
// has started its workers, so their start-up runs beside the main thread's instead of after it.

/**
 * Runs the `quire` command with the process's arguments, or, in a build worker thread, waits for
 * its build work. `entry` is the file the process was started from (the source's main.ts or the
 * built launcher), which build workers are started from too.
 */
export async function startQuire(entry: URL): Promise<void> {
  if (!isMainThread && isBuildWorkerData(workerData) && parentPort) {
    const port = parentPort;
    const [{ runBuildWork }, { loadAllResources }] = await Promise.all([import('./build-worker.ts'), import('../core/index.ts')]);
    // Core loads icon data, grammars and the YAML parser on demand for the browser; here, all at once.
    await loadAllResources();
    // A failed build rejects unhandled, which ends the worker with the error, as a throw did.
    port.once('message', (work: BuildWork) => void runBuildWork(work).then((reply) => port.postMessage(reply)));
    return;
  }
  const argv = process.argv.slice(2);
  // Before any worker exists: only V8's and Node's helper threads are lowered (see helper-threads.ts).
  if (argv[0] === 'build') lowerHelperThreadPriority(threadPriorityApi());
  const workers = new BuildWorkers(entry);
  workers.prestart(argv);
  try {
    const [{ runCli }, { loadAllResources }, { nodeSpecFetch }] = await Promise.all([import('./run-cli.ts'), import('../core/index.ts'), import('./fetch-specs.ts')]);
    await loadAllResources();
    process.exitCode = await runCli(argv, {
      cwd: process.cwd(),
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      workers,
      fetch: (url, init) => fetch(url, init),
      fetchSpec: nodeSpecFetch,
      stdin: () => readStdin(process.stdin),
    });
  } catch (error) {
    // runCli reports its own crashes; this is one in loading it.
    process.exitCode = reportInternalError(error, (text) => process.stderr.write(text));
  } finally {
    workers.stop();
  }
}
