import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { rolldownVersion, version as viteVersion } from 'vite';
import { repositoryPath } from './repository-path.ts';

/**
 * File names of the worker's chunks. Each bundled icon's data chunk (src/core/icons/icon-data) is
 * `assets/icons-<key>/<name>.js` instead of Vite's `assets/<name>-<hash>.js`, so the worker's table
 * of ~440 icon imports is repetitive text that gzip packs, where a content hash per entry is not
 * (~3 KB gzip less in the worker). Every other chunk keeps Vite's default name. The one <key> of all
 * icon chunks hashes the icon data files (names and bytes) and the Vite and Rolldown versions that
 * turn them into chunks, so it changes whenever an icon chunk's content can change and a cached
 * chunk is never served for different content.
 */
export function workerChunkFileNames(dir = repositoryPath('src/core/icons/icon-data/')): (chunk: { readonly moduleIds: readonly string[] }) => string {
  const hash = createHash('sha256').update(`vite ${viteVersion}, rolldown ${rolldownVersion}\n`);
  for (const file of readdirSync(dir).sort()) {
    const bytes = readFileSync(`${dir}${file}`);
    hash.update(`${file} ${bytes.length}\n`).update(bytes);
  }
  const key = hash.digest('hex').slice(0, 10);
  const isIconData = (id: string) => /[\\/]src[\\/]core[\\/]icons[\\/]icon-data[\\/]/.test(id);
  return (chunk) => (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isIconData) ? `assets/icons-${key}/[name].js` : 'assets/[name]-[hash].js');
}
