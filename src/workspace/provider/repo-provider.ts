import type { ProviderHttp } from './provider-http.ts';
import type { CommitFacts } from './rebuild-commit.ts';

/** The hosts read and written through their REST API instead of git-over-HTTP. */
export type ProviderKind = 'github' | 'gitlab';

/** A repository on a host with an API: which API, and the repository's path there. */
export interface ProviderRepo {
  readonly kind: ProviderKind;
  /** The REST API's base URL, no trailing slash: `https://api.github.com`, `https://gitlab.com/api/v4`, an Enterprise `https://host/api/v3`. */
  readonly apiBase: string;
  /** `owner/name` on GitHub; the project's full path (`group/subgroup/name`) on GitLab. */
  readonly path: string;
  /** The repository's web address (`https://github.com/owner/name`), the remote's URL in `.git/config`. */
  readonly webUrl: string;
}

/** One entry of a commit's whole tree, as the host lists it. */
export interface HostTreeEntry {
  /** From the repository's root, `/`-separated. */
  readonly path: string;
  /** Git's mode: `100644`, `100755`, `120000`, `040000`, `160000`. */
  readonly mode: string;
  readonly type: 'blob' | 'tree' | 'commit';
  readonly sha: string;
}

/** A host commit's facts and id. */
export interface HostCommit extends CommitFacts {
  readonly sha: string;
  /** Whether the host gave the tree's id (GitHub) or it must be computed from the listing (GitLab). */
  readonly treeKnown: boolean;
}

/** A file a local commit changed: its new bytes and mode, or null bytes when it was deleted. */
export interface ChangedFile {
  readonly path: string;
  readonly mode: string;
  readonly bytes: Uint8Array | null;
  /** Whether the path held a file in the parent commit (GitLab's `update` rather than `create`). */
  readonly existed: boolean;
  /** For a rename on GitLab: the path it had. */
  readonly previousPath?: string;
}

/** One local commit to recreate on the host, on top of `parent` (a host id). */
export interface CommitToPublish {
  readonly parent: string;
  /** The parent's tree id on the host (GitHub's base_tree). */
  readonly parentTree: string;
  readonly files: readonly ChangedFile[];
  readonly message: string;
  readonly author: { readonly name: string; readonly email: string; readonly timestamp: number; readonly offset: number };
  readonly committer: { readonly name: string; readonly email: string; readonly timestamp: number; readonly offset: number };
  /** The local commit's tree id, which the host's commit must have. */
  readonly tree: string;
}

/** A pull request (GitHub) or merge request (GitLab) that was opened. */
export interface OpenedRequest {
  readonly url: string;
  readonly number: number;
}

/** What Quire asks of a host's REST API. */
export interface RepoProvider {
  readonly kind: ProviderKind;
  readonly repo: ProviderRepo;
  readonly http: ProviderHttp;
  /** The repository's default branch. */
  defaultBranch(): Promise<string>;
  /** The branch's head commit id; undefined when there is no such branch. */
  branchHead(branch: string): Promise<string | undefined>;
  /** A commit's facts. */
  commit(sha: string): Promise<HostCommit>;
  /** Every entry of the commit's tree, recursively. */
  tree(commit: HostCommit): Promise<HostTreeEntry[]>;
  /** A blob's bytes (`commit` and `path` locate it on raw hosts). */
  blob(entry: HostTreeEntry, commit: string): Promise<Uint8Array>;
  /**
   * Recreates `commits` (oldest first) on `branch`; the branch is created from the first parent when
   * `create`, else moved only if its head is still the first parent (`git/ref-moved` otherwise).
   * Returns the host's commits' ids, in order.
   */
  publish(branch: string, commits: readonly CommitToPublish[], create: boolean): Promise<string[]>;
  /** Opens a pull or merge request from `branch` into `base`. */
  openRequest(request: { readonly branch: string; readonly base: string; readonly title: string; readonly body: string }): Promise<OpenedRequest>;
}
