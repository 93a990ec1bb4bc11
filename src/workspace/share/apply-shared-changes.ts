import { removeProjectPath, writeProjectFile } from '../project-files.ts';
import type { FileContent } from '../project-files.ts';
import type { WorkspaceFs } from '../workspace-fs.ts';

/**
 * Applies a repository link's changes to a fresh clone's project files under `root`: deleted files
 * first (a file may be deleted and a folder of that name added), then every changed or added file.
 */
export async function applySharedChanges(fs: WorkspaceFs, root: string, changed: ReadonlyMap<string, FileContent>, deleted: readonly string[]): Promise<void> {
  for (const path of deleted) await removeProjectPath(fs, root, path);
  for (const [path, content] of changed) await writeProjectFile(fs, root, path, content);
  await fs.flush?.();
}
