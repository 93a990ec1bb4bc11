import { isTextPath } from './file-kinds.ts';
import { checkedPath, noFollowFs, walkNoFollow } from './no-follow-fs.ts';
import { SymlinkPathError } from './symlink-error.ts';
import { fsErrorCode } from './workspace-fs.ts';
import type { WorkspaceFs } from './workspace-fs.ts';
import { textLimit } from './zip/import-limits.ts';

/** A file's content: text for pages, config and code; bytes for images and other binaries. */
export type FileContent = string | Uint8Array;

const skippedFolders = new Set(['.git', 'node_modules']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A stored file as the app holds it: text when its name is a text file's, it is at most
 * {@link textLimit} bytes and valid UTF-8, bytes otherwise. It is the rule an import decides its
 * `binary` list by (see importedProject), so a large or non-UTF-8 page imported as bytes is read
 * back as bytes after a reload, and never opened as text in the editor.
 */
function storedContent(path: string, stored: string | Uint8Array): FileContent {
  if (typeof stored === 'string') return isTextPath(path) ? stored : new TextEncoder().encode(stored);
  if (!isTextPath(path) || stored.length > textLimit) return stored;
  try {
    return utf8.decode(stored);
  } catch {
    return stored;
  }
}

/** Joins the workspace root and a project path (`/` + `a/b.mdx`). */
export function fsPath(root: string, path: string): string {
  const base = root.endsWith('/') ? root : `${root}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}

/** What a walk of the project found: its files, its folders and the symbolic links it did not follow. */
export interface ProjectListing {
  /** Project path (no leading slash) → content, sorted by path. */
  readonly files: Map<string, FileContent>;
  /** Every folder (including empty ones), sorted. */
  readonly folders: string[];
  /** Every symbolic link, to a file or a folder, sorted: none was read through or listed into. */
  readonly symlinks: string[];
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Reads every file under `root` into a map of project paths (no leading slash) to content, text
 * files decoded as UTF-8 (a text file larger than {@link textLimit} or not UTF-8 stays bytes, as
 * an import stored it), with every folder and every symbolic link. `.git` and `node_modules` are
 * skipped. A link is listed, never followed (a repository's `loop -> .` ends the walk there, its
 * `assets -> .git` does not bring `.git` in); a `root` that goes through a link is refused.
 */
export async function readProject(fs: WorkspaceFs, root = '/'): Promise<ProjectListing> {
  const found: [string, FileContent][] = [];
  const folders: string[] = [];
  const symlinks: string[] = [];
  await walkNoFollow(fs, root, skippedFolders, ({ path, type }, content) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (type === 'symlink') symlinks.push(path);
    else if (type === 'dir' && !skippedFolders.has(name)) folders.push(path);
    else if (content !== undefined) found.push([path, storedContent(path, content)]);
  });
  return { files: new Map(found.sort(([a], [b]) => byPath(a, b))), folders: folders.sort(byPath), symlinks: symlinks.sort(byPath) };
}

/** The files of {@link readProject}: project path → content, sorted. */
export async function readProjectFiles(fs: WorkspaceFs, root = '/'): Promise<Map<string, FileContent>> {
  return (await readProject(fs, root)).files;
}

/** The folders of {@link readProject} (including empty folders), sorted. */
export async function readProjectFolders(fs: WorkspaceFs, root = '/'): Promise<string[]> {
  return (await readProject(fs, root)).folders;
}

/** Creates a folder and its missing parents (`mkdir -p`). */
export async function makeFolders(fs: WorkspaceFs, folder: string): Promise<void> {
  const safe = noFollowFs(fs);
  const parts = folder.split('/').filter(Boolean);
  let current = '';
  for (const part of parts) {
    current += `/${part}`;
    try {
      await safe.mkdir(current);
    } catch (error) {
      if (fsErrorCode(error) !== 'EEXIST') throw error;
      // A link of that name is no folder to write into.
      if ((await safe.lstat(current)).type === 'symlink') throw new SymlinkPathError(folder, current);
    }
  }
}

/**
 * Writes a file, creating its folders first. Refused with SymlinkPathError when the path goes
 * through a symbolic link or is one: the link is left as it is and nothing is written.
 */
export async function writeProjectFile(fs: WorkspaceFs, root: string, path: string, content: FileContent): Promise<void> {
  const safe = noFollowFs(fs);
  // Checked whole first, so a refusal names the file rather than the folder it would have made.
  const full = await checkedPath(fs, fsPath(root, path), true);
  await makeFolders(safe, full.slice(0, full.lastIndexOf('/')));
  await safe.writeFile(full, content);
}

/**
 * Deletes a file or a folder with everything in it; a path that does not exist is fine. A symbolic
 * link is removed itself, never what it points at; a path through one is refused (SymlinkPathError).
 */
export async function removeProjectPath(fs: WorkspaceFs, root: string, path: string): Promise<void> {
  const safe = noFollowFs(fs);
  const full = fsPath(root, path);
  let stat;
  try {
    stat = await safe.stat(full);
  } catch (error) {
    if (fsErrorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (!stat.isDirectory()) {
    await safe.unlink(full);
    return;
  }
  for (const name of await safe.readdir(full)) await removeProjectPath(safe, root, `${path.replace(/\/+$/, '')}/${name}`);
  await safe.rmdir(full);
}

/**
 * Moves a file or folder, creating the destination's folders. Refuses to overwrite: a
 * destination that exists (a link included) fails with code `EEXIST`; a path that is or goes
 * through a symbolic link fails with SymlinkPathError.
 */
export async function moveProjectPath(fs: WorkspaceFs, root: string, from: string, to: string): Promise<void> {
  const safe = noFollowFs(fs);
  const target = await checkedPath(fs, fsPath(root, to), false);
  const exists = await safe.stat(target).then(
    () => true,
    () => false,
  );
  if (exists) throw Object.assign(new Error(`${to} already exists.`), { code: 'EEXIST' });
  await makeFolders(safe, target.slice(0, target.lastIndexOf('/')));
  await safe.rename(fsPath(root, from), target);
}

/** How many files are written at once when a workspace is created. */
const WRITE_BATCH = 16;

/**
 * Writes every file of a map (used to create a workspace from the starter or an import): folders
 * first, then the files in batches. A path through a symbolic link fails with SymlinkPathError.
 */
export async function writeProjectFiles(fs: WorkspaceFs, root: string, files: Iterable<readonly [string, FileContent]>): Promise<void> {
  const safe = noFollowFs(fs);
  const list = [...files];
  const folders = new Set(list.map(([path]) => fsPath(root, path)).map((full) => full.slice(0, full.lastIndexOf('/'))));
  for (const folder of [...folders].sort()) await makeFolders(safe, folder);
  for (let i = 0; i < list.length; i += WRITE_BATCH) {
    await Promise.all(list.slice(i, i + WRITE_BATCH).map(([path, content]) => safe.writeFile(fsPath(root, path), content)));
  }
  await safe.flush?.();
}
