import type { FolderFile } from '../../workspace/index.ts';

// The three ways a folder arrives, each read into FolderFile (its path starting with the folder's
// own name, as the folder picker's webkitRelativePath does, so importFolder opens it at that folder
// and the workspace is named after it). `.git` and `node_modules` are not read: they are not part
// of the docs, and the one is often larger than all the rest.

const skipped = new Set(['.git', 'node_modules']);
const inSkipped = /(^|\/)(\.git|node_modules)\//;

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/** The files of the folder picker (`<input webkitdirectory>`), by their webkitRelativePath. */
export async function pickedFolderFiles(picked: readonly { path: string; file: Blob }[]): Promise<FolderFile[]> {
  const kept = picked.filter((p) => !inSkipped.test(p.path));
  return Promise.all(kept.map(async (p) => ({ path: p.path, bytes: await bytesOf(p.file) })));
}

/** A folder of the File System Access API (showDirectoryPicker, or a drop's getAsFileSystemHandle). */
export interface DirectoryHandle {
  readonly kind: 'directory';
  readonly name: string;
  entries(): AsyncIterable<[string, DirectoryHandle | FileHandle]>;
}

/** A file of the File System Access API. */
export interface FileHandle {
  readonly kind: 'file';
  readonly name: string;
  getFile(): Promise<File>;
}

/** Every file under a directory handle. */
export async function directoryHandleFiles(handle: DirectoryHandle): Promise<FolderFile[]> {
  const out: FolderFile[] = [];
  const walk = async (dir: DirectoryHandle, prefix: string): Promise<void> => {
    for await (const [name, child] of dir.entries()) {
      const path = `${prefix}/${name}`;
      if (child.kind === 'file') out.push({ path, bytes: await bytesOf(await child.getFile()) });
      else if (!skipped.has(name)) await walk(child, path);
    }
  };
  await walk(handle, handle.name);
  return out;
}

/** Every file under a dropped folder's entry (webkitGetAsEntry, where the File System Access API is missing). */
export async function droppedEntryFiles(entry: FileSystemDirectoryEntry): Promise<FolderFile[]> {
  const out: FolderFile[] = [];
  const walk = async (dir: FileSystemDirectoryEntry, prefix: string): Promise<void> => {
    const reader = dir.createReader();
    // readEntries gives a batch at a time (100 in Chromium) until an empty one.
    for (let batch = await readBatch(reader); batch.length > 0; batch = await readBatch(reader)) {
      for (const child of batch) {
        const path = `${prefix}/${child.name}`;
        if (child.isFile) out.push({ path, bytes: await bytesOf(await new Promise<File>((resolve, reject) => (child as FileSystemFileEntry).file(resolve, reject))) });
        else if (child.isDirectory && !skipped.has(child.name)) await walk(child as FileSystemDirectoryEntry, path);
      }
    }
  };
  await walk(entry, entry.name);
  return out;
}

function readBatch(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}
