import { SymlinkPathError } from './symlink-error.ts';
import { fsErrorCode } from './workspace-fs.ts';
import type { WorkspaceFs } from './workspace-fs.ts';

// The one path layer every read, write, listing, move and delete of workspace files goes through.
// LightningFS follows symbolic links in every component of a path (and in the last one, except for
// lstat), with no depth limit: a repository holding `assets -> .git` would let a write of
// `assets/config` replace `.git/config`, and `loop -> .` would make a walk of the project endless.
// Here each leading component is lstat'ed first, from the root down, and a link anywhere is refused.

/** A path's components after LightningFS's own normalization (`.` dropped, `..` taken back, slashes collapsed). */
function components(path: string): string[] {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts;
}

/**
 * The first symbolic link among the first `count` components of `parts` (as an absolute path), or
 * undefined when there is none. A component that does not exist ends the search: nothing below it
 * exists either, so the operation creates it or fails on its own.
 */
async function firstLink(fs: WorkspaceFs, parts: readonly string[], count: number): Promise<string | undefined> {
  let current = '';
  for (let i = 0; i < count; i++) {
    current += `/${parts[i] ?? ''}`;
    let type: string;
    try {
      // Each earlier component was found to be no link, so this lstat follows none.
      type = (await fs.lstat(current)).type;
    } catch (error) {
      if (fsErrorCode(error) === 'ENOENT') return undefined;
      throw error;
    }
    if (type === 'symlink') return current;
  }
  return undefined;
}

/**
 * The absolute path of `path` once no component of it is a symbolic link (the last one too when
 * `last` is set); throws SymlinkPathError (`workspace/symlink-in-path`) naming the link otherwise.
 */
export async function checkedPath(fs: WorkspaceFs, path: string, last: boolean): Promise<string> {
  const parts = components(path);
  const full = `/${parts.join('/')}`;
  const link = await firstLink(fs, parts, last ? parts.length : parts.length - 1);
  if (link !== undefined) throw new SymlinkPathError(full, link);
  return full;
}

/**
 * `fs` such that no operation follows a symbolic link: a path through a link is refused with
 * SymlinkPathError; reading, writing, listing or removing as a folder a path that is itself a link
 * is refused too (a write never replaces what a link points at); `stat` describes a link itself
 * (type `symlink`), so a walk sees it and does not go in; `unlink` of a link removes the link. An
 * fs that is already so is returned as it is.
 */
export function noFollowFs(fs: WorkspaceFs): WorkspaceFs {
  if (fs.noFollow) return fs;
  const inner = (path: string) => checkedPath(fs, path, true);
  const parent = (path: string) => checkedPath(fs, path, false);
  return {
    noFollow: true,
    readFile: async (path, options) => fs.readFile(await inner(path), options),
    writeFile: async (path, data, options) => fs.writeFile(await inner(path), data, options),
    // LightningFS removes the entry itself, link or file, once its folder is found.
    unlink: async (path) => fs.unlink(await parent(path)),
    readdir: async (path) => fs.readdir(await inner(path)),
    // A name that exists, link or not, fails with EEXIST.
    mkdir: async (path, options) => fs.mkdir(await parent(path), options),
    rmdir: async (path) => fs.rmdir(await inner(path)),
    // LightningFS would move what a link points at rather than the link; the destination's own entry is replaced, never followed.
    rename: async (from, to) => {
      const source = await inner(from);
      return fs.rename(source, await parent(to));
    },
    stat: async (path) => fs.lstat(await parent(path)),
    lstat: async (path) => fs.lstat(await parent(path)),
    ...(fs.flush ? { flush: () => fs.flush?.() ?? Promise.resolve() } : {}),
  };
}
