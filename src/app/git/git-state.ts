import type { BranchList, FileChange, GitErrorCode, GitProgress } from '../../workspace/index.ts';
import type { RepoRecord } from './repo-records.ts';

/** What a link asked to clone, as the clone dialog names it before anything is fetched. */
export interface CloneLink {
  /** `repo` for a `?repo=` link, `share` for a repository share link (`#share=`). */
  readonly kind: 'repo' | 'share';
  /** The commit a share link was made at. */
  readonly commit?: string;
  /** How many files a share link changes or deletes after the clone. */
  readonly changes?: number;
}

/** What the clone dialog holds (from the user, or from a `?repo=` or share link). */
export interface CloneForm {
  readonly url: string;
  readonly ref: string;
  readonly folder: string;
  readonly proxy: string;
  /** A token typed into the dialog (kept for the URL's origin). */
  readonly token: string;
  readonly remember: boolean;
  /** Send the token kept for the URL's origin when the token field is empty; off for a dialog a link opened until the user ticks it. */
  readonly useSavedToken: boolean;
  /** The proxy field holds a proxy a link brought (not the setting): it is not saved as the default, and no kept token goes through it unless chosen here. */
  readonly proxyFromLink: boolean;
  /** `github` or `gitlab` to read the repository through that host's REST API (github.com and gitlab.com do anyway); empty for git. */
  readonly provider: string;
  /** The REST API's base URL for GitHub Enterprise or self-managed GitLab; empty for the host's usual one. */
  readonly api: string;
  /** What a link asked for; undefined when the user opened the dialog. */
  readonly link: CloneLink | undefined;
}

/** A git failure as the UI shows it: the code, the writer's words, and what it offers to do. */
export interface GitFailure {
  readonly code: GitErrorCode;
  readonly text: string;
  /** Push rejected or pull diverged: offer to commit on a new branch and push that. */
  readonly offerNewBranch: boolean;
}

/** An operation in progress: its name as a person reads it, and git's phase and counts while objects move. */
export interface GitBusy {
  readonly label: string;
  readonly progress: GitProgress | undefined;
  /** Whether the operation can be cancelled (a clone). */
  readonly cancel: (() => void) | undefined;
}

/** Everything the git UI shows; its own store beside the app's. */
export interface GitState {
  /** The repository of the current workspace; undefined when it was not cloned. */
  readonly repo: RepoRecord | undefined;
  readonly branches: BranchList | undefined;
  /** The changed files against HEAD (paths from the repository's root); undefined until read. */
  readonly changes: readonly FileChange[] | undefined;
  readonly busy: GitBusy | undefined;
  readonly failure: GitFailure | undefined;
  /** What the last operation did, in words ("Pushed main."). */
  readonly done: string | undefined;
  /** The clone dialog, while open. */
  readonly clone: { readonly form: CloneForm; readonly busy: GitBusy | undefined; readonly failure: GitFailure | undefined } | undefined;
  /** The file whose changes are shown side by side, while shown. */
  readonly diff: FileChange | undefined;
}

/** No repository, nothing shown. */
export const initialGitState: GitState = { repo: undefined, branches: undefined, changes: undefined, busy: undefined, failure: undefined, done: undefined, clone: undefined, diff: undefined };
