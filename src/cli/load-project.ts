import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { MemoryProject } from '../core/index.ts';

const skippedDirs = new Set(['.git', 'node_modules', '.quire', 'dist', '.next', '.vercel']);

/** Error with a stable code, thrown when a project folder cannot be read. */
export class ProjectReadError extends Error {
  readonly code = 'cli/unreadable-project';
}

/** Reads every file below `dir` (skipping .git, node_modules and build output) into a MemoryProject. */
export async function loadProject(dir: string): Promise<MemoryProject> {
  let info;
  try {
    info = await stat(dir);
  } catch {
    throw new ProjectReadError(`Cannot read the project folder "${dir}": it does not exist.`);
  }
  if (!info.isDirectory()) throw new ProjectReadError(`"${dir}" is a file, not a project folder. Pass the folder that holds docs.json.`);
  const files: [string, Uint8Array][] = [];
  async function walk(current: string): Promise<void> {
    const entries = await readdir(current, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const full = join(current, entry.name);
        if (entry.isDirectory()) {
          if (!skippedDirs.has(entry.name)) await walk(full);
        } else if (entry.isFile()) {
          files.push([relative(dir, full).split(sep).join('/'), await readFile(full)]);
        }
      }),
    );
  }
  try {
    await walk(dir);
  } catch (error) {
    throw new ProjectReadError(`Cannot read the project folder "${dir}": ${(error as Error).message}`);
  }
  return new MemoryProject(files);
}
