import { checkedPath } from '../no-follow-fs.ts';
import { fsPath, removeProjectPath, writeProjectFile } from '../project-files.ts';
import type { FileContent } from '../project-files.ts';
import { SymlinkPathError } from '../symlink-error.ts';
import type { WorkspaceFs } from '../workspace-fs.ts';

/**
 * The project path of the symbolic link a change of `path` would go through (or write over), or
 * undefined when there is none. A link the link itself deletes is none: it is removed before
 * anything is written, and what is written then makes a real folder.
 */
async function linkOnPath(fs: WorkspaceFs, root: string, path: string, last: boolean, deleted: ReadonlySet<string>): Promise<string | undefined> {
  try {
    await checkedPath(fs, fsPath(root, path), last);
    return undefined;
  } catch (error) {
    if (!(error instanceof SymlinkPathError)) throw error;
    const base = fsPath(root, '');
    const link = error.link.startsWith(base) ? error.link.slice(base.length) : error.link;
    return deleted.has(link) ? undefined : link;
  }
}

/**
 * Applies a repository link's changes to a fresh clone's project files under `root`: deleted files
 * first (a file may be deleted and a folder of that name added), then every changed or added file.
 * Every path is checked before anything is touched: one that is or goes through a symbolic link of
 * the clone (`assets/config` with `assets -> .git`) refuses the whole link with SymlinkPathError
 * (`workspace/symlink-in-path`, its `path` and `link` the project paths), and nothing is written.
 */
export async function applySharedChanges(fs: WorkspaceFs, root: string, changed: ReadonlyMap<string, FileContent>, deleted: readonly string[]): Promise<void> {
  const removed = new Set(deleted);
  const checks: [string, boolean][] = [...deleted.map((path): [string, boolean] => [path, false]), ...[...changed.keys()].map((path): [string, boolean] => [path, true])];
  for (const [path, last] of checks) {
    const link = await linkOnPath(fs, root, path, last, last ? removed : new Set());
    if (link === undefined) continue;
    const where = link === path ? 'is a symbolic link in the repository' : `is inside "${link}", a symbolic link in the repository`;
    throw new SymlinkPathError(path, link, `This share link changes "${path}", which ${where}. Quire never writes through a link, so none of the link's changes were stored.`);
  }
  for (const path of deleted) await removeProjectPath(fs, root, path);
  for (const [path, content] of changed) await writeProjectFile(fs, root, path, content);
  await fs.flush?.();
}
