import { isTextPath } from '../../workspace/index.ts';
import type { FileContent } from '../../workspace/index.ts';

/** Reads a picked or dropped file: text files as text, everything else as bytes. */
export async function readPicked(path: string, file: Blob): Promise<FileContent> {
  return isTextPath(path) ? file.text() : new Uint8Array(await file.arrayBuffer());
}

/**
 * Reads files dropped from the desktop, folders included (their relative paths are kept):
 * text files as text, everything else as bytes. `entries` and `files` are taken from the drop
 * event while it lasts (its DataTransfer is emptied afterwards); entries are read when there
 * are any, else the files.
 */
export async function readDroppedFiles(entries: readonly (FileSystemEntry | null)[], files: readonly File[]): Promise<{ path: string; content: FileContent }[]> {
  const out: { path: string; content: FileContent }[] = [];
  if (entries.some((e) => e !== null)) {
    for (const entry of entries) if (entry) await readEntry(entry, '', out);
    return out;
  }
  for (const file of files) out.push({ path: file.name, content: await readPicked(file.name, file) });
  return out;
}

async function readEntry(entry: FileSystemEntry, prefix: string, out: { path: string; content: FileContent }[]): Promise<void> {
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    out.push({ path, content: await readPicked(path, file) });
    return;
  }
  if (!entry.isDirectory || entry.name === '.git' || entry.name === 'node_modules') return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    for (const child of batch) await readEntry(child, path, out);
  }
}
