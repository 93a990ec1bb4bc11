import git from 'isomorphic-git';
import { durableRepo, gitOperation } from './git-operation.ts';
import type { GitRepo } from './git-options.ts';

/** Whether an isomorphic-git error says a path or object is missing. */
export const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && error.code === 'NotFoundError';

/**
 * The bytes of a file as the last commit has it (the left side of a diff); undefined for a file
 * HEAD does not have (an added file). `path` is from the repository's root.
 */
export async function headFile(options: GitRepo & { readonly path: string }): Promise<Uint8Array | undefined> {
  const repo = durableRepo(options);
  return gitOperation(repo, {}, async () => {
    try {
      const { blob } = await git.readBlob({ ...repo, oid: await git.resolveRef({ ...repo, ref: 'HEAD' }), filepath: options.path });
      return blob;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  });
}
