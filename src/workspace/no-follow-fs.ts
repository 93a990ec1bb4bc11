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
  // The root itself: a docs folder opened as the project (subtreeFs) is `/` here, and may be a link.
  if (last && parts.length === 0 && (await fs.lstat('/')).type === 'symlink') {
    throw new SymlinkPathError(full, full, 'The folder opened as the project is a symbolic link, and Quire never reads or writes through a link, so nothing was read or written there. Open the folder the link points to instead.');
  }
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
    unchecked: fs,
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
    // The paths are checked one by one; the batch reads only those that passed.
    ...(fs.readMany ? { readMany: async (paths: readonly string[]) => fs.readMany?.(await Promise.all(paths.map(inner))) ?? [] } : {}),
    ...(fs.flush ? { flush: () => fs.flush?.() ?? Promise.resolve() } : {}),
  };
}

/** One entry a walk found: its project path (from the walk's root), its full path and its type as lstat gives it. */
export interface WalkEntry {
  readonly path: string;
  readonly full: string;
  readonly type: 'file' | 'dir' | 'symlink';
}

/**
 * Walks every entry under `root` without following a symbolic link: the root is checked (no link in
 * it, nor is it one), then each entry is lstat'ed and only a folder is gone into, so a link is
 * reported (type `symlink`) and never entered, and a `loop -> .` ends there. Folders named in
 * `skipped` are reported but not entered. `visit` runs for each entry, a folder's before its own;
 * the entries of a folder are read at once (IndexedDB answers many requests faster than one after
 * another). Each entry costs one lstat, as a walk that follows links costs one stat: the walk does
 * not check each path from the root again, since it checked every component on its way down. A
 * file's content goes to `visit` with it (undefined for the other entries). With `readMany` the
 * tree is listed first and every file read in one batch (a reopen of 500 pages made 500 IndexedDB
 * transactions, one per file, most of its time).
 */
export async function walkNoFollow(fs: WorkspaceFs, root: string, skipped: ReadonlySet<string>, visit: (entry: WalkEntry, bytes: Uint8Array | string | undefined) => void): Promise<void> {
  const raw = fs.unchecked ?? fs;
  const start = await checkedPath(fs, root, true);
  const files: WalkEntry[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const names = await raw.readdir(dir);
    await Promise.all(
      names.map(async (name) => {
        const full = dir === '/' ? `/${name}` : `${dir}/${name}`;
        const path = prefix ? `${prefix}/${name}` : name;
        const type = (await raw.lstat(full)).type;
        if (type === 'file') {
          if (raw.readMany) files.push({ path, full, type });
          else visit({ path, full, type }, await raw.readFile(full));
          return;
        }
        visit({ path, full, type }, undefined);
        if (type === 'dir' && !skipped.has(name)) await walk(full, path);
      }),
    );
  };
  await walk(start, '');
  if (!raw.readMany || files.length === 0) return;
  const contents = await raw.readMany(files.map((f) => f.full));
  await Promise.all(files.map(async (entry, i) => visit(entry, contents[i] ?? (await raw.readFile(entry.full)))));
}
