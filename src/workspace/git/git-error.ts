import { QuireError } from '../../core/index.ts';
import type { DiagnosticData } from '../../core/index.ts';
import { GitCode } from './git-codes.ts';
import type { GitErrorCode } from './git-codes.ts';

/**
 * A git operation that failed, with a stable `code` the UI explains, `data` holding the facts (url
 * without credentials, branch, status, scope, files), and a message in a writer's words saying what
 * to do. It never holds a token: not in the message, the data or a cause.
 */
export class GitError extends QuireError {
  override readonly code: GitErrorCode;
  override readonly data: DiagnosticData;

  constructor(code: GitErrorCode, data: DiagnosticData = {}) {
    super(code, gitErrorMessage(code, data), data);
    this.name = 'GitError';
    this.code = code;
    this.data = data;
  }
}

const text = (data: DiagnosticData, key: string): string | undefined => (typeof data[key] === 'string' ? data[key] : undefined);

/** What a writer reads for each code: what happened and what to do. */
function gitErrorMessage(code: GitErrorCode, data: DiagnosticData): string {
  const host = text(data, 'host') ?? 'the git host';
  const branch = text(data, 'branch') ?? 'this branch';
  switch (code) {
    case GitCode.authRequired:
      return `${host} asks for a token. Add a personal access token with access to this repository (or check that the one you gave is correct and not expired), then try again.`;
    case GitCode.forbidden:
      return data.scope === 'workflow'
        ? `${host} refused the push: it changes files in .github/workflows, which needs a token with the "workflow" scope. Create a token with the "workflow" scope, or leave the workflow files unchanged.`
        : `${host} refused: your token cannot do this. Use a token with write access to this repository ("repo" scope on GitHub, "write_repository" on GitLab).`;
    case GitCode.pushRejected:
      return `The remote ${branch} has commits you do not have yet, so your push was refused. Pull first; if your changes and the remote's have both moved on, commit on a new branch and push that instead.`;
    case GitCode.diverged:
      return `Your ${branch} and the remote's have both changed since you last pulled, so they cannot be combined here. Commit your work on a new branch and push that, then merge it on ${host}.`;
    case GitCode.uncommittedChanges:
      return 'You have changes that this would overwrite. Commit them or discard them first.';
    case GitCode.network:
      return `${host} could not be reached. Check your connection and the repository URL, then try again.`;
    case GitCode.cors:
      return `The browser blocked the request to ${host}: it does not allow pages on other sites to use git (it sends no CORS headers). Set a CORS proxy in the clone settings (one you trust: it sees your traffic, token included), or check that the proxy you set is working.`;
    case GitCode.repositoryNotFound:
      return `No repository was found at ${text(data, 'url') ?? 'that URL'}. Check the URL; if the repository is private, add a token that can read it.`;
    case GitCode.branchNotFound:
      return `The repository has no branch "${branch}". Check its name, or leave the branch empty to use the default branch.`;
    case GitCode.folderNotFound:
      return `The repository has no folder "${text(data, 'folder') ?? ''}". Check the docs folder's path, or leave it empty to open the whole repository.`;
    case GitCode.invalidBranchName:
      return `"${branch}" cannot be a branch name. Use letters, digits, dashes, dots and slashes, without spaces or "..".`;
    case GitCode.branchExists:
      return `A branch "${branch}" exists already. Choose another name or switch to it.`;
    case GitCode.nothingToCommit:
      return 'There is nothing to commit: no file changed since the last commit.';
    case GitCode.quota:
      return "The browser's storage for this site is full, so the repository does not fit. Free space by deleting workspaces you no longer need, clone only the docs folder, or use a smaller repository.";
    case GitCode.cancelled:
      return 'Cancelled. Nothing was changed.';
    case GitCode.emptyRepository:
      return `The repository on ${host} has no commits yet, so there is nothing to open. Add a first commit on ${host} (a README is enough), then open it again.`;
    case GitCode.nothingToPublish:
      return `${branch} has no commits that ${host} does not have yet. Commit your changes first, then publish.`;
    case GitCode.rateLimited:
      return `${host} allows only ${typeof data.limit === 'number' ? data.limit : 'a limited number of'} API requests an hour without a token, and they are used up${text(data, 'resetAt') ? ` until ${text(data, 'resetAt')}` : ''}. Wait until then, or add a token (it raises the limit to thousands an hour).`;
    case GitCode.refMoved:
      return `${branch} moved on ${host} since you opened or last pulled it, so publishing would drop its new commits. Publish your commits to a new branch instead, then open a pull or merge request to combine them.`;
    case GitCode.branchProtected:
      return `${host} protects ${branch}: changes reach it only through a pull or merge request. Publish to a new branch and open a request instead.`;
    case GitCode.badResponse:
      return `${host} sent data that does not match itself (${text(data, 'detail') ?? 'an object id differs from its content'}), so nothing was kept. Try again; if it keeps happening, clone with git instead.`;
    case GitCode.unknown:
      return `The git operation failed (${text(data, 'detail') ?? 'unknown error'}). Try again; if it keeps failing, download your project as a zip to keep your work.`;
  }
}
