import LightningFS from '@isomorphic-git/lightning-fs';
import { bulkReadFs, createStarsClient, noFollowFs, WorkspaceRegistry } from '../../workspace/index.ts';
import type { WorkspaceFs } from '../../workspace/index.ts';
import { readRepoRecord } from '../git/repo-records.ts';
import { subtreeFs } from '../git/subtree-fs.ts';
import type { Services } from './services.ts';

const projectFs = (fs: WorkspaceFs, folder: string | undefined): WorkspaceFs => (folder ? subtreeFs(fs, folder) : fs);

/**
 * The browser's implementations of every service: LightningFS, localStorage, Web Locks, the
 * core worker, and window.fetch for GitHub stars (the one request to another origin).
 * `options.coreWorker`: the core worker, already started (the page's first script starts it); the
 * first createWorker gives it, later ones start a new one. Default: none, each starts a new one.
 */
export function createBrowserServices(options: { readonly coreWorker?: Worker } = {}): Services {
  let started = options.coreWorker;
  const storage = window.localStorage;
  return {
    storage,
    registry: new WorkspaceRegistry(storage),
    // A clone of a docs subfolder opens that folder as the project; git (in its worker) sees the whole repository.
    // Every path the app reads or writes is checked for symbolic links from the root (the docs folder included): none is followed.
    // A whole project is read in one IndexedDB transaction (bulkReadFs), not one per file.
    openFs: (fsName) => projectFs(noFollowFs(bulkReadFs(new LightningFS(fsName).promises as unknown as WorkspaceFs, indexedDB, fsName)), readRepoRecord(storage, fsName)?.folder),
    deleteFs: async (fsName) => {
      await Promise.all([deleteDatabase(fsName), deleteDatabase(`${fsName}_lock`)]);
    },
    locks: 'locks' in navigator ? navigator.locks : undefined,
    createWorker: () => {
      const worker = started ?? new Worker(new URL('../../worker/worker-main.ts', import.meta.url), { type: 'module', name: 'quire-core' });
      started = undefined;
      return worker;
    },
    createGitWorker: () => new Worker(new URL('../git-worker/git-worker-main.ts', import.meta.url), { type: 'module', name: 'quire-git' }),
    stars: createStarsClient({ fetch: (url, init) => window.fetch(url, init), store: storage, online: () => navigator.onLine }),
    persist: async () => (navigator.storage && 'persist' in navigator.storage ? navigator.storage.persist() : undefined),
    loadEditor: async () => (await import('../editor-slot/load-monaco-editor.ts')).monacoEditorFactory,
  };
}

/** Deletes an IndexedDB database; gives up waiting after 5 s when another connection blocks it (it is deleted once that closes). */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    const timer = setTimeout(resolve, 5000);
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error(`Could not delete the storage of ${name}.`));
    };
  });
}
