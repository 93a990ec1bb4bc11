// The codes of GitError live here, not in src/core: core never does git (no isomorphic-git, no network),
// and core's catalogs list diagnostics of a project that .quirerc.json can re-grade. A git failure is not
// a problem of the project but of an operation on its repository, explained by the UI.

/** The stable codes of GitError; a code is never renamed once released. */
export const GitCode = {
  /** The host wants a token (401), none was given or it was refused. */
  authRequired: 'git/auth-required',
  /** The token is valid but lacks a permission (403); `data.scope` names a missing scope (`workflow`) when known. */
  forbidden: 'git/forbidden',
  /** The remote branch has commits this one lacks: push was refused (`data.branch`). */
  pushRejected: 'git/push-rejected',
  /** Pull found local commits and remote commits on both sides: no fast-forward (`data.branch`). */
  diverged: 'git/diverged',
  /** Local changes would be overwritten by a pull or a branch switch (`data.files`). */
  uncommittedChanges: 'git/uncommitted-changes',
  /** The host could not be reached (offline, wrong host name, connection reset). */
  network: 'git/network',
  /** The browser blocked the request: the host sends no CORS headers and no CORS proxy is set (or it failed). */
  cors: 'git/cors',
  /** No repository at that URL (404), or one the token cannot see. */
  repositoryNotFound: 'git/repository-not-found',
  /** The repository has no branch of that name (`data.branch`). */
  branchNotFound: 'git/branch-not-found',
  /** The repository has no folder of that name to open (`data.folder`). */
  folderNotFound: 'git/folder-not-found',
  /** Not a name git allows for a branch (spaces, `..`, a leading `-`) (`data.branch`). */
  invalidBranchName: 'git/invalid-branch-name',
  /** A branch of that name exists already (`data.branch`). */
  branchExists: 'git/branch-exists',
  /** Nothing changed since the last commit. */
  nothingToCommit: 'git/nothing-to-commit',
  /** The browser's storage quota is full: the repository is too large for it. */
  quota: 'git/quota',
  /** The user cancelled the operation; nothing of it was kept. */
  cancelled: 'git/cancelled',
  /** The repository has no commits yet: there is nothing to open (`data.host`). */
  emptyRepository: 'git/empty-repository',
  /** Publish found no local commits the host lacks (`data.branch`). */
  nothingToPublish: 'git/nothing-to-publish',
  /** The host's API request limit is used up (`data.host`, `data.resetAt` ISO time, `data.limit`). */
  rateLimited: 'git/rate-limited',
  /** The branch moved on the host since it was opened or pulled: publishing would drop its new commits (`data.branch`). */
  refMoved: 'git/ref-moved',
  /** The host protects the branch: no direct pushes (`data.branch`). */
  branchProtected: 'git/branch-protected',
  /** The host's answer does not match what it describes (an object's id differs from its content, a tree from its listing); `data.detail` says which. */
  badResponse: 'git/bad-response',
  /** A failure none of the other codes describes (`data.detail` holds the underlying error's name or code). */
  unknown: 'git/unknown',
} as const;

/** A code of GitError. */
export type GitErrorCode = (typeof GitCode)[keyof typeof GitCode];
