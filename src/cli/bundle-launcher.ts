#!/usr/bin/env node
// The built `quire` command (dist/cli/quire.mjs): runs the CLI bundle beside it (quire.cjs, made
// from start.ts by scripts/build-cli.mjs) with V8's code cache. Compiling the 7.8 MB bundle and the
// functions a command calls cost a tenth of a second or more in every process and build thread;
// V8 can keep that work in a file (Node 20 has no module compile cache, so the bundle is CommonJS
// run through vm.Script). The cache is written by the first `check` or `build` that finds none
// (or one V8 rejects), as the command ends, so it holds the functions the command used. A build
// with a cache folder keeps it there (CI that keeps the build cache keeps this too); any other
// command beside the bundle. Where it cannot be written, every run compiles as before.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { isMainThread, threadId } from 'node:worker_threads';
import { sha256Hex } from './build-cache.ts';
import { buildCacheDir } from './build-workers.ts';

/** The bundle compiled, with V8's code cache when a sound one of this bundle and runtime is found; the buffers read stay here, not alive for the whole command. */
function compileBundle(bundle: string, cacheFile: string): { script: Script; stamp: string; cached: boolean } {
  const bytes = readFileSync(bundle);
  // V8 checks a cache against the source's length only, and runs whatever else it is given as code
  // (a damaged cache crashed the process), so the file starts with the hashes of the bundle and of
  // the data after it, and the runtime: a cache of another bundle or runtime, or a damaged one, is
  // never handed to V8. (Hashing both takes 8 ms; compiling without a cache, 100 ms and more.)
  const stamp = `quire code cache\0${sha256Hex(bytes)}\0${process.version}\0${process.arch}\0`;
  let cachedData: Buffer | undefined;
  try {
    const file = readFileSync(cacheFile);
    const data = file.subarray(stamp.length + 65);
    if (file.toString('latin1', 0, stamp.length) === stamp && file[stamp.length + 64] === 10 && file.toString('latin1', stamp.length, stamp.length + 64) === sha256Hex(data)) cachedData = data;
  } catch {
    // No cache yet.
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${bytes.toString('utf8')}\n})`, { filename: bundle, ...(cachedData ? { cachedData } : {}) });
  return { script, stamp, cached: cachedData !== undefined && script.cachedDataRejected !== true };
}

const bundle = fileURLToPath(new URL(import.meta.url.replace(/\.mjs$/, '.cjs')));
const argv = process.argv.slice(2);
// A build's threads get the command line too (see startWorker), so they read the file the main thread does.
const home = buildCacheDir(argv, process.cwd());
const cacheFile = home === undefined ? `${bundle}.code-cache` : join(home, 'code-cache', `${basename(bundle)}.code-cache`);
const { script, stamp, cached } = compileBundle(bundle, cacheFile);
const loaded: { exports: { startQuire?: unknown } } = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void)(loaded.exports, createRequire(bundle), loaded, bundle, dirname(bundle));
const { startQuire } = loaded.exports;
if (typeof startQuire !== 'function') throw new Error(`quire: ${bundle} is not Quire's CLI bundle (it has no startQuire); reinstall Quire.`);

if (isMainThread && (argv[0] === 'check' || argv[0] === 'build') && !cached) {
  process.once('exit', () => {
    const temp = `${cacheFile}.${process.pid}-${threadId}.tmp`;
    try {
      const data = script.createCachedData();
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(temp, Buffer.concat([Buffer.from(`${stamp}${sha256Hex(data)}\n`, 'latin1'), data]));
      renameSync(temp, cacheFile);
    } catch {
      // A folder that cannot be written (a global install) only leaves every run compiling.
      rmSync(temp, { force: true });
    }
  });
}
await (startQuire as (entry: URL) => Promise<void>)(new URL(import.meta.url));
