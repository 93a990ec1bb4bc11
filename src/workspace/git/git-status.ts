import git from 'isomorphic-git';
import { durableRepo, gitOperation, operationFs, sparseFolder } from './git-operation.ts';
import type { GitRepo } from './git-options.ts';

/** How a file differs from the last commit. */
export type FileChangeKind = 'added' | 'modified' | 'deleted' | 'renamed';

/** One changed file of the working tree against HEAD; paths are from the repository's root. */
export interface FileChange {
  readonly path: string;
  readonly kind: FileChangeKind;
  /** For `renamed`: the path it had at HEAD. */
  readonly from?: string;
}

/** The changed paths of the working tree against HEAD (git's status matrix, staging ignored: a commit takes every change). */
export async function changedPaths(repo: GitRepo, folder: string | undefined, cache: object): Promise<{ added: string[]; modified: string[]; deleted: string[]; stale: string[] }> {
  const rows = await git.statusMatrix({ fs: operationFs(repo, folder), dir: repo.dir, cache, ...(folder ? { filepaths: [folder] } : {}) });
  const added: string[] = [];
  const modified: string[] = [];
  const deleted: string[] = [];
  // Unchanged against HEAD, but staged otherwise (an operation cut off after staging): reset before a commit.
  const stale: string[] = [];
  for (const [path, head, workdir, stage] of rows) {
    if (head === 0 && workdir === 2) added.push(path);
    else if (head === 1 && workdir === 0) deleted.push(path);
    else if (head === 1 && workdir === 2) modified.push(path);
    else if (stage !== head) stale.push(path);
  }
  return { added, modified, deleted, stale };
}

/**
 * The files that differ from HEAD: added, modified, deleted, and renamed where a deleted file's
 * exact contents reappear under an added path (git's rename detection at 100% similarity).
 * Within a subfolder clone, only that folder is looked at.
 */
export async function gitStatus(options: GitRepo): Promise<FileChange[]> {
  const repo = durableRepo(options);
  return gitOperation(repo, {}, async () => {
    const cache = options.cache ?? {};
    const folder = await sparseFolder(repo);
    const { added, modified, deleted } = await changedPaths(repo, folder, cache);
    const changes: FileChange[] = modified.map((path) => ({ path, kind: 'modified' }));
    const renamedFrom = new Map<string, string>();
    if (added.length > 0 && deleted.length > 0) {
      const head = await git.resolveRef({ fs: repo.fs, dir: repo.dir, ref: 'HEAD' });
      // Deleted blobs by oid, each used once, in path order: the first deleted file with the same bytes is the source.
      const deletedByOid = new Map<string, string[]>();
      for (const path of deleted) {
        const { oid } = await git.readBlob({ fs: repo.fs, dir: repo.dir, oid: head, filepath: path, cache });
        deletedByOid.set(oid, [...(deletedByOid.get(oid) ?? []), path]);
      }
      for (const path of added) {
        const bytes = await repo.fs.readFile(`${repo.dir.replace(/\/+$/, '')}/${path}`);
        const { oid } = await git.hashBlob({ object: bytes });
        const from = deletedByOid.get(oid)?.shift();
        if (from !== undefined) renamedFrom.set(path, from);
      }
    }
    const sources = new Set(renamedFrom.values());
    for (const path of added) {
      const from = renamedFrom.get(path);
      changes.push(from !== undefined ? { path, kind: 'renamed', from } : { path, kind: 'added' });
    }
    for (const path of deleted) if (!sources.has(path)) changes.push({ path, kind: 'deleted' });
    return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  });
}
