import { type FolderFile, importFolder, importLimit, type ImportedProject, ZipError } from '../../workspace/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { dismiss, notify } from '../controller/notices.ts';
import { createWorkspace } from '../controller/workspace-actions.ts';
import { type DirectoryHandle, directoryHandleFiles, droppedEntryFiles, pickedFolderFiles } from './read-folder.ts';
import type { Dropped } from './take-drop.ts';
import { ZipWorkError, zipWorker } from './zip-worker-client.ts';

// Imports into a new workspace: a `.zip` (picked or dropped), a folder (picked, dropped, or chosen
// through the File System Access API). Every import goes through importZip or importFolder, so an
// unsafe entry or a zip bomb is refused with its message, naming the entries, before anything is
// stored; nothing refused leaves a workspace behind.

/** Folders never shown in a workspace (readProjectFiles skips them too). */
const hidden = /(^|\/)(\.git|node_modules)\//;

/** The most an import may store in this browser now (see importLimit). */
async function storageLimit(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return importLimit(estimate ?? {});
}

/** Runs an import with a notice while it lasts; a refusal or failure is shown as an error and creates nothing. */
async function runImport(app: AppController, what: string, read: () => Promise<Pick<ImportedProject, 'files' | 'folder'>>, fallbackName: string): Promise<void> {
  const progress = notify(app.store, 'info', `Importing ${what}…`);
  let imported: Pick<ImportedProject, 'files' | 'folder'>;
  try {
    imported = await read();
  } catch (error) {
    // A refusal's message says what was refused and what to do; anything else is named here.
    const refused = error instanceof ZipError || (error instanceof ZipWorkError && error.code !== 'failed');
    notify(app.store, 'error', refused ? error.message : `Could not import ${what}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  } finally {
    dismiss(app.store, progress);
  }
  const files = new Map([...imported.files].filter(([path]) => !hidden.test(path)));
  const name = app.services.registry.uniqueName(imported.folder || fallbackName || 'Imported');
  await createWorkspace(app, name, { kind: 'files', files });
}

/** Imports a `.zip` into a new workspace named after its one folder, or else after the file. */
export async function importZipFile(app: AppController, file: File): Promise<void> {
  await runImport(app, file.name, async () => zipWorker.importZip(new Uint8Array(await file.arrayBuffer()), await storageLimit()), file.name.replace(/\.zip$/i, ''));
}

/** Imports the files of a folder into a new workspace named after the folder. */
async function importFolderFiles(app: AppController, what: string, read: () => Promise<FolderFile[]>): Promise<void> {
  await runImport(app, what, async () => importFolder(await read(), { maxTotalBytes: await storageLimit() }), what);
}

/** Imports what the folder picker (`<input webkitdirectory>`) gave. */
export async function importPickedFolder(app: AppController, picked: readonly { path: string; file: Blob }[]): Promise<void> {
  if (picked.length === 0) return;
  await importFolderFiles(app, picked[0]?.path.split('/')[0] || 'the folder', () => pickedFolderFiles(picked));
}

/**
 * Imports the folder the File System Access API's picker gives (see pickDirectory, called in the
 * user's gesture); cancelling the picker does nothing.
 */
export async function importChosenFolder(app: AppController, picking: Promise<DirectoryHandle>): Promise<void> {
  let handle: DirectoryHandle;
  try {
    handle = await picking;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) notify(app.store, 'error', `Could not open the folder: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  await importFolderFiles(app, handle.name, () => directoryHandleFiles(handle));
}

/**
 * Imports a drop on the app into a new workspace: one folder, or one `.zip`. Anything else is
 * explained: files are added to a workspace by dropping them on the file tree.
 */
export async function importDrop(app: AppController, dropped: Dropped): Promise<void> {
  const handles = (await dropped.handles)?.filter((h) => h !== null);
  if (handles && handles.length === 1 && handles[0]?.kind === 'directory') {
    const folder = handles[0];
    return importFolderFiles(app, folder.name, () => directoryHandleFiles(folder));
  }
  const entries = dropped.entries.filter((e) => e !== null);
  const folder = entries.length === 1 && entries[0]?.isDirectory ? (entries[0] as FileSystemDirectoryEntry) : undefined;
  if (folder) return importFolderFiles(app, folder.name, () => droppedEntryFiles(folder));
  const zip = dropped.files.length === 1 && /\.zip$/i.test(dropped.files[0]?.name ?? '') ? dropped.files[0] : undefined;
  if (zip) return importZipFile(app, zip);
  if (dropped.files.length > 0 || entries.length > 0) {
    notify(app.store, 'info', 'Drop one folder or one .zip to import it as a new workspace. To add files to this workspace, drop them on the file tree.');
  }
}
