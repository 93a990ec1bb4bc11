import './install-buffer.ts';
import LightningFS from '@isomorphic-git/lightning-fs';
// The browser's fetch-based client of isomorphic-git (the rule's `http` pattern is meant for Node's module).
// eslint-disable-next-line no-restricted-imports
import http from 'isomorphic-git/http/web';
import { classifyGitError, cloneRepository, GitCode, commitChanges, createBranch, deepenForDates, discardChange, GitError, gitStatus, headFile, lastCommitDates, listBranches, pullBranch, pushBranch, switchBranch } from '../../workspace/index.ts';
import type { GitFs, GitProgress, GitRepo } from '../../workspace/index.ts';
import { createProvider, openRepository, providerRepoFor, providerRepoOf, publishBranch, pullThroughApi } from '../../workspace/provider/index.ts';
import type { RateLimit, RepoProvider } from '../../workspace/provider/index.ts';
import { parseGitRequest } from './git-protocol.ts';
import type { GitEvent, GitOperation } from './git-protocol.ts';
import { RepoQueue } from './repo-queue.ts';

// The git worker's entry: isomorphic-git runs here over the workspace's LightningFS (the same
// IndexedDB the app's thread uses; LightningFS's lock lets one of them at a time write), so a clone
// of thousands of files never holds up typing or the preview.

const scope = self as unknown as { postMessage(message: GitEvent, transfer?: Transferable[]): void; onmessage: ((event: MessageEvent) => void) | null };
const running = new Map<number, AbortController>();
const systems = new Map<string, GitFs>();
/** isomorphic-git's cache per workspace (parsed pack indexes), kept across operations; packs never change under a name. */
const caches = new Map<string, object>();
/** Each workspace's queue of operations that write to `.git` (or read history a deepening rewrites). */
const queues = new Map<string, RepoQueue>();

/** Operations that need the repository to themselves: they write `.git`, or walk history a deepening may be writing. */
const QUEUED = new Set<GitOperation['name']>(['commit-dates', 'discard', 'commit', 'push', 'pull', 'publish', 'create-branch', 'switch-branch']);

/** The LightningFS of a workspace, one per name for the worker's life (it keeps the tree in memory while it holds the lock). */
function fsOf(fsName: string): GitFs {
  let fs = systems.get(fsName);
  if (!fs) {
    fs = new LightningFS(fsName).promises as unknown as GitFs;
    systems.set(fsName, fs);
  }
  return fs;
}

/** How often progress goes to the app at most: git reports every object and file, the bar needs a few updates a second. */
const PROGRESS_INTERVAL_MS = 100;

async function run(operation: GitOperation, repo: GitRepo, id: number, signal: AbortSignal, queue: RepoQueue): Promise<unknown> {
  let last = { phase: '', at: 0 };
  const onProgress = (progress: GitProgress) => {
    const now = performance.now();
    const end = progress.total !== undefined && progress.loaded >= progress.total;
    if (progress.phase === last.phase && !end && now - last.at < PROGRESS_INTERVAL_MS) return;
    last = { phase: progress.phase, at: now };
    scope.postMessage({ type: 'progress', id, phase: progress.phase, loaded: progress.loaded, ...(progress.total !== undefined ? { total: progress.total } : {}) });
  };
  const remote = (options: { corsProxy?: string | undefined; credentials?: Record<string, string> | undefined }) => ({
    http,
    signal,
    onProgress,
    ...(options.corsProxy ? { corsProxy: options.corsProxy } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  // GitHub and GitLab through their REST APIs (CORS-enabled, no proxy); low request budgets show in the progress line.
  const onRateLimit = (limit: RateLimit) => {
    if (limit.remaining < 10) scope.postMessage({ type: 'progress', id, phase: `${limit.remaining} API requests left${limit.resetAt ? ` until ${new Date(limit.resetAt).toLocaleTimeString()}` : ''}`, loaded: 0 });
  };
  const api = (choice: { credentials?: Record<string, string> | undefined }, provider: Parameters<typeof createProvider>[0]): RepoProvider =>
    createProvider(provider, { fetch: globalThis.fetch.bind(globalThis), signal, onRateLimit, ...(choice.credentials ? { credentials: choice.credentials } : {}) });
  const opened = operation.name === 'clone' ? providerRepoFor(operation.url, { ...(operation.provider ? { provider: operation.provider } : {}), ...(operation.api ? { api: operation.api } : {}) }) : undefined;
  const hosted = operation.name === 'pull' || operation.name === 'push' || operation.name === 'publish' ? await providerRepoOf(repo) : undefined;
  switch (operation.name) {
    case 'clone':
      if (opened) {
        const { requests: _requests, exactCommit: _exact, ...result } = await openRepository({ ...repo, provider: api(operation, opened), onProgress, signal, ...(operation.ref ? { ref: operation.ref } : {}), ...(operation.folder ? { folder: operation.folder } : {}) });
        return { ...result, provider: opened.kind };
      }
      return cloneRepository({ ...repo, ...remote(operation), url: operation.url, ...(operation.ref ? { ref: operation.ref } : {}), ...(operation.folder ? { folder: operation.folder } : {}) });
    case 'status':
      return gitStatus(repo);
    case 'head-file':
      return headFile({ ...repo, path: operation.path });
    case 'commit-dates':
      return [...(await lastCommitDates(repo))];
    case 'deepen-history': {
      // In the background: no progress, and each step gives way to the operations the user asks for.
      const { onProgress: _quiet, ...quiet } = remote(operation);
      return deepenForDates({ ...repo, ...quiet, exclusive: (step) => queue.background(step) });
    }
    case 'discard':
      return discardChange({ ...repo, path: operation.path, ...(operation.from !== undefined ? { from: operation.from } : {}) });
    case 'commit':
      return commitChanges({ ...repo, message: operation.message, author: operation.author });
    case 'push':
      if (hosted) {
        await publishBranch({ ...repo, provider: api(operation, hosted), branch: operation.branch ?? (await currentBranch(repo)) });
        return undefined;
      }
      return pushBranch({ ...repo, ...remote(operation), ...(operation.branch ? { branch: operation.branch } : {}) });
    case 'pull':
      if (hosted) {
        const pulled = await pullThroughApi({ ...repo, provider: api(operation, hosted), onProgress, signal });
        return { outcome: pulled.updated ? 'fast-forward' : 'up-to-date', commit: pulled.commit };
      }
      return pullBranch({ ...repo, ...remote(operation) });
    case 'branches':
      return listBranches(repo);
    case 'publish':
      if (!hosted) throw new GitError(GitCode.unknown, { detail: 'publish needs a repository opened through GitHub or GitLab' });
      return publishBranch({ ...repo, provider: api(operation, hosted), branch: operation.branch, ...(operation.title ? { request: { title: operation.title, body: operation.body ?? '' } } : {}) });
    case 'create-branch':
      return createBranch({ ...repo, name: operation.branch });
    case 'switch-branch':
      return switchBranch({ ...repo, name: operation.branch });
  }
}

async function currentBranch(repo: GitRepo): Promise<string> {
  return (await listBranches(repo)).current ?? 'main';
}

/** An object without its undefined fields (structured clone keeps them, the result schemas do not need them). */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

scope.onmessage = (event: MessageEvent) => {
  const request = parseGitRequest(event.data);
  if (!request) return;
  if (request.type === 'cancel') {
    running.get(request.id)?.abort();
    return;
  }
  const { id, fsName, operation } = request;
  const controller = new AbortController();
  running.set(id, controller);
  if (!caches.has(fsName)) caches.set(fsName, {});
  let queue = queues.get(fsName);
  if (!queue) {
    queue = new RepoQueue();
    queues.set(fsName, queue);
  }
  const repo = { fs: fsOf(fsName), dir: '/', cache: caches.get(fsName) ?? {} };
  const start = () => run(operation, repo, id, controller.signal, queue);
  (QUEUED.has(operation.name) ? queue.run(start) : start()).then(
    (result) => {
      const value = plain(result);
      // Bytes go over as a copy of their own: a view may share its buffer with what the cache keeps.
      const bytes = value instanceof Uint8Array ? new Uint8Array(value) : undefined;
      scope.postMessage({ type: 'done', id, result: bytes ?? value }, bytes ? [bytes.buffer] : []);
    },
    (error: unknown) => {
      const failure = error instanceof GitError ? error : classifyGitError(error);
      // A failed clone removed its files: the app deletes the database, which must not stay open here.
      if (operation.name === 'clone') {
        systems.delete(fsName);
        caches.delete(fsName);
        queues.delete(fsName);
      }
      scope.postMessage({ type: 'failed', id, code: failure.code, data: { ...failure.data } });
    },
  ).finally(() => running.delete(id));
};
