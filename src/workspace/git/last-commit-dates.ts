import git from 'isomorphic-git';
import { durableRepo, gitOperation, sparseFolder } from './git-operation.ts';
import type { GitRepo } from './git-options.ts';

/** How many commits lastCommitDates reads at most (a long history's older files stay undated). */
export const lastCommitDatesMaxCommits = 2000;

type TreeEntries = Awaited<ReturnType<typeof git.readTree>>['tree'];

/** A commit's time as an ISO date-time in UTC (`2025-01-31T09:30:00.000Z`). */
function isoTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** What headCommitDates found: the dates, and how many files of HEAD have none (their last change is not in the history read). */
export interface HeadCommitDates {
  readonly dates: Map<string, string>;
  readonly undated: number;
}

/**
 * When each file of HEAD (within the cloned subfolder, with paths from it, for a subfolder clone)
 * was last changed by a commit, as ISO date-times: the history is walked once from HEAD along first
 * parents, and each commit's tree is compared with its parent's, reading only the folders whose
 * contents differ. The walk ends once every file has its date, at the root commit (its files date
 * from it) or where a shallow clone's history ends: the files no commit read changed stay undated,
 * as their last change is not in the clone. At most `maxCommits` commits are compared with their parents.
 */
export async function lastCommitDates(options: GitRepo & { readonly maxCommits?: number }): Promise<Map<string, string>> {
  return (await headCommitDates(options)).dates;
}

/** lastCommitDates, and how many files of HEAD stay undated (what deepening a shallow clone's history could date). */
export async function headCommitDates(options: GitRepo & { readonly maxCommits?: number }): Promise<HeadCommitDates> {
  const repo = durableRepo(options);
  return gitOperation(repo, {}, async () => {
    const cache = options.cache ?? {};
    const read = { fs: repo.fs, dir: repo.dir, cache };
    const folder = await sparseFolder(repo);
    const prefix = folder === undefined ? '' : `${folder.replace(/^\/+|\/+$/g, '')}/`;
    const commits = await git.log({ ...read, depth: options.maxCommits ?? lastCommitDatesMaxCommits });
    const dates = new Map<string, string>();
    const head = commits[0];
    if (!head) return { dates, undated: 0 };
    // The files to date: HEAD's, within the folder.
    const wanted = new Set<string>();
    const trees = new Map<string, TreeEntries>();
    const entriesOf = async (oid: string): Promise<TreeEntries> => {
      let entries = trees.get(oid);
      if (!entries) {
        entries = (await git.readTree({ ...read, oid })).tree;
        trees.set(oid, entries);
      }
      return entries;
    };
    const inFolder = (path: string): boolean => prefix === '' || path.startsWith(prefix) || prefix.startsWith(`${path}/`);
    const listFiles = async (oid: string, base: string): Promise<void> => {
      for (const entry of await entriesOf(oid)) {
        const path = `${base}${entry.path}`;
        if (!inFolder(path)) continue;
        if (entry.type === 'tree') await listFiles(entry.oid, `${path}/`);
        else if (entry.type === 'blob') wanted.add(path);
      }
    };
    await listFiles(head.commit.tree, '');
    // Marks the wanted files under `oid` (a tree that `parent` does not have as it is) as changed at `date`.
    const changed = async (oid: string, parent: string | undefined, base: string, date: string): Promise<void> => {
      const before = new Map((parent === undefined ? [] : await entriesOf(parent)).map((e) => [e.path, e]));
      for (const entry of await entriesOf(oid)) {
        const path = `${base}${entry.path}`;
        const old = before.get(entry.path);
        if (old?.oid === entry.oid || !inFolder(path)) continue;
        if (entry.type === 'tree') await changed(entry.oid, old?.type === 'tree' ? old.oid : undefined, `${path}/`, date);
        else if (entry.type === 'blob' && wanted.has(path) && !dates.has(path)) dates.set(path, date);
      }
    };
    const byOid = new Map(commits.map((c) => [c.oid, c.commit]));
    // The tree of a commit past the ones read (maxCommits); undefined where a shallow clone's history ends.
    const treeOf = async (oid: string): Promise<string | undefined> => {
      const known = byOid.get(oid);
      if (known) return known.tree;
      try {
        return (await git.readCommit({ ...read, oid })).commit.tree;
      } catch {
        return undefined;
      }
    };
    for (let commit: (typeof head)['commit'] | undefined = head.commit; commit && dates.size < wanted.size; ) {
      const parentOid: string | undefined = commit.parent[0];
      const parentTree = parentOid === undefined ? undefined : await treeOf(parentOid);
      // A parent the clone does not have (a shallow clone's boundary): this commit's changes are unknown.
      if (parentOid !== undefined && parentTree === undefined) break;
      await changed(commit.tree, parentTree, '', isoTime(commit.committer.timestamp));
      commit = parentOid === undefined ? undefined : byOid.get(parentOid);
    }
    return { dates: new Map([...dates].map(([path, date]) => [path.slice(prefix.length), date])), undated: wanted.size - dates.size };
  });
}
