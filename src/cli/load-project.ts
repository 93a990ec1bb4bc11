import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { MemoryProject, QuireError } from '../core/index.ts';
import { CliCode } from './cli-codes.ts';
import { readNoFollow } from './disk-project.ts';
import { outputMarker } from './write-output.ts';

const skippedDirs = new Set(['.git', 'node_modules', '.quire', 'dist', '.next', '.vercel']);

/** Error with a stable code, thrown when a project folder cannot be read. */
export class ProjectReadError extends QuireError {
  constructor(message: string) {
    super(CliCode.unreadableProject, message);
  }
}

/** A project read from disk, with the symbolic links it did not follow. */
export class LoadedProject extends MemoryProject {
  /** Project paths of the symbolic links below the folder (files or folders), sorted; none was read through. */
  readonly symlinks: readonly string[];

  constructor(files: Iterable<readonly [string, Uint8Array]>, symlinks: readonly string[]) {
    super(files);
    this.symlinks = symlinks;
  }
}

/** Options of loadProject. */
export interface LoadProjectOptions {
  /** Folders below `dir` to leave out, such as the build's output and cache folders; default none. */
  readonly exclude?: string | readonly string[];
}

/**
 * Reads every file below `dir` into a project, skipping .git, node_modules, build output (folders
 * named `dist` and the like, folders with the marker file of a Quire build, and `exclude`) and
 * symbolic links, which are listed rather than followed, so nothing outside `dir` is ever read.
 */
export async function loadProject(dir: string, options: LoadProjectOptions = {}): Promise<LoadedProject> {
  let info;
  try {
    info = await stat(dir);
  } catch {
    throw new ProjectReadError(`Cannot read the project folder "${dir}": it does not exist.`);
  }
  if (!info.isDirectory()) throw new ProjectReadError(`"${dir}" is a file, not a project folder. Pass the folder that holds docs.json.`);
  const paths: string[] = [];
  const symlinks: string[] = [];
  const excluded = new Set((options.exclude === undefined ? [] : typeof options.exclude === 'string' ? [options.exclude] : options.exclude).map((folder) => resolve(folder)));
  const projectPath = (full: string) => relative(dir, full).split(sep).join('/');
  // One folder at a time, then the files one at a time: reading all at once opened more files than a
  // process may (EMFILE under macOS's default limit of 256 on a 753-file repository).
  async function walk(current: string): Promise<void> {
    const entries = await readdir(current, { withFileTypes: true });
    if (current !== dir && entries.some((entry) => entry.name === outputMarker && entry.isFile())) return;
    for (const entry of entries) {
      const full = join(current, entry.name);
      // readdir's entries describe the link itself, never its target.
      if (entry.isSymbolicLink()) symlinks.push(projectPath(full));
      else if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name) && !excluded.has(resolve(full))) await walk(full);
      } else if (entry.isFile()) paths.push(full);
    }
  }
  let files: (readonly [string, Uint8Array])[];
  try {
    await walk(dir);
    paths.sort();
    // One file at a time, synchronously: fs/promises' readFile takes several trips through the thread
    // pool per file (0.18 s for a 1,000-page site against 0.03 s), and nothing else runs meanwhile.
    files = paths.map((full) => [projectPath(full), readNoFollow(full)] as const);
  } catch (error) {
    throw new ProjectReadError(`Cannot read the project folder "${dir}": ${(error as Error).message}`);
  }
  return new LoadedProject(files, symlinks.sort());
}

