import { checkCount, checkEntries, checkTotal, type ImportedProject, importedProject } from './imported-project.ts';
import { type ImportLimits, importLimits } from './import-limits.ts';

/** One file of a dropped or picked folder: its path inside the folder (`webkitRelativePath`, or the walk of a FileSystemDirectoryHandle) and its bytes. */
export interface FolderFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/**
 * Reads the files of a dropped or picked folder into the files of a new workspace, with the rules of
 * importZip: one `zip/unsafe-entries` naming every path with `..` or an absolute form or repeated,
 * `zip/too-many-entries` and `zip/too-large` (counted from the bytes themselves), the one top
 * folder (the picked folder's own name in `webkitRelativePath`) opened as the root, and the same
 * text/binary rule. `.git` is kept (a folder with its history), `node_modules` too: the caller's walk
 * decides what it reads.
 * @param limits see ImportLimits
 */
export function importFolder(files: readonly FolderFile[], limits: ImportLimits = {}): ImportedProject {
  const { maxTotalBytes, maxEntries, maxTextBytes } = importLimits(limits);
  checkCount(files.length, maxEntries, 'folder');
  const paths = checkEntries(
    files.map((f) => ({ name: f.path, kind: 'file' as const })),
    'folder',
  );
  checkTotal(
    files.reduce((sum, f) => sum + f.bytes.length, 0),
    maxTotalBytes,
    'folder',
    'counted file by file',
  );
  return importedProject(
    files.map((f, i) => [paths[i] ?? f.path, f.bytes] as const),
    maxTextBytes,
  );
}
