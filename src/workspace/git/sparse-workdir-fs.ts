import { fsErrorCode } from '../workspace-fs.ts';
import type { WorkspaceStat } from '../workspace-fs.ts';
import type { GitFs } from './git-options.ts';

// A clone of only a subfolder still needs the whole tree in the index: a commit is made from the
// index, and one that held only the subfolder would delete everything else in the repository. So
// checkout runs over the whole tree through this file system, which drops the working files outside
// the subfolder and answers for them with one fixed stat. The index records that stat, so later
// checkouts (pull, branch switch) see those files as unchanged and never write them either.

const OUTSIDE_STAT: WorkspaceStat = {
  type: 'file',
  size: 0,
  mtimeMs: 0,
  isDirectory: () => false,
  isFile: () => true,
};
// isomorphic-git reads these fields of a stat into the index (see its normalizeStats).
const outsideStat = (): WorkspaceStat => Object.assign(Object.create(null) as object, OUTSIDE_STAT, { mode: 0o100644, ctimeMs: 0, ino: 0, dev: 0, uid: 0, gid: 0, isSymbolicLink: () => false }) as WorkspaceStat;

/**
 * A GitFs that keeps only `<dir>/<folder>` of the working tree (and `.git`): writes elsewhere in the
 * working tree are dropped, and stats there answer a fixed file stat. `folder` has no leading or
 * trailing slash.
 */
export function sparseWorkdirFs(fs: GitFs, dir: string, folder: string): GitFs {
  const root = dir.replace(/\/+$/, '');
  const kept = `${root}/${folder}`;
  // isomorphic-git joins some paths as `${dir}/${path}`, which under dir `/` starts with `//`.
  const outside = (raw: string) => {
    const path = raw.replace(/\/{2,}/g, '/');
    return !(path === root || path === '' || path === '/' || path === kept || path.startsWith(`${kept}/`) || path.startsWith(`${root}/.git/`) || path === `${root}/.git` || `${kept}/`.startsWith(`${path}/`));
  };

  async function statOutside(path: string, real: () => Promise<WorkspaceStat>): Promise<WorkspaceStat> {
    if (!outside(path)) return real();
    try {
      return await real();
    } catch (error) {
      if (fsErrorCode(error) === 'ENOENT') return outsideStat();
      throw error;
    }
  }

  return {
    ...(fs.flush ? { flush: () => fs.flush?.() ?? Promise.resolve() } : {}),
    readFile: fs.readFile.bind(fs),
    writeFile: async (path, data, options) => (outside(path) ? undefined : fs.writeFile(path, data, options)),
    mkdir: async (path, options) => (outside(path) ? undefined : fs.mkdir(path, options)),
    unlink: async (path) => {
      if (!outside(path)) return fs.unlink(path);
      try {
        return await fs.unlink(path);
      } catch (error) {
        if (fsErrorCode(error) !== 'ENOENT') throw error;
      }
    },
    rmdir: async (path) => (outside(path) ? undefined : fs.rmdir(path)),
    readdir: fs.readdir.bind(fs),
    rename: fs.rename.bind(fs),
    stat: (path) => statOutside(path, () => fs.stat(path)),
    lstat: (path) => statOutside(path, () => fs.lstat(path)),
    readlink: fs.readlink.bind(fs),
    symlink: async (target, path) => (outside(path) ? undefined : fs.symlink(target, path)),
  };
}
