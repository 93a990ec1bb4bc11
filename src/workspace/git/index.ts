// Git for a workspace over isomorphic-git: clone (shallow, optionally one subfolder), status, the
// committed bytes for a diff, discard, commit, push, fast-forward pull and branches. Every function
// takes its fs, http and callbacks; every failure is a GitError with a stable code.
export type { BranchList } from './branches.ts';
export { createBranch, listBranches, switchBranch } from './branches.ts';
export type { GitFailureContext } from './classify-git-error.ts';
export { classifyGitError } from './classify-git-error.ts';
export type { CloneOptions, CloneResult } from './clone-repository.ts';
export { cloneRepository } from './clone-repository.ts';
export type { CommitOptions } from './commit-changes.ts';
export { commitChanges } from './commit-changes.ts';
export { discardChange } from './discard-change.ts';
export type { DeepenOptions, ExclusiveRunner } from './deepen-for-dates.ts';
export { deepenForDates } from './deepen-for-dates.ts';
export type { GitErrorCode } from './git-codes.ts';
export { GitCode } from './git-codes.ts';
export { GitError } from './git-error.ts';
export type { AbortSignalLike, GitAuthor, GitFs, GitProgress, GitRemoteOptions, GitRepo } from './git-options.ts';
export type { FileChange, FileChangeKind } from './git-status.ts';
export { gitStatus } from './git-status.ts';
export { headFile } from './head-file.ts';
export { lastCommitDates, lastCommitDatesMaxCommits } from './last-commit-dates.ts';
export type { PullOptions, PullResult } from './pull-branch.ts';
export { pullBranch } from './pull-branch.ts';
export type { PushOptions } from './push-branch.ts';
export { pushBranch } from './push-branch.ts';
export type { GitCredentials } from './token-auth.ts';
export { credentialAuth, hostOf, originOf, publicUrl, tokenUsername } from './token-auth.ts';
