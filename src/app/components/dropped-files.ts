import { readPicked } from '../controller/workspace-actions.ts';
import type { FileContent } from '../../workspace/index.ts';

/**
 * Reads files dropped from the desktop, folders included (their relative paths are kept):
 * text files as text, everything else as bytes.
 */
export async function readDroppedFiles(data: DataTransfer): Promise<{ path: string; content: FileContent }[]> {
  const entries = Array.from(data.items, (item) => item.webkitGetAsEntry?.() ?? null);
  const out: { path: string; content: FileContent }[] = [];
  if (entries.some((e) => e !== null)) {
    for (const entry of entries) if (entry) await readEntry(entry, '', out);
    return out;
  }
  for (const file of Array.from(data.files)) out.push({ path: file.name, content: await readPicked(file.name, file) });
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
