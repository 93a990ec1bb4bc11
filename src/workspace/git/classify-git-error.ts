import type { DiagnosticData } from '../../core/index.ts';
import { GitCode } from './git-codes.ts';
import type { GitErrorCode } from './git-codes.ts';
import { GitError } from './git-error.ts';
import { hostOf, publicUrl } from './token-auth.ts';

/** What the operation knew when it failed, to name the host and branch and pick the right code. */
export interface GitFailureContext {
  /** The remote URL (credentials and query are dropped before it reaches the error). */
  readonly url?: string;
  /** The branch the operation was about. */
  readonly branch?: string;
  /** Whether a CORS proxy was set. */
  readonly corsProxy?: boolean;
  /** Whether a token was given. */
  readonly token?: boolean;
  /** Whether the commits being pushed change files in `.github/workflows` (a 403 then names the `workflow` scope). */
  readonly workflowFiles?: boolean;
}

// The messages browsers give a fetch that never got an answer: Chromium, Firefox, Safari. A blocked
// CORS request and an unreachable host look the same to a page; against git hosts it is nearly always CORS.
const BROWSER_FETCH_FAILURE = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;
const NODE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'UND_ERR_SOCKET']);

interface ErrorLike {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
  readonly data?: Record<string, unknown>;
  readonly errors?: unknown;
  readonly cause?: unknown;
}

const isObject = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

/** The errors inside an error: itself, its cause and a MultipleGitError's list. */
function* errorChain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!isObject(error) || depth > 4) return;
  yield error;
  if (Array.isArray(error.errors)) for (const inner of error.errors) yield* errorChain(inner, depth + 1);
  yield* errorChain(error.cause, depth + 1);
}

function isQuota(error: ErrorLike): boolean {
  return error.name === 'QuotaExceededError' || error.code === 22 || error.code === 'QuotaExceededError';
}

/** The code for one error of isomorphic-git, the network or storage; undefined when it says nothing known. */
function codeOf(error: ErrorLike, context: GitFailureContext): { code: GitErrorCode; extra?: DiagnosticData } | undefined {
  if (isQuota(error)) return { code: GitCode.quota };
  if (error.name === 'TypeError' && typeof error.message === 'string' && BROWSER_FETCH_FAILURE.test(error.message)) return { code: GitCode.cors };
  if (typeof error.code === 'string' && NODE_NETWORK_CODES.has(error.code)) return { code: GitCode.network, extra: { detail: error.code } };
  switch (error.code) {
    case 'HttpError': {
      const status = Number(error.data?.statusCode);
      if (status === 401) return { code: GitCode.authRequired, extra: { status } };
      if (status === 403) return { code: GitCode.forbidden, extra: context.workflowFiles ? { status, scope: 'workflow' } : { status } };
      if (status === 404) return { code: GitCode.repositoryNotFound, extra: { status } };
      return { code: GitCode.network, extra: { status } };
    }
    case 'UserCanceledError':
      // onAuthFailure gave up: the host answered 401 to the token given.
      return { code: GitCode.authRequired, extra: { status: 401 } };
    case 'SmartHttpError':
    case 'EmptyServerResponseError':
      return { code: GitCode.repositoryNotFound };
    case 'PushRejectedError':
      return { code: GitCode.pushRejected };
    case 'GitPushError': {
      const details = String(error.data?.prettyDetails ?? '');
      if (/workflow/i.test(details)) return { code: GitCode.forbidden, extra: { scope: 'workflow' } };
      if (/non-fast-forward|fetch first|stale info/i.test(details)) return { code: GitCode.pushRejected };
      return undefined;
    }
    case 'FastForwardError':
    case 'MergeNotSupportedError':
    case 'MergeConflictError':
      return { code: GitCode.diverged };
    case 'CheckoutConflictError': {
      const files = error.data?.filepaths;
      return { code: GitCode.uncommittedChanges, extra: Array.isArray(files) ? { files: files.map(String) } : {} };
    }
    case 'InvalidRefNameError':
      return { code: GitCode.invalidBranchName };
    case 'AlreadyExistsError':
      return error.data?.noun === 'branch' ? { code: GitCode.branchExists } : undefined;
    case 'NotFoundError': {
      // isomorphic-git names what it missed: a ref (`origin/dev`, `refs/heads/dev`) for a missing branch.
      const what = String(error.data?.what ?? '');
      return context.branch !== undefined && what.includes(context.branch) ? { code: GitCode.branchNotFound } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Turns whatever an isomorphic-git operation threw (an isomorphic-git error, a fetch TypeError, a
 * Node network error, a QuotaExceededError, a GitError) into one GitError with a stable code. The
 * result holds no text of the original error (which may quote a server's answer) and no credentials.
 */
export function classifyGitError(error: unknown, context: GitFailureContext = {}): GitError {
  const data: Record<string, string | number | boolean | readonly string[]> = {};
  if (context.url) {
    data.url = publicUrl(context.url);
    data.host = hostOf(context.url);
  }
  if (context.branch !== undefined) data.branch = context.branch;
  if (context.corsProxy !== undefined) data.corsProxy = context.corsProxy;
  if (context.token !== undefined) data.token = context.token;
  // Thrown by the operation itself: add what the context knows (host, branch) to what the error says.
  if (error instanceof GitError) return new GitError(error.code, { ...data, ...error.data });
  for (const inner of errorChain(error)) {
    const found = codeOf(inner, context);
    if (found) return new GitError(found.code, { ...data, ...found.extra });
  }
  const first = isObject(error) ? error : undefined;
  const detail = first && typeof first.code === 'string' ? first.code : first && typeof first.name === 'string' ? first.name : typeof error;
  return new GitError(GitCode.unknown, { ...data, detail });
}
