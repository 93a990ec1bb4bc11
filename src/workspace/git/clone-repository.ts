import git from 'isomorphic-git';
import { removeProjectPath } from '../project-files.ts';
import { fsErrorCode } from '../workspace-fs.ts';
import { GitCode } from './git-codes.ts';
import { GitError } from './git-error.ts';
import { gitOperation, operationFs, remoteContext, remoteOptions, SPARSE_FOLDER_KEY } from './git-operation.ts';
import type { GitRemoteOptions, GitRepo } from './git-options.ts';

/** What to clone, and where. */
export interface CloneOptions extends GitRepo, GitRemoteOptions {
  /** The repository's HTTPS URL (without credentials: a token goes in `token`). */
  readonly url: string;
  /** The branch to check out; default the remote's default branch. */
  readonly ref?: string;
  /** How many commits of history to fetch; default 1 (shallow). 0 fetches all. */
  readonly depth?: number;
  /** Fetch only `ref`'s branch; default true. */
  readonly singleBranch?: boolean;
  /** Check out only this folder of the repository (`docs`); default the whole tree. */
  readonly folder?: string;
}

/** The clone as it was checked out. */
export interface CloneResult {
  readonly branch: string;
  readonly commit: string;
  /** The folder checked out, normalized (`docs`); undefined for the whole tree. */
  readonly folder: string | undefined;
}

/** A folder path as git names it: no leading, trailing or doubled slashes; `..` and `.` refused. */
function normalizeFolder(folder: string | undefined): string | undefined {
  const parts = (folder ?? '').split('/').filter((part) => part !== '');
  if (parts.some((part) => part === '.' || part === '..')) throw new GitError(GitCode.folderNotFound, { folder: folder ?? '' });
  return parts.length > 0 ? parts.join('/') : undefined;
}

async function isEmptyOrMissing(repo: GitRepo): Promise<boolean> {
  try {
    return (await repo.fs.readdir(repo.dir)).length === 0;
  } catch (error) {
    if (fsErrorCode(error) === 'ENOENT') return true;
    throw error;
  }
}

/** Removes everything a failed clone wrote in `dir` (and `dir` itself unless it is the root). */
async function removeClone(repo: GitRepo): Promise<void> {
  for (const name of await repo.fs.readdir(repo.dir).catch(() => [])) await removeProjectPath(repo.fs, repo.dir, name);
  if (repo.dir.replace(/\/+$/, '') !== '') await repo.fs.rmdir(repo.dir).catch(() => undefined);
  await repo.fs.flush?.();
}

/**
 * Clones a repository into `dir` (which must be empty or missing): shallow and single-branch by
 * default, checking out only `folder` when given (the rest of the tree stays in git's index, so commits
 * keep it). A failure or a cancel removes what was written, leaving no half workspace.
 */
export async function cloneRepository(options: CloneOptions): Promise<CloneResult> {
  const folder = normalizeFolder(options.folder);
  if (!(await isEmptyOrMissing(options))) throw new Error(`cloneRepository: ${options.dir} is not empty`);
  const context = remoteContext(options, options.url, options.ref);
  const remote = remoteOptions(options);
  try {
    return await gitOperation(
      options,
      context,
      async () => {
        const fs = operationFs(options, undefined);
        const depth = options.depth ?? 1;
        await git.clone({
          fs,
          dir: options.dir,
          url: options.url,
          ...remote,
          ...(options.ref !== undefined ? { ref: options.ref } : {}),
          ...(depth > 0 ? { depth } : {}),
          singleBranch: options.singleBranch ?? true,
          noCheckout: true,
        });
        const branch = (await git.currentBranch({ fs, dir: options.dir })) ?? options.ref ?? 'HEAD';
        const commit = await git.resolveRef({ fs, dir: options.dir, ref: 'HEAD' });
        if (folder) {
          const tree = await git.readTree({ fs, dir: options.dir, oid: commit, filepath: folder }).catch(() => undefined);
          if (!tree) throw new GitError(GitCode.folderNotFound, { folder });
          await git.setConfig({ fs, dir: options.dir, path: SPARSE_FOLDER_KEY, value: folder });
        }
        await git.checkout({ fs: operationFs(options, folder), dir: options.dir, ref: branch, onProgress: remote.onProgress });
        return { branch, commit, folder };
      },
      options.signal,
    );
  } catch (error) {
    await removeClone(options);
    throw error;
  }
}
