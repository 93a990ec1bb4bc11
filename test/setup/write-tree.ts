import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes `files` (path → text or bytes) below `dir`, making their folders, and returns `dir`. */
export function writeTree(dir: string, files: Readonly<Record<string, string | Uint8Array>> | Iterable<readonly [string, string | Uint8Array]>): string {
  const entries = Symbol.iterator in files ? files : Object.entries(files);
  for (const [path, content] of entries as Iterable<readonly [string, string | Uint8Array]>) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return dir;
}
