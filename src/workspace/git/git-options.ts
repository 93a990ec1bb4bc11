import type { HttpClient } from 'isomorphic-git';
import type { GitCredentials } from './token-auth.ts';
import type { WorkspaceFs, WorkspaceStat } from '../workspace-fs.ts';

/**
 * The file system git needs: a WorkspaceFs with links (LightningFS's `promises`), the shape
 * isomorphic-git's `fs` parameter takes.
 */
export interface GitFs extends WorkspaceFs {
  lstat(path: string): Promise<WorkspaceStat>;
  readlink(path: string): Promise<string>;
  symlink(target: string, path: string): Promise<void | null>;
}

/** One step of a network operation as git reports it: its phase (`Receiving objects`) and counts. */
export interface GitProgress {
  readonly phase: string;
  readonly loaded: number;
  /** Undefined while git does not know the total yet. */
  readonly total: number | undefined;
}

/** The part of an AbortSignal an operation reads (a real AbortSignal fits). */
export interface AbortSignalLike {
  readonly aborted: boolean;
}

/** Where a repository is: its file system and the workspace folder that holds `.git`. */
export interface GitRepo {
  readonly fs: GitFs;
  /** The repository's root folder in `fs` (the workspace folder, e.g. `/`). */
  readonly dir: string;
  /**
   * isomorphic-git's cache (parsed pack indexes, the index file) kept across operations on this
   * repository, so status and commit do not read and parse the clone's pack again each time;
   * default a new one per operation.
   */
  readonly cache?: object;
}

/** What an operation that talks to the remote takes besides the repository. */
export interface GitRemoteOptions {
  /** isomorphic-git's HTTP client: `isomorphic-git/http/web` in the browser, `isomorphic-git/http/node` in Node. */
  readonly http: HttpClient;
  /** A CORS proxy URL prefix (isomorphic-git's `corsProxy`); default none. */
  readonly corsProxy?: string;
  /**
   * Tokens by origin (see originOf): a host's 401 is answered with the token of the origin the request
   * goes to (see credentialAuth), whatever URL `.git/config` names; default none.
   */
  readonly credentials?: GitCredentials;
  /** Called with git's phase and counts while objects move. */
  readonly onProgress?: (progress: GitProgress) => void;
  /** Stops the operation when aborted; it then fails with `git/cancelled`. */
  readonly signal?: AbortSignalLike;
}

/** The author of a commit. */
export interface GitAuthor {
  readonly name: string;
  readonly email: string;
}
