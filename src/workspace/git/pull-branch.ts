import git from 'isomorphic-git';
import type { GitFailureContext } from './classify-git-error.ts';
import { GitCode } from './git-codes.ts';
import { GitError } from './git-error.ts';
import { durableRepo, gitOperation, operationFs, remoteContext, remoteOptions, sparseFolder } from './git-operation.ts';
import type { GitRemoteOptions, GitRepo } from './git-options.ts';
import { currentBranchOf, remoteUrl } from './push-branch.ts';

/** A pull of the current branch from `origin`. */
export type PullOptions = GitRepo & GitRemoteOptions;

/** What a pull did: `up-to-date` (nothing new), `fast-forward` (moved to the remote's commit), `ahead` (only local commits). */
export interface PullResult {
  readonly outcome: 'up-to-date' | 'fast-forward' | 'ahead';
  readonly commit: string;
}

/**
 * Fetches the current branch from `origin` and fast-forwards to it, keeping uncommitted changes to
 * files the remote did not change. Both sides with new commits: `git/diverged` (the UI offers to
 * commit on a new branch and push that); local changes in the way: `git/uncommitted-changes`.
 * The working tree and index move first, then the branch: a reload in between shows the remote's
 * changes as local edits, never a broken HEAD.
 */
export async function pullBranch(options: PullOptions): Promise<PullResult> {
  const repo = durableRepo(options);
  const context: GitFailureContext = {};
  return gitOperation(
    repo,
    context,
    async () => {
      const url = await remoteUrl(repo);
      const branch = await currentBranchOf(repo);
      Object.assign(context, remoteContext(options, url, branch));
      const cache = options.cache ?? {};
      const { fs, dir } = repo;
      await git.fetch({ fs: operationFs(options, undefined), dir, ...remoteOptions(options), remote: 'origin', ref: branch, singleBranch: true, cache });
      const local = await git.resolveRef({ fs, dir, ref: branch });
      const remote = await git.resolveRef({ fs, dir, ref: `refs/remotes/origin/${branch}` });
      if (local === remote) return { outcome: 'up-to-date', commit: local };
      if (await git.isDescendent({ fs, dir, oid: local, ancestor: remote, depth: -1, cache })) return { outcome: 'ahead', commit: local };
      if (!(await git.isDescendent({ fs, dir, oid: remote, ancestor: local, depth: -1, cache }))) throw new GitError(GitCode.diverged, { branch });
      const folder = await sparseFolder(options);
      await git.checkout({ fs: operationFs(options, folder), dir, ref: remote, noUpdateHead: true, cache, onProgress: remoteOptions(options).onProgress });
      await git.writeRef({ fs: operationFs(options, undefined), dir, ref: `refs/heads/${branch}`, value: remote, force: true });
      return { outcome: 'fast-forward', commit: remote };
    },
    options.signal,
  );
}
