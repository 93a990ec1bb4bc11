import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file `quire build` wrote under `dir`, path → bytes, sorted; its `.quire-build` marker is not part of the site. */
export function builtSiteFiles(dir: string): Map<string, Uint8Array> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .filter((path) => path !== '.quire-build')
    .sort();
  return new Map(files.map((path) => [path, new Uint8Array(readFileSync(join(dir, path)))]));
}
