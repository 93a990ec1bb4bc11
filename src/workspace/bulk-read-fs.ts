import type { WorkspaceFs, WorkspaceStat } from './workspace-fs.ts';

// LightningFS keeps its tree (names, sizes, inode numbers) in memory and each file's bytes in its
// IndexedDB store under the file's inode number, and its readFile opens one IndexedDB transaction per
// file: reopening a 500-page workspace spent most of its time there. The bytes LightningFS would read
// are read here all in one read-only transaction, by the inode numbers LightningFS's own lstat gives,
// so what comes back is exactly what readFile would have returned; anything the batch cannot read is
// left to readFile.

/** LightningFS's stat: it carries the inode number its IndexedDB store keys the file's bytes by. */
interface InodeStat extends WorkspaceStat {
  readonly ino?: unknown;
}

/** Wraps an IndexedDB request in a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens the existing database `name`; one that does not exist is not made (the open fails). */
function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    // A version change means the database was not there: making it empty would break LightningFS's own open.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`No database ${name}`));
    request.onblocked = () => reject(new Error(`Database ${name} is blocked`));
  });
}

/**
 * Reads the bytes stored under `keys` in `storeName` of database `dbName`, in one read-only
 * transaction; an entry is undefined where nothing (or no bytes) is stored, and all are when the
 * database cannot be read. The connection is closed at once, so it never blocks a deletion of the workspace.
 */
export async function readStoredBytes(factory: IDBFactory, dbName: string, storeName: string, keys: readonly IDBValidKey[]): Promise<(Uint8Array | undefined)[]> {
  let db: IDBDatabase;
  try {
    db = await openExisting(factory, dbName);
  } catch {
    return keys.map(() => undefined);
  }
  try {
    const store = db.transaction(storeName, 'readonly').objectStore(storeName);
    const values = await Promise.all(keys.map((key) => done(store.get(key))));
    return values.map((value: unknown) => (value instanceof Uint8Array ? value : undefined));
  } catch {
    return keys.map(() => undefined);
  } finally {
    db.close();
  }
}

/**
 * `fs` (a LightningFS whose database is `dbName`) with `readMany`: the files' inode numbers from its
 * lstat, their bytes from its IndexedDB store in one transaction (see readStoredBytes). `storeName`
 * defaults to LightningFS's own (`<dbName>_files`).
 */
export function bulkReadFs(fs: WorkspaceFs, factory: IDBFactory, dbName: string, storeName = `${dbName}_files`): WorkspaceFs {
  const wrapped: WorkspaceFs = {
    readFile: (path, options) => fs.readFile(path, options),
    writeFile: (path, data, options) => fs.writeFile(path, data, options),
    unlink: (path) => fs.unlink(path),
    readdir: (path) => fs.readdir(path),
    mkdir: (path, options) => fs.mkdir(path, options),
    rmdir: (path) => fs.rmdir(path),
    rename: (from, to) => fs.rename(from, to),
    stat: (path) => fs.stat(path),
    lstat: (path) => fs.lstat(path),
    async readMany(paths) {
      // lstat also makes LightningFS load its tree from storage, so the store exists when it is read.
      const stats = await Promise.all(paths.map((path) => fs.lstat(path).then((s: InodeStat) => s, () => undefined)));
      const keys = stats.map((s) => (s?.type === 'file' && typeof s.ino === 'number' ? s.ino : undefined));
      const wanted = keys.filter((key): key is number => key !== undefined);
      const bytes = await readStoredBytes(factory, dbName, storeName, wanted);
      const byKey = new Map(wanted.map((key, i) => [key, bytes[i]]));
      // A file whose bytes differ in length from its size in the tree is read by readFile (which mends the tree).
      return keys.map((key, i) => {
        const found = key === undefined ? undefined : byKey.get(key);
        return found !== undefined && found.byteLength === stats[i]?.size ? found : undefined;
      });
    },
  };
  if (fs.flush) wrapped.flush = () => fs.flush?.() ?? Promise.resolve();
  return wrapped;
}
