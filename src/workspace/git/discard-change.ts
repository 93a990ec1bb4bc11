import git from 'isomorphic-git';
import { removeProjectPath, writeProjectFile } from '../project-files.ts';
import { gitOperation, operationFs } from './git-operation.ts';
import type { GitRepo } from './git-options.ts';
import { blobAt } from './head-file.ts';

/**
 * Puts a file back as the last commit has it: a modified or deleted file gets HEAD's bytes again, an
 * added one is deleted; its index entry is reset to HEAD. For a rename, pass the new path and `from`.
 * A path that is or goes through a symbolic link fails with SymlinkPathError and is left as it is.
 */
export async function discardChange(repo: GitRepo & { readonly path: string; readonly from?: string }): Promise<void> {
  return gitOperation(repo, {}, async () => {
    const fs = operationFs(repo, undefined);
    const root = repo.dir.replace(/\/+$/, '');
    const head = await git.resolveRef({ fs, dir: repo.dir, ref: 'HEAD' });
    for (const path of repo.from !== undefined ? [repo.path, repo.from] : [repo.path]) {
      const blob = await blobAt({ fs, dir: repo.dir }, head, path);
      // Through the project-file layer: a path through a symbolic link of the working tree is refused, not followed.
      if (blob) {
        await writeProjectFile(fs, root || '/', path, blob);
      } else {
        await removeProjectPath(fs, repo.dir, path);
      }
      await git.resetIndex({ fs, dir: repo.dir, filepath: path });
    }
  });
}
