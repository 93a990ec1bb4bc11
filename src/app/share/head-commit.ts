import LightningFS from '@isomorphic-git/lightning-fs';
import { noFollowFs } from '../../workspace/index.ts';
import type { WorkspaceFs } from '../../workspace/index.ts';

/**
 * The commit HEAD names in a workspace's repository, read from `.git/HEAD` and the loose ref it points
 * at (git writes a branch's ref there on clone and commit); undefined when it cannot be read so, and
 * the caller then shares the whole project rather than guess.
 */
export async function headCommit(fsName: string): Promise<string | undefined> {
  // The repository's root: the workspace's project file system may be a docs subfolder of it.
  // No link is followed here either: a ref that is one is not read (the whole project is shared then).
  const fs = noFollowFs(new LightningFS(fsName).promises as unknown as WorkspaceFs);
  try {
    const head = String(await fs.readFile('/.git/HEAD', { encoding: 'utf8' })).trim();
    const ref = /^ref: (refs\/heads\/[^\s]+)$/.exec(head)?.[1];
    const commit = ref ? String(await fs.readFile(`/.git/${ref}`, { encoding: 'utf8' })).trim() : head;
    return /^[0-9a-f]{40}$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}
