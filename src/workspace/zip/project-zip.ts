import { walkNoFollow } from '../no-follow-fs.ts';
import type { WorkspaceFs } from '../workspace-fs.ts';
import { writeZip } from './write-zip.ts';

/** Options of projectZip. */
export interface ProjectZipOptions {
  /** Include the `.git` folder, so the download is the repository with its history (default false). */
  readonly includeGit?: boolean;
}

/** The files of a folder as raw bytes, and the symbolic links left out of them. */
export interface FolderBytes {
  /** Path → bytes, in the order they were read (writeZip sorts them). */
  readonly files: [string, Uint8Array][];
  /** Every symbolic link found, sorted: none is read through, listed into or stored. */
  readonly symlinks: string[];
}

/**
 * Every file under `root` as raw bytes, path → bytes: nothing decoded, so the zip holds each file
 * byte for byte. `node_modules` is skipped, `.git` unless `includeGit`. Symbolic links are left out
 * and listed (never followed, and not stored as links: an import refuses them, and a link in a
 * download could point anywhere on the disk it is unpacked to). The app reads with it and zips in a
 * worker (writeZip).
 */
export async function readFolder(fs: WorkspaceFs, root: string, includeGit: boolean): Promise<FolderBytes> {
  const found: [string, Uint8Array][] = [];
  const symlinks: string[] = [];
  await walkNoFollow(fs, root, new Set(includeGit ? ['node_modules'] : ['node_modules', '.git']), ({ path, type }, bytes) => {
    if (type === 'symlink') symlinks.push(path);
    else if (bytes !== undefined) found.push([path, typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes]);
  });
  return { files: found, symlinks: symlinks.sort() };
}

/** The files of {@link readFolder}, without the list of links left out. */
export async function readFolderBytes(fs: WorkspaceFs, root: string, includeGit: boolean): Promise<[string, Uint8Array][]> {
  return (await readFolder(fs, root, includeGit)).files;
}

/**
 * The workspace's files under `root` as a deterministic `.zip` (see writeZip), which importZip reads
 * back to the same files.
 * @param options.includeGit add the `.git` folder (default false)
 */
export async function projectZip(fs: WorkspaceFs, root: string, options: ProjectZipOptions = {}): Promise<Uint8Array> {
  return writeZip(await readFolderBytes(fs, root, options.includeGit ?? false));
}
