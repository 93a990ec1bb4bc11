import type { WorkspaceFs } from '../../workspace/index.ts';

/**
 * A WorkspaceFs whose root is `folder` of `fs`: `/a.mdx` is `/<folder>/a.mdx`. The app opens a clone
 * of a docs subfolder through it, so the subfolder is the project (file tree, checks, preview) while
 * git, in its worker, sees the whole repository. `folder` has no leading or trailing slash. Over a
 * noFollowFs it stays one: the folder itself is checked with every path, so a `docs -> .git` is
 * refused too.
 */
export function subtreeFs(fs: WorkspaceFs, folder: string): WorkspaceFs {
  const inside = (path: string) => `/${folder}${path === '/' || path === '' ? '' : path.startsWith('/') ? path : `/${path}`}`;
  return {
    ...(fs.noFollow ? { noFollow: true as const } : {}),
    ...(fs.unchecked ? { unchecked: subtreeFs(fs.unchecked, folder) } : {}),
    readFile: (path, options) => fs.readFile(inside(path), options),
    writeFile: (path, data, options) => fs.writeFile(inside(path), data, options),
    unlink: (path) => fs.unlink(inside(path)),
    readdir: (path) => fs.readdir(inside(path)),
    mkdir: (path, options) => fs.mkdir(inside(path), options),
    rmdir: (path) => fs.rmdir(inside(path)),
    rename: (from, to) => fs.rename(inside(from), inside(to)),
    stat: (path) => fs.stat(inside(path)),
    lstat: (path) => fs.lstat(inside(path)),
    ...(fs.readMany ? { readMany: async (paths: readonly string[]) => fs.readMany?.(paths.map(inside)) ?? [] } : {}),
    ...(fs.flush ? { flush: () => fs.flush?.() ?? Promise.resolve() } : {}),
  };
}
