import git from 'isomorphic-git';
import { durableRepo, gitOperation, operationFs, sparseFolder } from './git-operation.ts';
import type { GitRepo } from './git-options.ts';

/** The branches of a repository. */
export interface BranchList {
  /** The checked-out branch; undefined on a detached HEAD. */
  readonly current: string | undefined;
  readonly local: readonly string[];
  /** Branches of `origin` as last fetched (without `HEAD`). */
  readonly remote: readonly string[];
}

/** The local and remote-tracking branches, sorted, and the current one. */
export async function listBranches(repo: GitRepo): Promise<BranchList> {
  return gitOperation(repo, {}, async () => {
    const { fs, dir } = durableRepo(repo);
    const current = (await git.currentBranch({ fs, dir })) ?? undefined;
    const local = (await git.listBranches({ fs, dir })).sort();
    const remote = (await git.listBranches({ fs, dir, remote: 'origin' })).filter((name) => name !== 'HEAD').sort();
    return { current, local, remote };
  });
}

/**
 * Creates a branch at the current commit and switches to it, keeping uncommitted changes (as
 * `git switch -c`): the way out of a diverged pull. An existing name fails with `git/branch-exists`.
 */
export async function createBranch(repo: GitRepo & { readonly name: string }): Promise<void> {
  return gitOperation(repo, { branch: repo.name }, () => git.branch({ fs: operationFs(repo, undefined), dir: repo.dir, ref: repo.name, checkout: true }));
}

/**
 * Switches to another branch (a local one, or one of `origin` which then gets a local branch),
 * keeping uncommitted changes that do not conflict; conflicting ones fail with `git/uncommitted-changes`.
 */
export async function switchBranch(repo: GitRepo & { readonly name: string }): Promise<void> {
  return gitOperation(repo, { branch: repo.name }, async () => {
    const folder = await sparseFolder(repo);
    await git.checkout({ fs: operationFs(repo, folder), dir: repo.dir, ref: repo.name });
  });
}
