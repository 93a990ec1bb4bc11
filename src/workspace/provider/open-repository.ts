import git from 'isomorphic-git';
import { removeProjectPath, writeProjectFile } from '../project-files.ts';
import { GitCode } from '../git/git-codes.ts';
import { GitError } from '../git/git-error.ts';
import { SPARSE_FOLDER_KEY } from '../git/git-operation.ts';
import { durableGitFs } from '../git/durable-git-fs.ts';
import type { AbortSignalLike, GitFs, GitProgress, GitRepo } from '../git/git-options.ts';
import type { CloneResult } from '../git/clone-repository.ts';
import { indexFileBytes } from './index-file.ts';
import { recordHostCommit, PROVIDER_KEYS } from './provider-config.ts';
import { packBlobs } from './pack-file.ts';
import { objectId, rebuildCommit } from './rebuild-commit.ts';
import type { HostCommit, HostTreeEntry, RepoProvider } from './repo-provider.ts';

/** What to open through a provider, and where. */
export interface OpenOptions extends GitRepo {
  readonly provider: RepoProvider;
  /** The branch; default the repository's default branch. */
  readonly ref?: string;
  /** Download only this folder's files (the rest of the tree is kept as ids only). */
  readonly folder?: string;
  readonly onProgress?: (progress: GitProgress) => void;
  readonly signal?: AbortSignalLike;
  /** Downloads at a time; default 16 (the raw hosts speak HTTP/2, where requests share one connection; over HTTP/1.1 the browser still opens at most 6 per host). */
  readonly concurrency?: number;
}

/** The opened repository, and what it cost. */
export interface OpenResult extends CloneResult {
  /** Whether the local commit's id is the host's (else a mapping was recorded). */
  readonly exactCommit: boolean;
  /** API and raw requests made. */
  readonly requests: number;
}

function normalizeFolder(folder: string | undefined): string | undefined {
  const parts = (folder ?? '').split('/').filter((part) => part !== '');
  if (parts.some((part) => part === '.' || part === '..')) throw new GitError(GitCode.folderNotFound, { folder: folder ?? '' });
  return parts.length > 0 ? parts.join('/') : undefined;
}

const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Writes the tree objects of a listing, deepest first, checking each id against the host's (when the
 * listing names it); returns the root tree's id.
 */
export async function writeTrees(repo: GitRepo, entries: readonly HostTreeEntry[], host: string): Promise<string> {
  const children = new Map<string, { mode: string; path: string; oid: string; type: HostTreeEntry['type'] }[]>([['', []]]);
  const listed = new Map<string, string>();
  for (const e of entries) {
    if (e.type === 'tree') {
      listed.set(e.path, e.sha);
      if (!children.has(e.path)) children.set(e.path, []);
    }
  }
  const depth = (folder: string) => (folder === '' ? 0 : folder.split('/').length);
  const folders = [...children.keys()].sort((a, b) => depth(b) - depth(a) || (a < b ? -1 : 1));
  for (const e of entries) if (e.type !== 'tree') children.get(parentOf(e.path))?.push({ mode: e.mode, path: nameOf(e.path), oid: e.sha, type: e.type });
  let root = '';
  for (const folder of folders) {
    const oid = await git.writeTree({ fs: repo.fs, dir: repo.dir, tree: children.get(folder) ?? [] });
    const expected = listed.get(folder);
    if (expected !== undefined && expected !== oid) throw new GitError(GitCode.badResponse, { host, detail: `tree ${folder} is ${oid}, listed as ${expected}` });
    if (folder === '') root = oid;
    else children.get(parentOf(folder))?.push({ mode: '040000', path: nameOf(folder), oid, type: 'tree' });
  }
  return root;
}

/** Runs `work` over `items`, `limit` at a time, stopping at the first failure. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Writes a host commit locally: its tree (computed from the listing for GitLab) and the commit object
 * rebuilt to the host's id, or the closest rebuild with the mapping to the host's id recorded.
 */
export async function writeHostCommit(repo: GitRepo, commit: HostCommit, entries: readonly HostTreeEntry[], host: string): Promise<{ oid: string; exact: boolean }> {
  const tree = await writeTrees(repo, entries, host);
  if (commit.treeKnown && tree !== commit.tree) throw new GitError(GitCode.badResponse, { host, detail: `the commit's tree is ${commit.tree}, its listing makes ${tree}` });
  const rebuilt = await rebuildCommit({ ...commit, tree }, commit.sha);
  const oid = await git.writeObject({ fs: repo.fs, dir: repo.dir, type: 'commit', object: rebuilt.bytes, format: 'content' });
  if (!rebuilt.exact) await recordHostCommit(repo, oid, commit.sha);
  return { oid, exact: rebuilt.exact };
}

async function isEmptyOrMissing(repo: GitRepo): Promise<boolean> {
  try {
    return (await repo.fs.readdir(repo.dir)).length === 0;
  } catch {
    return true;
  }
}

/**
 * Opens a repository through its host's REST API into `dir` (empty or missing): the branch's head
 * commit with its whole tree as ids, the files (of `folder` only, when given) downloaded, and a local
 * git repository whose HEAD is the host's commit (the same id when it can be rebuilt byte for byte).
 * Status, diff, commit and discard then work as for a clone. A failure or cancel removes what was written.
 */
export async function openRepository(options: OpenOptions): Promise<OpenResult> {
  const folder = normalizeFolder(options.folder);
  if (!(await isEmptyOrMissing(options))) throw new Error(`openRepository: ${options.dir} is not empty`);
  const { provider } = options;
  const fs: GitFs = durableGitFs(options.fs, options.dir);
  const repo: GitRepo = { fs, dir: options.dir };
  const root = options.dir.replace(/\/+$/, '');
  const cancelled = () => {
    if (options.signal?.aborted) throw new GitError(GitCode.cancelled);
  };
  try {
    const branch = options.ref ?? (await provider.defaultBranch());
    const head = await provider.branchHead(branch);
    if (head === undefined) throw new GitError(GitCode.branchNotFound, { host: provider.http.host, branch });
    const commit = await provider.commit(head);
    const entries = await provider.tree(commit);
    const inFolder = (path: string) => !folder || path.startsWith(`${folder}/`);
    if (folder && !entries.some((e) => e.type === 'tree' && e.path === folder)) throw new GitError(GitCode.folderNotFound, { folder });
    await git.init({ fs, dir: options.dir, defaultBranch: branch });
    const files = entries.filter((e) => e.type === 'blob' && inFolder(e.path));
    const blobs = new Map<string, Uint8Array>();
    let loaded = 0;
    options.onProgress?.({ phase: 'Downloading files', loaded, total: files.length });
    await eachLimited(files, options.concurrency ?? 16, async (entry) => {
      cancelled();
      const bytes = await provider.blob(entry, commit.sha);
      const oid = await objectId('blob', bytes);
      blobs.set(oid, bytes);
      if (oid !== entry.sha) throw new GitError(GitCode.badResponse, { host: provider.http.host, detail: `${entry.path} has id ${oid}, listed as ${entry.sha}` });
      // A link is kept as a blob only: the workspace never holds symbolic links (see no-follow-fs.ts).
      if (entry.mode !== '120000') await writeProjectFile(options.fs, options.dir, entry.path, bytes);
      options.onProgress?.({ phase: 'Downloading files', loaded: ++loaded, total: files.length });
    });
    cancelled();
    // Every downloaded blob in one pack, indexed as a clone's is.
    if (blobs.size > 0) {
      const pack = await packBlobs([...blobs.values()]);
      await fs.writeFile(`${root}/.git/objects/pack/${pack.name}`, pack.bytes);
      await git.indexPack({ fs, dir: options.dir, filepath: `.git/objects/pack/${pack.name}`, onProgress: (e) => options.onProgress?.({ phase: 'Indexing files', loaded: e.loaded, total: e.total }) });
    }
    const written = await writeHostCommit(repo, commit, entries, provider.http.host);
    await git.writeRef({ fs, dir: options.dir, ref: `refs/heads/${branch}`, value: written.oid, force: true });
    await git.writeRef({ fs, dir: options.dir, ref: `refs/remotes/origin/${branch}`, value: written.oid, force: true });
    await git.writeRef({ fs, dir: options.dir, ref: 'HEAD', value: `refs/heads/${branch}`, symbolic: true, force: true });
    // The host's parents are not here: a shallow repository, as a depth-1 clone is.
    await fs.writeFile(`${root}/.git/shallow`, `${written.oid}\n`);
    await git.setConfig({ fs, dir: options.dir, path: 'remote.origin.url', value: `${provider.repo.webUrl}.git` });
    await git.setConfig({ fs, dir: options.dir, path: 'remote.origin.fetch', value: '+refs/heads/*:refs/remotes/origin/*' });
    await git.setConfig({ fs, dir: options.dir, path: `branch.${branch}.remote`, value: 'origin' });
    await git.setConfig({ fs, dir: options.dir, path: `branch.${branch}.merge`, value: `refs/heads/${branch}` });
    await git.setConfig({ fs, dir: options.dir, path: PROVIDER_KEYS.kind, value: provider.kind });
    await git.setConfig({ fs, dir: options.dir, path: PROVIDER_KEYS.api, value: provider.repo.apiBase });
    await git.setConfig({ fs, dir: options.dir, path: PROVIDER_KEYS.path, value: provider.repo.path });
    if (folder) await git.setConfig({ fs, dir: options.dir, path: SPARSE_FOLDER_KEY, value: folder });
    const index = entries.filter((e) => e.type !== 'tree').map((e) => ({ path: e.path, mode: e.mode, oid: e.sha }));
    await fs.writeFile(`${root}/.git/index`, await indexFileBytes(index));
    await options.fs.flush?.();
    return { branch, commit: written.oid, folder, exactCommit: written.exact, requests: provider.http.requests };
  } catch (error) {
    for (const name of await options.fs.readdir(options.dir).catch(() => [])) await removeProjectPath(options.fs, options.dir, name);
    await options.fs.flush?.();
    throw error;
  }
}
