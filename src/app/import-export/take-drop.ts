import type { DirectoryHandle, FileHandle } from './read-folder.ts';

/** What a drop on the app brought, taken from its DataTransfer while the event lasts (see takeDrop). */
export interface Dropped {
  /** The File System Access API's handles, where the browser has it (none when it failed). */
  readonly handles: Promise<(DirectoryHandle | FileHandle | null)[]> | undefined;
  readonly entries: readonly (FileSystemEntry | null)[];
  readonly files: readonly File[];
}

/** Takes what was dropped from the event's DataTransfer, which is emptied once the event is over. */
export function takeDrop(data: DataTransfer): Dropped {
  const items = [...data.items].filter((item) => item.kind === 'file');
  type WithHandle = DataTransferItem & { getAsFileSystemHandle?: () => Promise<DirectoryHandle | FileHandle | null> };
  const withHandles = items.every((item) => typeof (item as WithHandle).getAsFileSystemHandle === 'function');
  return {
    handles: items.length > 0 && withHandles ? Promise.all(items.map((item) => (item as WithHandle).getAsFileSystemHandle?.() ?? Promise.resolve(null))).catch(() => []) : undefined,
    entries: items.map((item) => item.webkitGetAsEntry()),
    files: [...data.files],
  };
}
