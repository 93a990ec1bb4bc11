import { createHash } from 'node:crypto';
import { rolldownVersion, version as viteVersion } from 'vite';
import { iconModules, isIconModule } from './icon-modules.ts';

/**
 * File names of the worker's chunks. Each generated icon chunk (a library's table of buckets, a
 * bucket; see icon-modules.ts) is `assets/icons-<key>/<name>.js` instead of Vite's
 * `assets/<name>-<hash>.js`, so a table of ~2,000 bucket imports is repetitive text that gzip packs,
 * where a content hash per entry is not. Every other chunk keeps Vite's default name. The one <key>
 * of all icon chunks hashes the generated modules (names and bytes) and the Vite and Rolldown
 * versions that turn them into chunks, so it changes whenever an icon chunk's content can change and
 * a cached chunk is never served for different content. `modules` defaults to the generated ones,
 * made when the first chunk is named.
 */
export function workerChunkFileNames(modules?: ReadonlyMap<string, string>): (chunk: { readonly moduleIds: readonly string[] }) => string {
  let key: string | undefined;
  const iconKey = () => {
    if (key === undefined) {
      const hash = createHash('sha256').update(`vite ${viteVersion}, rolldown ${rolldownVersion}\n`);
      for (const [name, text] of [...(modules ?? iconModules().modules)].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${name} ${text.length}\n`).update(text);
      key = hash.digest('hex').slice(0, 10);
    }
    return key;
  };
  return (chunk) => (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isIconModule) ? `assets/icons-${iconKey()}/[name].js` : 'assets/[name]-[hash].js');
}
