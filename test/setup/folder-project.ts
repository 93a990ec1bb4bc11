import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryProject } from '../../src/core/project/project.ts';

/** Every file of a folder (a corpus project) as a MemoryProject, `/`-separated paths, skipping `.git`. */
export function folderProject(dir: string): MemoryProject {
  const files: [string, Uint8Array][] = [];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(join(dir, rel))) {
      if (entry === '.git') continue;
      const path = rel ? `${rel}/${entry}` : entry;
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else files.push([path, new Uint8Array(readFileSync(join(dir, path)))]);
    }
  };
  walk('');
  return new MemoryProject(files);
}
