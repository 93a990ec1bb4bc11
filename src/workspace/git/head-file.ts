import git from 'isomorphic-git';
import { durableRepo, gitOperation } from './git-operation.ts';
import type { GitRepo } from './git-options.ts';

/** Whether an isomorphic-git error says a path or object is missing. */
const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && error.code === 'NotFoundError';

/** The bytes of `path` in commit `oid`, or undefined when that commit has no such file. */
export async function blobAt(repo: GitRepo, oid: string, path: string): Promise<Uint8Array | undefined> {
  try {
    return (await git.readBlob({ fs: repo.fs, dir: repo.dir, oid, filepath: path, ...(repo.cache ? { cache: repo.cache } : {}) })).blob;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * The bytes of a file as the last commit has it (the left side of a diff); undefined for a file
 * HEAD does not have (an added file). `path` is from the repository's root.
 */
export async function headFile(options: GitRepo & { readonly path: string }): Promise<Uint8Array | undefined> {
  const repo = durableRepo(options);
  return gitOperation(repo, {}, async () => blobAt(repo, await git.resolveRef({ ...repo, ref: 'HEAD' }), options.path));
}
