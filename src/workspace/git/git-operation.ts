import git from 'isomorphic-git';
import type { GitAuth, HttpClient } from 'isomorphic-git';
import { classifyGitError } from './classify-git-error.ts';
import type { GitFailureContext } from './classify-git-error.ts';
import { GitCode } from './git-codes.ts';
import { GitError } from './git-error.ts';
import { durableGitFs } from './durable-git-fs.ts';
import type { AbortSignalLike, GitFs, GitRemoteOptions, GitRepo } from './git-options.ts';
import { sparseWorkdirFs } from './sparse-workdir-fs.ts';
import { credentialAuth, hasCredential } from './token-auth.ts';

/** The git config key that records the subfolder a clone checked out (the rest of the tree is only in the index). */
export const SPARSE_FOLDER_KEY = 'quire.folder';

/** The repository with durable `.git` writes: what every isomorphic-git call of this folder gets. */
export function durableRepo(repo: GitRepo): GitRepo {
  return { fs: durableGitFs(repo.fs, repo.dir), dir: repo.dir, ...(repo.cache ? { cache: repo.cache } : {}) };
}

/** The file system an operation hands isomorphic-git: durable `.git` writes, and only `folder` of the working tree when set. */
export function operationFs(repo: GitRepo, folder: string | undefined): GitFs {
  const durable = durableGitFs(repo.fs, repo.dir);
  return folder ? sparseWorkdirFs(durable, repo.dir, folder) : durable;
}

const cancelled = () => new GitError(GitCode.cancelled);

function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted) throw cancelled();
}

/** An HTTP client that stops at the next request or chunk once `signal` is aborted (and aborts fetch itself for a real AbortSignal). */
function cancellableHttp(http: HttpClient, signal: AbortSignalLike | undefined): HttpClient {
  if (!signal) return http;
  const native = typeof AbortSignal !== 'undefined' && signal instanceof AbortSignal ? signal : undefined;
  async function* guarded(body: AsyncIterableIterator<Uint8Array>): AsyncIterableIterator<Uint8Array> {
    for await (const chunk of body) {
      throwIfAborted(signal);
      yield chunk;
    }
  }
  return {
    async request(request) {
      throwIfAborted(signal);
      const response = await http.request(native ? { ...request, signal: native } : request);
      return response.body ? { ...response, body: guarded(response.body) } : response;
    },
  };
}

/** isomorphic-git's remote options (http, corsProxy, onAuth, onProgress) for a remote operation. */
export function remoteOptions(options: GitRemoteOptions) {
  const { signal, onProgress, credentials } = options;
  const onAuth = credentials ? credentialAuth(credentials) : undefined;
  return {
    http: cancellableHttp(options.http, signal),
    ...(options.corsProxy ? { corsProxy: options.corsProxy } : {}),
    ...(onAuth ? { onAuth, onAuthFailure: (): GitAuth => ({ cancel: true }) } : {}),
    onProgress: (event: { phase: string; loaded: number; total?: number }) => {
      throwIfAborted(signal);
      onProgress?.({ phase: event.phase, loaded: event.loaded, total: event.total });
    },
  };
}

/** What classifyGitError should know about a remote operation. */
export function remoteContext(options: GitRemoteOptions, url: string, branch: string | undefined): GitFailureContext {
  return { url, corsProxy: Boolean(options.corsProxy), token: hasCredential(options.credentials, url), ...(branch !== undefined ? { branch } : {}) };
}

/**
 * Runs one git operation: a failure becomes a GitError (`git/cancelled` when `signal` was aborted),
 * and the file system is flushed afterwards either way, so what the operation wrote is stored.
 */
export async function gitOperation<T>(repo: GitRepo, context: GitFailureContext, action: () => Promise<T>, signal?: AbortSignalLike): Promise<T> {
  try {
    throwIfAborted(signal);
    return await action();
  } catch (error) {
    throw signal?.aborted ? cancelled() : classifyGitError(error, context);
  } finally {
    await repo.fs.flush?.();
  }
}

/** The subfolder a clone checked out, or undefined for a whole working tree. */
export async function sparseFolder(repo: GitRepo): Promise<string | undefined> {
  const value: unknown = await git.getConfig({ ...durableRepo(repo), path: SPARSE_FOLDER_KEY });
  return typeof value === 'string' && value !== '' ? value : undefined;
}
