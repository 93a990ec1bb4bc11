#!/usr/bin/env node
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type BuildShardRequest, runBuildShard } from './build-site.ts';
import { runCli } from './run-cli.ts';
import { loadAllResources } from '../core/index.ts';

// The `quire` command: check and build docs projects with the same core as the playground.
// The same file is the build worker: `quire build` starts it again as a worker thread.
const shard = workerData as BuildShardRequest | undefined;
// Core loads icon data, grammars and the YAML parser on demand for the browser; here, all at once.
await loadAllResources();
if (!isMainThread && shard?.quireBuildShard && parentPort) {
  const port = parentPort;
  await runBuildShard(shard, (result) => port.postMessage(result));
} else {
  process.exitCode = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    workerUrl: new URL(import.meta.url),
  });
}
