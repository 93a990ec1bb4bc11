import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';
import { repositoryPath } from './repository-path.ts';

/** Files of the build that are not the app's: its manifest, source maps, the service worker itself. */
function notServed(path: string): boolean {
  return /^\.vite\//.test(path) || path === 'sw.js' || path.endsWith('.map');
}

/**
 * The files to cache on install, from every file of the build (paths relative to its folder,
 * `/`-separated), sorted: all of them, the icon buckets too (about 2 MB in small files), since the
 * preview's icons are drawn by the app's worker, whose requests of the first visit no service
 * worker sees (it starts before the service worker does).
 */
export function precacheList(paths: readonly string[]): string[] {
  return paths.filter((path) => !notServed(path)).sort();
}

/** The service worker's version: a hash of the names and bytes of the files it caches, so any change of the build is a new worker. */
export function precacheVersion(files: readonly { readonly path: string; readonly bytes: Uint8Array }[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update('\0').update(file.bytes).update('\0');
  return hash.digest('hex').slice(0, 16);
}

async function listFiles(dir: string, root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path, root)));
    else out.push(relative(root, path).split(sep).join('/'));
  }
  return out;
}

/**
 * Writes `sw.js` at the root of the build, once every file of it is written: src/offline/service-worker.ts
 * bundled as a classic script, after the list of the build's own files it caches on install and
 * their version. Build only: development has no service worker (the page registers it only in
 * production builds).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'quire:service-worker',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir;
      if (dir === undefined) return;
      const precache = precacheList(await listFiles(dir));
      const files = await Promise.all(precache.map(async (path) => ({ path, bytes: await readFile(join(dir, path)) })));
      const version = precacheVersion(files);
      const result = await esbuild({ entryPoints: [repositoryPath('src/offline/service-worker.ts')], bundle: true, format: 'iife', target: 'es2022', minify: true, write: false, legalComments: 'none', logLevel: 'silent' });
      const script = result.outputFiles[0]?.text ?? '';
      await writeFile(join(dir, 'sw.js'), `const QUIRE_OFFLINE=${JSON.stringify({ version, precache })};\n${script}`);
    },
  };
}
