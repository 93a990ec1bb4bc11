import { isTextPath } from './file-kinds.ts';
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

/**
 * Reads every file under `root` into a map of project paths (no leading slash) to content, text
 * files decoded as UTF-8 (a text file larger than {@link textLimit} or not UTF-8 stays bytes, as
 * an import stored it). `.git` and `node_modules` are skipped.
 */
export async function readProjectFiles(fs: WorkspaceFs, root = '/'): Promise<Map<string, FileContent>> {
  const found: [string, FileContent][] = [];
  // The entries of a folder are read at once: IndexedDB answers many requests faster than one after another.
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const names = await fs.readdir(dir);
    await Promise.all(
      names.map(async (name) => {
        const full = dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
        const stat = await fs.stat(full);
        const path = prefix ? `${prefix}/${name}` : name;
        if (stat.isDirectory()) {
          if (!skippedFolders.has(name)) await walk(full, path);
        } else if (stat.type === 'file') {
          found.push([path, storedContent(path, await fs.readFile(full))]);
        }
      }),
    );
  };
  await walk(root, '');
  return new Map(found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Every folder under `root` as a project path (including empty folders), sorted. */
export async function readProjectFolders(fs: WorkspaceFs, root = '/'): Promise<string[]> {
  const folders: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const name of (await fs.readdir(dir)).sort()) {
      const full = dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
      if (!(await fs.stat(full)).isDirectory() || skippedFolders.has(name)) continue;
      const path = prefix ? `${prefix}/${name}` : name;
      folders.push(path);
      await walk(full, path);
    }
  };
  await walk(root, '');
  return folders;
}

/** Creates a folder and its missing parents (`mkdir -p`). */
export async function makeFolders(fs: WorkspaceFs, folder: string): Promise<void> {
  const parts = folder.split('/').filter(Boolean);
  let current = '';
  for (const part of parts) {
    current += `/${part}`;
    try {
      await fs.mkdir(current);
    } catch (error) {
      if (fsErrorCode(error) !== 'EEXIST') throw error;
    }
  }
}

/** Writes a file, creating its folders first. */
export async function writeProjectFile(fs: WorkspaceFs, root: string, path: string, content: FileContent): Promise<void> {
  const full = fsPath(root, path);
  await makeFolders(fs, full.slice(0, full.lastIndexOf('/')));
  await fs.writeFile(full, content);
}

/** Deletes a file or a folder with everything in it; a path that does not exist is fine. */
export async function removeProjectPath(fs: WorkspaceFs, root: string, path: string): Promise<void> {
  const full = fsPath(root, path);
  let stat;
  try {
    stat = await fs.stat(full);
  } catch (error) {
    if (fsErrorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (!stat.isDirectory()) {
    await fs.unlink(full);
    return;
  }
  for (const name of await fs.readdir(full)) await removeProjectPath(fs, root, `${path.replace(/\/+$/, '')}/${name}`);
  await fs.rmdir(full);
}

/**
 * Moves a file or folder, creating the destination's folders. Refuses to overwrite: a
 * destination that exists fails with code `EEXIST`.
 */
export async function moveProjectPath(fs: WorkspaceFs, root: string, from: string, to: string): Promise<void> {
  const target = fsPath(root, to);
  const exists = await fs.stat(target).then(
    () => true,
    () => false,
  );
  if (exists) throw Object.assign(new Error(`${to} already exists.`), { code: 'EEXIST' });
  await makeFolders(fs, target.slice(0, target.lastIndexOf('/')));
  await fs.rename(fsPath(root, from), target);
}

/** How many files are written at once when a workspace is created. */
const WRITE_BATCH = 16;

/** Writes every file of a map (used to create a workspace from the starter or an import): folders first, then the files in batches. */
export async function writeProjectFiles(fs: WorkspaceFs, root: string, files: Iterable<readonly [string, FileContent]>): Promise<void> {
  const list = [...files];
  const folders = new Set(list.map(([path]) => fsPath(root, path)).map((full) => full.slice(0, full.lastIndexOf('/'))));
  for (const folder of [...folders].sort()) await makeFolders(fs, folder);
  for (let i = 0; i < list.length; i += WRITE_BATCH) {
    await Promise.all(list.slice(i, i + WRITE_BATCH).map(([path, content]) => fs.writeFile(fsPath(root, path), content)));
  }
  await fs.flush?.();
}
