import type { WorkspaceFs, WorkspaceStat } from '../../src/workspace/index.ts';

const fsError = (code: string, path: string) => Object.assign(new Error(`${code}: ${path}`), { code });

/** A WorkspaceFs held in memory, with LightningFS's error codes, for tests. */
export class MemoryFs implements WorkspaceFs {
  readonly files = new Map<string, Uint8Array>();
  readonly dirs = new Set<string>(['/']);
  flushes = 0;
  /** When set, every write fails with this error (a full disk). */
  failWrites: Error | undefined;

  #parent(path: string): string {
    const i = path.lastIndexOf('/');
    return i <= 0 ? '/' : path.slice(0, i);
  }

  async readFile(path: string, options?: { encoding: 'utf8' }): Promise<Uint8Array | string> {
    const data = this.files.get(path);
    if (!data) throw fsError(this.dirs.has(path) ? 'EISDIR' : 'ENOENT', path);
    return options?.encoding === 'utf8' ? new TextDecoder().decode(data) : data;
  }

  async writeFile(path: string, data: Uint8Array | string): Promise<void> {
    if (this.failWrites) throw this.failWrites;
    if (!this.dirs.has(this.#parent(path))) throw fsError('ENOENT', path);
    if (this.dirs.has(path)) throw fsError('EISDIR', path);
    this.files.set(path, typeof data === 'string' ? new TextEncoder().encode(data) : data);
  }

  async unlink(path: string): Promise<void> {
    if (!this.files.delete(path)) throw fsError('ENOENT', path);
  }

  async readdir(path: string): Promise<string[]> {
    if (!this.dirs.has(path)) throw fsError('ENOENT', path);
    const prefix = path === '/' ? '/' : `${path}/`;
    const names = new Set<string>();
    for (const p of [...this.files.keys(), ...this.dirs]) if (p !== path && p.startsWith(prefix)) names.add(p.slice(prefix.length).split('/')[0] ?? '');
    return [...names];
  }

  async mkdir(path: string): Promise<void> {
    if (this.dirs.has(path) || this.files.has(path)) throw fsError('EEXIST', path);
    if (!this.dirs.has(this.#parent(path))) throw fsError('ENOENT', path);
    this.dirs.add(path);
  }

  async rmdir(path: string): Promise<void> {
    if (!this.dirs.has(path)) throw fsError('ENOENT', path);
    if ((await this.readdir(path)).length > 0) throw fsError('ENOTEMPTY', path);
    this.dirs.delete(path);
  }

  async rename(from: string, to: string): Promise<void> {
    if (!this.dirs.has(this.#parent(to))) throw fsError('ENOENT', to);
    const file = this.files.get(from);
    if (file) {
      this.files.delete(from);
      this.files.set(to, file);
      return;
    }
    if (!this.dirs.has(from)) throw fsError('ENOENT', from);
    for (const [p, data] of [...this.files]) {
      if (!p.startsWith(`${from}/`)) continue;
      this.files.delete(p);
      this.files.set(to + p.slice(from.length), data);
    }
    for (const d of [...this.dirs]) {
      if (d !== from && !d.startsWith(`${from}/`)) continue;
      this.dirs.delete(d);
      this.dirs.add(to + d.slice(from.length));
    }
  }

  async stat(path: string): Promise<WorkspaceStat> {
    const file = this.files.get(path);
    const dir = this.dirs.has(path);
    if (!file && !dir) throw fsError('ENOENT', path);
    return { type: dir ? 'dir' : 'file', size: file?.length ?? 0, mtimeMs: 0, isDirectory: () => dir, isFile: () => !dir };
  }

  /** It holds no links: the entry itself is what stat describes. */
  async lstat(path: string): Promise<WorkspaceStat> {
    return this.stat(path);
  }

  async flush(): Promise<void> {
    this.flushes++;
  }
}

/** A Map-backed KeyValueStore (localStorage) for tests. */
export class MemoryStore {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}
