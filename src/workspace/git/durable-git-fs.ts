import { fsErrorCode } from '../workspace-fs.ts';
import type { WorkspaceStat } from '../workspace-fs.ts';
import type { GitFs } from './git-options.ts';

// LightningFS keeps the tree of paths (the superblock) apart from file contents, saves the tree a
// moment after each change and overwrites a file's contents in place. Writing `.git/index` or a ref
// directly, a reload in the middle can leave a path whose bytes are half of the old and half of the
// new, or a tree that names contents never stored. So every write under `.git` goes to a new file
// first and takes the real name by rename, a change of the tree alone. The old bytes are kept under
// `<name>.quire-prev` until the next write of that file (deleting them at once would lose them if the
// tree saved last still names them); a rename the reload cut off is finished on the next read.

const NEXT = '.quire-next';
const PREV = '.quire-prev';
/** The durable file systems made, with the `.git/` folder each guards: wrapping one again returns it. */
const durableOf = new WeakMap<GitFs, string>();
const isWorkName = (name: string) => name.endsWith(NEXT) || name.endsWith(PREV);

async function ignoreMissing(action: Promise<unknown>): Promise<void> {
  try {
    await action;
  } catch (error) {
    if (fsErrorCode(error) !== 'ENOENT') throw error;
  }
}

/**
 * A GitFs whose writes under `<dir>/.git` are atomic (write aside, then rename), whose reads finish a
 * rename a reload interrupted, and whose listings hide the files aside. Other paths pass through.
 */
export function durableGitFs(fs: GitFs, dir: string): GitFs {
  const gitdir = `${dir.replace(/\/+$/, '')}/.git/`;
  if (durableOf.get(fs) === gitdir) return fs;
  const guarded = (path: string) => path.replace(/\/{2,}/g, '/').startsWith(gitdir) && !isWorkName(path);

  /** When `path` is missing but its new bytes were written aside, gives them its name. */
  async function finishRename(path: string): Promise<boolean> {
    try {
      await fs.stat(`${path}${NEXT}`);
    } catch {
      return false;
    }
    await fs.rename(`${path}${NEXT}`, path);
    return true;
  }

  /** Runs a read; when the path is missing and a write of it was cut off, finishes it and reads again. */
  async function read<T>(path: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (fsErrorCode(error) === 'ENOENT' && guarded(path) && (await finishRename(path))) return action();
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

  const durable: GitFs = {
    readFile: ((path: string, options?: { encoding: 'utf8' }) => read(path, () => fs.readFile(path, options))) as GitFs['readFile'],
    async writeFile(path, data, options) {
      if (!guarded(path)) return fs.writeFile(path, data, options);
      const replacing = await exists(path);
      if (replacing) await ignoreMissing(fs.unlink(`${path}${PREV}`));
      await fs.writeFile(`${path}${NEXT}`, data, options);
      if (replacing) await fs.rename(path, `${path}${PREV}`);
      await fs.rename(`${path}${NEXT}`, path);
    },
    async unlink(path) {
      await fs.unlink(path);
      if (guarded(path)) await ignoreMissing(fs.unlink(`${path}${PREV}`));
    },
    async readdir(path) {
      const names = await fs.readdir(path);
      if (!`${path}/`.replace(/\/{2,}/g, '/').startsWith(gitdir)) return names;
      // A file whose replacement a reload cut off is listed under its name; reading it finishes the rename.
      const listed = new Set(names.filter((name) => !isWorkName(name)));
      for (const name of names) if (name.endsWith(NEXT)) listed.add(name.slice(0, -NEXT.length));
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
