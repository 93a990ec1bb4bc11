// Browser storage for workspaces: files on a LightningFS-like file system, the workspace list,
// autosave, the starter project. Everything takes its I/O (fs, storage, locks, fetch) as parameters.
export type { Autosave, AutosaveOptions } from './autosave.ts';
export { createAutosave } from './autosave.ts';
export { extensionOf, isImagePath, isTextPath, languageOf, mediaTypeOf } from './file-kinds.ts';
export type { FetchLike, GithubRepo } from './github-stars.ts';
export { createStarsClient, parseGithubRepo } from './github-stars.ts';
export type { KeyValueStore } from './key-value-store.ts';
export type { TextChange } from './text-changes.ts';
export { navigationRenameEdits } from './navigation-rename.ts';
export type { FileContent } from './project-files.ts';
export { fsPath, makeFolders, moveProjectPath, readProjectFiles, readProjectFolders, removeProjectPath, writeProjectFile, writeProjectFiles } from './project-files.ts';
export type { SearchMatch, SearchOptions } from './search-files.ts';
export { replaceInText, searchFiles, searchPattern } from './search-files.ts';
export { minimalProject } from './starter/minimal-project.ts';
export { emptyProject, STARTER_FIRST_FILE, starterProject } from './starter/starter-project.ts';
export type { StarterFormat } from './starter/starter-project.ts';
export { RULES_FILE_PATH, rulesFileText } from './starter/rules-file.ts';
export { clearUnsaved, readUnsaved, writeUnsaved } from './unsaved-journal.ts';
export type { LockManagerLike, WorkspaceLock } from './workspace-lock.ts';
export { claimWorkspace } from './workspace-lock.ts';
export type { WorkspaceFs, WorkspaceStat } from './workspace-fs.ts';
export { fsErrorCode } from './workspace-fs.ts';
export type { WorkspaceMeta, WorkspaceSession } from './workspace-registry.ts';
export { WorkspaceError, WorkspaceRegistry } from './workspace-registry.ts';
export type { EntryProblem, FolderFile, ImportedProject, ImportLimits, ProjectZipOptions, RefusedEntry, SiteZipOptions, ZipErrorCode } from './zip/index.ts';
export { importFolder, importLimit, importZip, projectZip, readFolderBytes, siteZip, textLimit, writeZip, ZipCode, ZipError } from './zip/index.ts';
export type { AbortSignalLike, BranchList, CloneOptions, CloneResult, CommitOptions, FileChange, FileChangeKind, GitAuthor, GitErrorCode, GitFailureContext, GitFs, GitProgress, GitRemoteOptions, GitRepo, PullOptions, PullResult, PushOptions } from './git/index.ts';
export { classifyGitError, cloneRepository, commitChanges, createBranch, discardChange, GitCode, GitError, gitStatus, headFile, hostOf, listBranches, publicUrl, pullBranch, pushBranch, switchBranch, tokenAuth, tokenUsername } from './git/index.ts';
