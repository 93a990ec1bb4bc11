import { createAutosave, fsErrorCode, isTextPath, SymlinkPathError, writeProjectFile } from '../../workspace/index.ts';
import type { Autosave, FileContent, WorkspaceFs, WorkspaceLock, WorkspaceMeta } from '../../workspace/index.ts';

/** Where a workspace's project lives in its file system. */
export const PROJECT_ROOT = '/';

/** Callbacks of a session. */
export interface SessionEvents {
  readonly onSaveError: (error: unknown, path: string) => void;
  readonly onPendingChange: (pending: ReadonlySet<string>) => void;
  /** Every edit of a batch reached storage (ends a save error). */
  readonly onSaved: () => void;
}

/**
 * One open workspace: its file system, the current content of every file (unsaved edits
 * included), the lock that keeps other tabs from writing it, and its autosave.
 */
export class WorkspaceSession {
  /** Replaced when the workspace is renamed. */
  meta: WorkspaceMeta;
  readonly fs: WorkspaceFs;
  readonly files: Map<string, FileContent>;
  readonly folders: Set<string>;
  readonly autosave: Autosave;
  lock: WorkspaceLock | undefined;

  constructor(meta: WorkspaceMeta, fs: WorkspaceFs, files: Map<string, FileContent>, folders: Iterable<string>, events: SessionEvents) {
    this.meta = meta;
    this.fs = fs;
    this.files = files;
    this.folders = new Set(folders);
    this.autosave = createAutosave({
      save: (path, text) => writeProjectFile(fs, PROJECT_ROOT, path, text),
      commit: async () => {
        await fs.flush?.();
      },
      delayMs: 250,
      onError: events.onSaveError,
      onPendingChange: events.onPendingChange,
      onSaved: events.onSaved,
    });
  }

  /** Opened read-only on purpose (a share link asked for it): nothing is written. */
  frozen = false;

  /** False when another tab holds the workspace, or it is frozen. */
  get writable(): boolean {
    return !this.frozen && (this.lock?.held ?? true);
  }

  /** The text of a text file, or undefined for a binary or missing file. */
  text(path: string): string | undefined {
    const content = this.files.get(path);
    return typeof content === 'string' ? content : undefined;
  }

  /** Every path, sorted. */
  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  /** Every text file, for search. */
  textFiles(): [string, string][] {
    const out: [string, string][] = [];
    for (const [path, content] of this.files) if (typeof content === 'string' && isTextPath(path)) out.push([path, content]);
    return out;
  }

  /** Whether a path exists as a file or folder. */
  exists(path: string): boolean {
    return this.files.has(path) || this.folders.has(path);
  }

  /** Writes a whole file now (creation, import, binary files); edits go through autosave instead. */
  async writeNow(path: string, content: FileContent): Promise<void> {
    await writeProjectFile(this.fs, PROJECT_ROOT, path, content);
    await this.fs.flush?.();
  }
}

/** A plain-language explanation of a storage failure (quota, private mode, missing file). */
export function describeStorageError(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError' || /quota/i.test(String(error))) return 'The browser has no more storage for this site. Delete a workspace or free disk space; your last edits are kept in memory until then.';
  const code = fsErrorCode(error);
  // Its message names the path and the link, and says what to do.
  if (error instanceof SymlinkPathError) return error.message;
  if (code === 'ENOENT') return 'The file no longer exists in the workspace.';
  if (code === 'EEXIST') return 'A file or folder with that name already exists.';
  return `The browser refused to store the file (${error instanceof Error ? error.message : String(error)}).`;
}
