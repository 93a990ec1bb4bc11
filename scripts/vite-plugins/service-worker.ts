import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin } from 'vite';
import { isIconBucket } from '../../src/offline/icon-cache.ts';
import { repositoryPath } from './repository-path.ts';

/** Files of the build that are not the app's: its manifest, source maps, the service worker itself. */
function notServed(path: string): boolean {
  return /^\.vite\//.test(path) || path === 'sw.js' || path.endsWith('.map');
}

/**
 * The files to cache on install, from every file of the build (paths relative to its folder,
 * `/`-separated), sorted: what the app, the preview and the validation page need to start, that is
 * every file but the icon buckets (over 5,000 small files: precaching them kept the first visit's
 * service worker from being ready for 35-40 s on a busy machine). A bucket is cached when it is
 * first used instead (src/offline/icon-cache.ts).
 */
export function precacheList(paths: readonly string[]): string[] {
  return paths.filter((path) => !notServed(path) && !isIconBucket(path)).sort();
}

/** The folder of the build's icon buckets (`assets/icons-<key>/`), from every file of the build; undefined when it has none. */
export function iconFolder(paths: readonly string[]): string | undefined {
  const bucket = paths.find(isIconBucket);
  return bucket?.slice(0, bucket.lastIndexOf('/') + 1);
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
 * bundled as a classic script, after the list of the build's own files it caches on install,
 * their version and the folder of the icon buckets it caches as they are used. Build only: development has no service worker (the page registers it only in
 * production builds).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'quire:service-worker',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir;
      if (dir === undefined) return;
      const all = await listFiles(dir);
      const precache = precacheList(all);
      const files = await Promise.all(precache.map(async (path) => ({ path, bytes: await readFile(join(dir, path)) })));
      const version = precacheVersion(files);
      const result = await esbuild({ entryPoints: [repositoryPath('src/offline/service-worker.ts')], bundle: true, format: 'iife', target: 'es2022', minify: true, write: false, legalComments: 'none', logLevel: 'silent' });
      const script = result.outputFiles[0]?.text ?? '';
      await writeFile(join(dir, 'sw.js'), `const QUIRE_OFFLINE=${JSON.stringify({ version, precache, icons: iconFolder(all) ?? null })};\n${script}`);
    },
  };
}
