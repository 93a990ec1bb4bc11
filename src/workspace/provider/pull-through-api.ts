import git from 'isomorphic-git';
import { removeProjectPath, writeProjectFile } from '../project-files.ts';
import { GitCode } from '../git/git-codes.ts';
import { GitError } from '../git/git-error.ts';
import { durableRepo, sparseFolder } from '../git/git-operation.ts';
import type { AbortSignalLike, GitProgress, GitRepo } from '../git/git-options.ts';
import { gitStatus } from '../git/git-status.ts';
import { indexFileBytes } from './index-file.ts';
import { hostCommitOf } from './provider-config.ts';
import { writeHostCommit } from './open-repository.ts';
import type { RepoProvider } from './repo-provider.ts';

/** What to pull. */
export interface ApiPullOptions extends GitRepo {
  readonly provider: RepoProvider;
  readonly onProgress?: (progress: GitProgress) => void;
  readonly signal?: AbortSignalLike;
}

/** The pull's outcome: whether the branch moved, and its head now. */
export interface ApiPullResult {
  readonly updated: boolean;
  readonly commit: string;
}

/** Every blob path of a local commit's tree with its id. */
async function treeFiles(repo: GitRepo, commit: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  await git.walk({
    fs: repo.fs,
    dir: repo.dir,
    trees: [git.TREE({ ref: commit })],
    map: async (path, [entry]) => {
      if (path !== '.' && entry && (await entry.type()) !== 'tree') files.set(path, (await entry.oid()) as string);
      return true;
    },
  });
  return files;
}

/**
 * Brings the current branch up to the host's head through the API: a fast-forward that downloads only
 * the files that changed (within the opened folder). Local commits the host lacks: `git/diverged`
 * (publish them to a new branch instead); uncommitted changes: `git/uncommitted-changes`.
 */
export async function pullThroughApi(options: ApiPullOptions): Promise<ApiPullResult> {
  const repo = durableRepo(options);
  const { fs, dir } = repo;
  const { provider } = options;
  const host = provider.http.host;
  const branch = await git.currentBranch({ fs, dir });
  if (!branch) throw new GitError(GitCode.unknown, { detail: 'HEAD is detached' });
  const upstream = await git.resolveRef({ fs, dir, ref: `refs/remotes/origin/${branch}` });
  const head = await provider.branchHead(branch);
  if (head === undefined) throw new GitError(GitCode.branchNotFound, { host, branch });
  if (head === (await hostCommitOf(repo, upstream))) return { updated: false, commit: upstream };
  if ((await git.resolveRef({ fs, dir, ref: 'HEAD' })) !== upstream) throw new GitError(GitCode.diverged, { host, branch });
  const changes = await gitStatus(options);
  if (changes.length > 0) throw new GitError(GitCode.uncommittedChanges, { files: changes.map((c) => c.path) });
  const folder = await sparseFolder(repo);
  const inFolder = (path: string) => !folder || path.startsWith(`${folder}/`);
  const commit = await provider.commit(head);
  const entries = await provider.tree(commit);
  const before = await treeFiles(repo, upstream);
  const changed = entries.filter((e) => e.type === 'blob' && inFolder(e.path) && before.get(e.path) !== e.sha);
  let loaded = 0;
  for (const entry of changed) {
    if (options.signal?.aborted) throw new GitError(GitCode.cancelled);
    const bytes = await provider.blob(entry, commit.sha);
    const oid = await git.writeBlob({ fs, dir, blob: bytes });
    if (oid !== entry.sha) throw new GitError(GitCode.badResponse, { host, detail: `${entry.path} has id ${oid}, listed as ${entry.sha}` });
    if (entry.mode !== '120000') await writeProjectFile(options.fs, dir, entry.path, bytes);
    options.onProgress?.({ phase: 'Downloading files', loaded: ++loaded, total: changed.length });
  }
  const now = new Set(entries.map((e) => e.path));
  for (const path of before.keys()) if (!now.has(path) && inFolder(path)) await removeProjectPath(options.fs, dir, path);
  const written = await writeHostCommit(repo, commit, entries, host);
  await git.writeRef({ fs, dir, ref: `refs/heads/${branch}`, value: written.oid, force: true });
  await git.writeRef({ fs, dir, ref: `refs/remotes/origin/${branch}`, value: written.oid, force: true });
  const root = dir.replace(/\/+$/, '');
  const shallow = await fs.readFile(`${root}/.git/shallow`, { encoding: 'utf8' }).then(String, () => '');
  await fs.writeFile(`${root}/.git/shallow`, `${shallow}${written.oid}\n`);
  await fs.writeFile(`${root}/.git/index`, await indexFileBytes(entries.filter((e) => e.type !== 'tree').map((e) => ({ path: e.path, mode: e.mode, oid: e.sha }))));
  await options.fs.flush?.();
  return { updated: true, commit: written.oid };
}
