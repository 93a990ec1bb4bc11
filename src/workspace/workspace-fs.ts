/** The stat of a path, as LightningFS returns it. */
export interface WorkspaceStat {
  readonly type: 'file' | 'dir' | 'symlink';
  readonly size: number;
  readonly mtimeMs: number;
  isDirectory(): boolean;
  isFile(): boolean;
}

/**
 * The promise half of a Node-like file system: what workspace functions need from
 * LightningFS. The app passes a real one; tests pass one held in memory.
 */
export interface WorkspaceFs {
  readFile(path: string, options?: { encoding: 'utf8' }): Promise<Uint8Array | string>;
  writeFile(path: string, data: Uint8Array | string, options?: { mode?: number; encoding?: 'utf8' }): Promise<void | null>;
  unlink(path: string): Promise<void | null>;
  readdir(path: string): Promise<string[]>;
  mkdir(path: string, options?: { mode?: number }): Promise<void | null>;
  rmdir(path: string): Promise<void | null>;
  rename(from: string, to: string): Promise<void | null>;
  /** The path's target, following links (LightningFS); through noFollowFs, the entry itself, as lstat. */
  stat(path: string): Promise<WorkspaceStat>;
  /** The entry itself: a symbolic link is described as one (type `symlink`), not followed. */
  lstat(path: string): Promise<WorkspaceStat>;
  /** Set by noFollowFs: no operation follows a symbolic link (see no-follow-fs.ts). */
  readonly noFollow?: true;
  /**
   * Set by noFollowFs: the file system it checks paths for, which a walk from a checked folder uses
   * directly (it lstats every entry on its way down, so no component it reaches is a link).
   */
  readonly unchecked?: WorkspaceFs;
  /**
   * Reads many files at once, in one storage request (see bulkReadFs), as readFile without an
   * encoding reads each; an entry is undefined where the batch could not read that file (then
   * readFile it). Optional: without it, a walk reads file by file.
   */
  readMany?(paths: readonly string[]): Promise<(Uint8Array | undefined)[]>;
  /** Writes pending metadata to storage now (LightningFS debounces it); optional. */
  flush?(): Promise<void>;
}

/** An error from the file system, with the Node-style code LightningFS uses (`ENOENT`, `EEXIST`). */
export function fsErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
