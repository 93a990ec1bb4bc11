import type { WorkspaceFs } from '../workspace-fs.ts';
import { writeZip } from './write-zip.ts';

/** Options of projectZip. */
export interface ProjectZipOptions {
  /** Include the `.git` folder, so the download is the repository with its history (default false). */
  readonly includeGit?: boolean;
}

/**
 * Every file under `root` as raw bytes, path → bytes: nothing decoded, so the zip holds each file
 * byte for byte. `node_modules` is skipped, `.git` unless `includeGit`; symbolic links are left out
 * (an import refuses them). The app reads with it and zips in a worker (writeZip).
 */
export async function readFolderBytes(fs: WorkspaceFs, root: string, includeGit: boolean): Promise<[string, Uint8Array][]> {
  const found: [string, Uint8Array][] = [];
  const skipped = new Set(includeGit ? ['node_modules'] : ['node_modules', '.git']);
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const names = await fs.readdir(dir);
    await Promise.all(
      names.map(async (name) => {
        const full = dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
        const path = prefix ? `${prefix}/${name}` : name;
        const stat = await fs.stat(full);
        if (stat.isDirectory()) {
          if (!skipped.has(name)) await walk(full, path);
        } else if (stat.type === 'file') {
          const bytes = await fs.readFile(full);
          found.push([path, typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes]);
        }
      }),
    );
  };
  await walk(root, '');
  return found;
}

/**
 * The workspace's files under `root` as a deterministic `.zip` (see writeZip), which importZip reads
 * back to the same files.
 * @param options.includeGit add the `.git` folder (default false)
 */
export async function projectZip(fs: WorkspaceFs, root: string, options: ProjectZipOptions = {}): Promise<Uint8Array> {
  return writeZip(await readFolderBytes(fs, root, options.includeGit ?? false));
}
