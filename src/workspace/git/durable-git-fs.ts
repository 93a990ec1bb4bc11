import { fsErrorCode } from '../workspace-fs.ts';
import type { WorkspaceStat } from '../workspace-fs.ts';
import type { GitFs } from './git-options.ts';

// LightningFS keeps the tree of paths (the superblock) apart from file contents, saves the tree a
// moment after each change and overwrites a file's contents in place. Writing `.git/index` or a ref
// directly, a reload in the middle can leave a path whose bytes are half of the old and half of the
// new, or a tree that names contents never stored. So every write under `.git` goes to a new file
// first and takes the real name by rename, a change of the tree alone. The old bytes are kept aside
// until the next write of that file (deleting them at once would lose them if the tree saved last
// still names them); a rename the reload cut off is finished on the next read or listing.
// Files aside live in `.git/quire-write/{next,prev}/<the path, URI-encoded>`, a folder native git
// ignores: a `.git` downloaded in a zip shows no stray refs.

const WORK = 'quire-write';
/** The durable file systems made, with the `.git/` folder each guards: wrapping one again returns it. */
const durableOf = new WeakMap<GitFs, string>();
const normalize = (path: string) => path.replace(/\/{2,}/g, '/');

async function ignoreMissing(action: Promise<unknown>): Promise<void> {
  try {
    await action;
  } catch (error) {
    if (fsErrorCode(error) !== 'ENOENT') throw error;
  }
}

async function ignoreExisting(action: Promise<unknown>): Promise<void> {
  try {
    await action;
  } catch (error) {
    if (fsErrorCode(error) !== 'EEXIST') throw error;
  }
}

/**
 * A GitFs whose writes under `<dir>/.git` are atomic (write aside, then rename), whose reads and
 * listings finish a rename a reload interrupted, and which hides its own folder. Other paths pass through.
 */
export function durableGitFs(fs: GitFs, dir: string): GitFs {
  const gitdir = `${dir.replace(/\/+$/, '')}/.git/`;
  if (durableOf.get(fs) === gitdir) return fs;
  const workdir = `${gitdir}${WORK}`;
  /** The path inside `.git` of a path this wrapper guards; undefined for working files and its own folder. */
  const inGit = (path: string): string | undefined => {
    const full = normalize(path);
    const relative = full.startsWith(gitdir) ? full.slice(gitdir.length) : undefined;
    return relative === undefined || relative === WORK || relative.startsWith(`${WORK}/`) ? undefined : relative;
  };
  const aside = (kind: 'next' | 'prev', relative: string) => `${workdir}/${kind}/${encodeURIComponent(relative)}`;

  /** When `path` is missing but its new bytes were written aside, gives them its name. */
  async function finishRename(relative: string, path: string): Promise<boolean> {
    try {
      await fs.stat(aside('next', relative));
    } catch {
      return false;
    }
    await fs.rename(aside('next', relative), path);
    return true;
  }

  /** Runs a read; when the path is missing and a write of it was cut off, finishes it and reads again. */
  async function read<T>(path: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      const relative = inGit(path);
      if (fsErrorCode(error) === 'ENOENT' && relative !== undefined && (await finishRename(relative, path))) return action();
      throw error;
    }
  }

  async function exists(path: string): Promise<boolean> {
    try {
      await fs.lstat(path);
      return true;
    } catch (error) {
      if (fsErrorCode(error) === 'ENOENT') return false;
      throw error;
    }
  }

  /** Writes the new bytes aside, making the folders aside on the first write. */
  async function writeAside(relative: string, data: Uint8Array | string, options: Parameters<GitFs['writeFile']>[2]): Promise<void> {
    try {
      await fs.writeFile(aside('next', relative), data, options);
    } catch (error) {
      if (fsErrorCode(error) !== 'ENOENT') throw error;
      for (const folder of [workdir, `${workdir}/next`, `${workdir}/prev`]) await ignoreExisting(fs.mkdir(folder));
      await fs.writeFile(aside('next', relative), data, options);
    }
  }

  /** The names of a `.git` folder whose replacement a reload cut off before it took its name. */
  async function cutOffNames(relativeFolder: string): Promise<string[]> {
    const prefix = relativeFolder === '' ? '' : `${relativeFolder}/`;
    const names: string[] = [];
    for (const encoded of await fs.readdir(`${workdir}/next`).catch(() => [])) {
      const relative = decodeURIComponent(encoded);
      if (relative.startsWith(prefix) && !relative.slice(prefix.length).includes('/')) names.push(relative.slice(prefix.length));
    }
    return names;
  }

  const durable: GitFs = {
    readFile: ((path: string, options?: { encoding: 'utf8' }) => read(path, () => fs.readFile(path, options))) as GitFs['readFile'],
    async writeFile(path, data, options) {
      const relative = inGit(path);
      if (relative === undefined) return fs.writeFile(path, data, options);
      const replacing = await exists(path);
      if (replacing) await ignoreMissing(fs.unlink(aside('prev', relative)));
      await writeAside(relative, data, options);
      if (replacing) await fs.rename(path, aside('prev', relative));
      await fs.rename(aside('next', relative), path);
    },
    async unlink(path) {
      await fs.unlink(path);
      const relative = inGit(path);
      if (relative !== undefined) await ignoreMissing(fs.unlink(aside('prev', relative)));
    },
    async readdir(path) {
      const names = await fs.readdir(path);
      const folder = `${normalize(path).replace(/\/+$/, '')}/`;
      if (!folder.startsWith(gitdir) || inGit(`${folder}x`) === undefined) return names;
      const listed = new Set(folder === gitdir ? names.filter((name) => name !== WORK) : names);
      for (const name of await cutOffNames(folder.slice(gitdir.length, -1))) listed.add(name);
      return [...listed];
    },
    mkdir: (path, options) => fs.mkdir(path, options),
    rmdir: (path) => fs.rmdir(path),
    rename: (from, to) => fs.rename(from, to),
    stat: (path): Promise<WorkspaceStat> => read(path, () => fs.stat(path)),
    lstat: (path): Promise<WorkspaceStat> => read(path, () => fs.lstat(path)),
    readlink: (path) => fs.readlink(path),
    symlink: (target, path) => fs.symlink(target, path),
    ...(fs.flush ? { flush: () => fs.flush?.() ?? Promise.resolve() } : {}),
  };
  durableOf.set(durable, gitdir);
  return durable;
}
