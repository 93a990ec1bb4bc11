import git from 'isomorphic-git';
import type { ReadCommitResult } from 'isomorphic-git';
import { GitCode } from '../git/git-codes.ts';
import { GitError } from '../git/git-error.ts';
import { durableRepo } from '../git/git-operation.ts';
import type { GitRepo } from '../git/git-options.ts';
import { hostCommitOf, recordHostCommit } from './provider-config.ts';
import { rebuildCommit } from './rebuild-commit.ts';
import type { ChangedFile, CommitToPublish, OpenedRequest, RepoProvider } from './repo-provider.ts';

/** What to publish. */
export interface PublishOptions extends GitRepo {
  readonly provider: RepoProvider;
  /** The host branch to write: the current branch's own name (push) or a new one. */
  readonly branch: string;
  /** Open a pull request (GitHub) or merge request (GitLab) into the branch the work started from. */
  readonly request?: { readonly title: string; readonly body: string };
}

/** What was published. */
export interface PublishResult {
  readonly branch: string;
  /** The host's ids of the published commits, oldest first. */
  readonly commits: readonly string[];
  readonly request?: OpenedRequest;
}

/** The files `commit` changed against its first parent, with their new bytes and modes. */
async function changedFiles(repo: GitRepo, commit: ReadCommitResult): Promise<ChangedFile[]> {
  const parent = commit.commit.parent[0];
  const files: ChangedFile[] = [];
  await git.walk({
    fs: repo.fs,
    dir: repo.dir,
    trees: [git.TREE({ ref: parent ?? commit.oid }), git.TREE({ ref: commit.oid })],
    map: async (path, [before, after]) => {
      if (path === '.') return true;
      const [beforeType, afterType] = [await before?.type(), await after?.type()];
      if (beforeType === 'tree' || afterType === 'tree') return true;
      const [beforeOid, afterOid] = [await before?.oid(), await after?.oid()];
      const afterMode = after ? (await after.mode()).toString(8) : undefined;
      const beforeMode = before ? (await before.mode()).toString(8) : undefined;
      if (beforeOid === afterOid && beforeMode === afterMode) return undefined;
      if (!after || afterType !== 'blob') files.push({ path, mode: beforeMode ?? '100644', bytes: null, existed: true });
      else files.push({ path, mode: afterMode ?? '100644', bytes: (await after.content()) ?? new Uint8Array(), existed: before !== null && beforeType === 'blob' });
      return undefined;
    },
  });
  return files;
}

/**
 * Publishes the current branch's commits that the host does not have (those after its upstream,
 * `origin/<branch>`) as `branch` on the host through its API, then points the local branch at the
 * host's commits (rebuilt locally, the same ids where the bytes can be rebuilt) and, when asked,
 * opens a pull or merge request into the upstream branch.
 */
export async function publishBranch(options: PublishOptions): Promise<PublishResult> {
  const repo = durableRepo(options);
  const { fs, dir } = repo;
  const { provider } = options;
  const host = provider.http.host;
  const current = await git.currentBranch({ fs, dir });
  if (!current) throw new GitError(GitCode.unknown, { detail: 'HEAD is detached' });
  // The base: the branch's own remote-tracking ref, else (a branch made here) the nearest one in its history.
  const tracking = new Map<string, string>();
  for (const name of await git.listBranches({ fs, dir, remote: 'origin' })) {
    if (name !== 'HEAD') tracking.set(await git.resolveRef({ fs, dir, ref: `refs/remotes/origin/${name}` }), name);
  }
  const own = await git.resolveRef({ fs, dir, ref: `refs/remotes/origin/${current}` }).catch(() => undefined);
  const log = await git.log({ fs, dir, ref: 'HEAD' }).catch(() => []);
  const local: ReadCommitResult[] = [];
  let upstream = own;
  for (const entry of log) {
    if (entry.oid === own || (own === undefined && tracking.has(entry.oid))) {
      upstream = entry.oid;
      break;
    }
    local.unshift(entry);
  }
  if (upstream === undefined) throw new GitError(GitCode.unknown, { detail: 'the branch shares no commit with the host' });
  const baseBranch = own !== undefined ? current : (tracking.get(upstream) ?? current);
  if (local.length === 0) throw new GitError(GitCode.nothingToPublish, { branch: current });
  const hostBase = await hostCommitOf(repo, upstream);
  const commits: CommitToPublish[] = [];
  let parentTree = (await git.readCommit({ fs, dir, oid: upstream })).commit.tree;
  for (const c of local) {
    const { author, committer } = c.commit;
    commits.push({
      parent: hostBase,
      parentTree,
      files: await changedFiles(repo, c),
      message: c.commit.message,
      author: { name: author.name, email: author.email, timestamp: author.timestamp, offset: -author.timezoneOffset },
      committer: { name: committer.name, email: committer.email, timestamp: committer.timestamp, offset: -committer.timezoneOffset },
      tree: c.commit.tree,
    });
    parentTree = c.commit.tree;
  }
  const target = await provider.branchHead(options.branch);
  // Writing over a host branch only as the continuation of its own upstream; otherwise a new branch.
  const same = target !== undefined && options.branch === baseBranch;
  if (target !== undefined && !same) throw new GitError(GitCode.branchExists, { host, branch: options.branch });
  const shas = await provider.publish(options.branch, commits, !same);

  // The host's commits, locally: the same trees, rebuilt to the host's ids where the bytes allow.
  let parent = upstream;
  for (const [i, sha] of shas.entries()) {
    const sent = commits[i] as CommitToPublish;
    const facts = await provider.commit(sha);
    const rebuilt = await rebuildCommit(
      {
        ...facts,
        tree: sent.tree,
        parents: [i === 0 ? hostBase : (shas[i - 1] as string)],
        author: { ...facts.author, offsets: [sent.author.offset, ...facts.author.offsets] },
        committer: { ...facts.committer, offsets: [sent.committer.offset, ...facts.committer.offsets] },
      },
      sha,
    );
    // A commit whose parent was mapped names the host's parent; locally its parent is the local id.
    const bytes = parent === (i === 0 ? hostBase : shas[i - 1]) ? rebuilt.bytes : new TextEncoder().encode(new TextDecoder().decode(rebuilt.bytes).replace(`parent ${i === 0 ? hostBase : shas[i - 1]}\n`, `parent ${parent}\n`));
    const oid = await git.writeObject({ fs, dir, type: 'commit', object: bytes, format: 'content' });
    if (oid !== sha) await recordHostCommit(repo, oid, sha);
    parent = oid;
  }
  await git.writeRef({ fs, dir, ref: `refs/heads/${options.branch}`, value: parent, force: true });
  await git.writeRef({ fs, dir, ref: `refs/remotes/origin/${options.branch}`, value: parent, force: true });
  if (options.branch !== current) {
    // The work now lives on the published branch: HEAD follows it (same tree, so the index and files
    // stay), and the branch it started from goes back to its upstream.
    await git.writeRef({ fs, dir, ref: 'HEAD', value: `refs/heads/${options.branch}`, symbolic: true, force: true });
    if (own !== undefined) await git.writeRef({ fs, dir, ref: `refs/heads/${current}`, value: upstream, force: true });
    await git.setConfig({ fs, dir, path: `branch.${options.branch}.remote`, value: 'origin' });
    await git.setConfig({ fs, dir, path: `branch.${options.branch}.merge`, value: `refs/heads/${options.branch}` });
  }
  await options.fs.flush?.();
  const request = options.request && options.branch !== baseBranch ? await provider.openRequest({ branch: options.branch, base: baseBranch, ...options.request }) : undefined;
  return { branch: options.branch, commits: shas, ...(request ? { request } : {}) };
}
