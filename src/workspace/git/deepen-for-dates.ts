import git from 'isomorphic-git';
import type { GitFailureContext } from './classify-git-error.ts';
import { durableRepo, gitOperation, operationFs, remoteContext, remoteOptions } from './git-operation.ts';
import type { AbortSignalLike, GitRemoteOptions, GitRepo } from './git-options.ts';
import { headCommitDates, lastCommitDatesMaxCommits } from './last-commit-dates.ts';
import { remoteUrl } from './push-branch.ts';

/** Runs one step of the deepening when the repository is free, with a signal that stops it when another operation needs the repository. */
export type ExclusiveRunner = <T>(step: (signal: AbortSignalLike | undefined) => Promise<T>) => Promise<T>;

/** What deepenForDates takes besides the repository and remote. */
export interface DeepenOptions extends GitRepo, GitRemoteOptions {
  /** The history depths to fetch in turn, each only while files stay undated; default 50, 500, then lastCommitDatesMaxCommits. */
  readonly steps?: readonly number[];
  /** Where each step runs (a queue shared with the repository's other operations); default at once. */
  readonly exclusive?: ExclusiveRunner;
}

const runNow: ExclusiveRunner = (step) => step(undefined);

/** The `.git/shallow` file's path (the commits whose parents a shallow clone does not have). */
function shallowPath(dir: string): string {
  return `${dir.replace(/\/+$/, '')}/.git/shallow`;
}

async function readShallow(repo: GitRepo): Promise<string> {
  return repo.fs.readFile(shallowPath(repo.dir), { encoding: 'utf8' }).then(String, () => '');
}

/** Either signal. */
function eitherSignal(a: AbortSignalLike | undefined, b: AbortSignalLike | undefined): AbortSignalLike | undefined {
  return a && b ? { get aborted() { return a.aborted || b.aborted; } } : (a ?? b);
}

/**
 * Fetches the history of `branch` from `origin` down to `depth` commits. isomorphic-git writes
 * `.git/shallow` and the remote-tracking ref before the pack arrives: a fetch cut off (offline, a
 * server error, a cancel) puts both back, so the clone never claims commits it does not have.
 */
async function deepenTo(options: GitRepo & GitRemoteOptions, branch: string, depth: number): Promise<void> {
  const repo = durableRepo(options);
  const context: GitFailureContext = {};
  await gitOperation(
    repo,
    context,
    async () => {
      const url = await remoteUrl(repo);
      Object.assign(context, remoteContext(options, url, branch));
      const tracking = `refs/remotes/origin/${branch}`;
      const shallow = await readShallow(repo);
      const tip = await git.resolveRef({ ...repo, ref: tracking });
      try {
        await git.fetch({ fs: operationFs(options, undefined), dir: repo.dir, ...remoteOptions(options), remote: 'origin', ref: branch, remoteRef: branch, singleBranch: true, depth, cache: options.cache ?? {} });
      } catch (error) {
        await repo.fs.writeFile(shallowPath(repo.dir), shallow);
        await git.writeRef({ ...repo, ref: tracking, value: tip, force: true });
        throw error;
      }
    },
    options.signal,
  );
}

/**
 * Deepens a shallow clone's history in steps (see `steps`) while files of HEAD stay undated by
 * lastCommitDates, stopping once every file is dated, the history is whole, or the last step is done.
 * Only the current branch's history is fetched, as `git fetch --depth` does: the server sends the older
 * commits and what they changed, not what the clone has. Resolves to whether any history was fetched;
 * a failed step (offline, a server error) fails with its GitError and leaves the clone as it was.
 */
export async function deepenForDates(options: DeepenOptions): Promise<boolean> {
  const exclusive = options.exclusive ?? runNow;
  let deepened = false;
  for (const depth of options.steps ?? [50, 500, lastCommitDatesMaxCommits]) {
    const done = await exclusive(async (signal) => {
      if ((await readShallow(options)).trim() === '') return true;
      const branch = await git.currentBranch({ fs: options.fs, dir: options.dir });
      const remote = await git.listBranches({ fs: options.fs, dir: options.dir, remote: 'origin' });
      // A branch made here and never pushed has no history on the remote to fetch.
      if (!branch || !remote.includes(branch)) return true;
      const { undated } = await headCommitDates(options);
      if (undated === 0) return true;
      const stop = eitherSignal(options.signal, signal);
      await deepenTo({ ...options, ...(stop ? { signal: stop } : {}) }, branch, depth);
      deepened = true;
      return false;
    });
    if (done) break;
  }
  return deepened;
}
