import git from 'isomorphic-git';
import { GitCode } from './git-codes.ts';
import { GitError } from './git-error.ts';
import { gitOperation, operationFs, sparseFolder } from './git-operation.ts';
import type { GitAuthor, GitRepo } from './git-options.ts';
import { changedPaths } from './git-status.ts';

/** A commit to make. */
export interface CommitOptions extends GitRepo {
  readonly message: string;
  readonly author: GitAuthor;
}

/**
 * Commits every change of the working tree (within the cloned subfolder, for a subfolder clone) on
 * the current branch and returns the new commit's oid. Nothing changed: `git/nothing-to-commit`.
 */
export async function commitChanges(options: CommitOptions): Promise<string> {
  return gitOperation(options, {}, async () => {
    const cache = options.cache ?? {};
    const folder = await sparseFolder(options);
    const fs = operationFs(options, folder);
    const { added, modified, deleted, stale } = await changedPaths(options, folder, cache);
    if (added.length + modified.length + deleted.length === 0) throw new GitError(GitCode.nothingToCommit);
    const written = [...added, ...modified];
    if (written.length > 0) await git.add({ fs, dir: options.dir, filepath: written, cache });
    for (const filepath of deleted) await git.remove({ fs, dir: options.dir, filepath, cache });
    for (const filepath of stale) await git.resetIndex({ fs, dir: options.dir, filepath, cache });
    return git.commit({ fs, dir: options.dir, message: options.message, author: { name: options.author.name, email: options.author.email }, cache });
  });
}
