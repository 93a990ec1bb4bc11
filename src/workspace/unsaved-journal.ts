import { readJson } from './key-value-store.ts';
import type { KeyValueStore } from './key-value-store.ts';

const journalKey = (workspaceId: string) => `quire:unsaved:${workspaceId}`;
const isEntries = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/**
 * Writes the unsaved text of a workspace's files to a synchronous store (localStorage). The
 * app calls it when the page is hidden or unloaded, where an asynchronous IndexedDB write may
 * never finish; on the next start `readUnsaved` gives the text back to be written to the files.
 */
export function writeUnsaved(store: KeyValueStore, workspaceId: string, pending: ReadonlyMap<string, string>): void {
  if (pending.size === 0) {
    store.removeItem(journalKey(workspaceId));
    return;
  }
  store.setItem(journalKey(workspaceId), JSON.stringify(Object.fromEntries(pending)));
}

/** The unsaved text left by a previous visit, path → text (empty when there is none). */
export function readUnsaved(store: KeyValueStore, workspaceId: string): Map<string, string> {
  return new Map(Object.entries(readJson(store, journalKey(workspaceId), {}, isEntries)));
}

/** Forgets the unsaved text once it has been written to the files. */
export function clearUnsaved(store: KeyValueStore, workspaceId: string): void {
  store.removeItem(journalKey(workspaceId));
}
