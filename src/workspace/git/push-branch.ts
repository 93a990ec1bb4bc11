import git from 'isomorphic-git';
import type { GitFailureContext } from './classify-git-error.ts';
import { GitCode } from './git-codes.ts';
import { GitError } from './git-error.ts';
import { durableRepo, gitOperation, remoteContext, remoteOptions } from './git-operation.ts';
import type { GitRemoteOptions, GitRepo } from './git-options.ts';

/** A push of one branch to `origin`. */
export interface PushOptions extends GitRepo, GitRemoteOptions {
  /** The local branch to push; default the current branch. */
  readonly branch?: string;
}

/** The URL of a remote from the repository's config. */
export async function remoteUrl(repo: GitRepo, remote = 'origin'): Promise<string> {
  const url: unknown = await git.getConfig({ fs: repo.fs, dir: repo.dir, path: `remote.${remote}.url` });
  return typeof url === 'string' ? url : '';
}

/** The current branch; a detached HEAD has none and fails with `git/branch-not-found`. */
export async function currentBranchOf(repo: GitRepo): Promise<string> {
  const branch = await git.currentBranch({ fs: repo.fs, dir: repo.dir });
  if (!branch) throw new GitError(GitCode.branchNotFound, { branch: 'HEAD' });
  return branch;
}

const WORKFLOWS = '.github/workflows';

/** The oid of a tree at a path of a commit, or undefined when either is missing. */
async function treeAt(repo: GitRepo, ref: string, filepath: string): Promise<string | undefined> {
  try {
    const oid = await git.resolveRef({ fs: repo.fs, dir: repo.dir, ref });
    return (await git.readTree({ fs: repo.fs, dir: repo.dir, oid, filepath })).oid;
  } catch {
    return undefined;
  }
}

/**
 * Whether the push changes `.github/workflows` against what the remote has of this branch (or of its
 * default branch, for a new branch): GitHub then wants a token with the `workflow` scope.
 */
async function touchesWorkflows(repo: GitRepo, branch: string): Promise<boolean> {
  const remoteRefs = await git.listBranches({ fs: repo.fs, dir: repo.dir, remote: 'origin' });
  const base = remoteRefs.includes(branch) ? `refs/remotes/origin/${branch}` : 'refs/remotes/origin/HEAD';
  return (await treeAt(repo, branch, WORKFLOWS)) !== (await treeAt(repo, base, WORKFLOWS));
}

/**
 * Pushes a branch to `origin` (never forced). A remote that moved on fails with `git/push-rejected`;
 * a refused token with `git/auth-required` or `git/forbidden` (naming the `workflow` scope when the
 * push changes `.github/workflows`).
 */
export async function pushBranch(options: PushOptions): Promise<void> {
  const repo = durableRepo(options);
  const context: GitFailureContext = {};
  return gitOperation(
    repo,
    context,
    async () => {
      const url = await remoteUrl(repo);
      const branch = options.branch ?? (await currentBranchOf(repo));
      Object.assign(context, remoteContext(options, url, branch), { workflowFiles: await touchesWorkflows(repo, branch) });
      const result = await git.push({ ...repo, ...remoteOptions(options), remote: 'origin', ref: branch, remoteRef: branch });
      if (!result.ok) throw Object.assign(new Error('push failed'), { code: 'GitPushError', data: { prettyDetails: Object.values(result.refs).map((r) => r.error ?? '').join('\n'), result } });
    },
    options.signal,
  );
}
