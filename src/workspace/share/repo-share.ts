import type { FileChange } from '../git/git-status.ts';
import { publicUrl } from '../git/token-auth.ts';
import type { FileContent } from '../project-files.ts';
import type { SharedCommon, SharedProject } from './share-link.ts';

/**
 * What a cloned workspace knows of its repository: the shape the app records at clone time. Only
 * `url`, `branch`, `commit`, `folder`, `provider` and `api` are read; anything else it holds (author, proxy) stays out.
 */
export interface ClonedFrom {
  readonly url: string;
  readonly branch: string;
  readonly commit: string;
  readonly folder?: string | undefined;
  /** Opened through this host's REST API, and its API base when not the host's usual one. */
  readonly provider?: 'github' | 'gitlab' | undefined;
  readonly api?: string | undefined;
}

/** A repository path as the project names it (`docs/a.mdx` → `a.mdx` in a `docs` clone); undefined outside the folder. */
function inFolder(path: string, folder: string | undefined): string | undefined {
  if (!folder) return path;
  return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : undefined;
}

/**
 * The share of a cloned workspace: the repository (URL without credentials), its commit and docs
 * folder, and the files changed since (`changes` as git status gives them, from the repository's
 * root; their content from `files`, the project's current files), so the link stays short.
 * @param options.page the page the link opens at (default none: the site's home)
 * @param options.name the workspace name suggested to whoever opens it (default none)
 * @param options.readOnly open the copy read-only (default no)
 */
export function repoShare(from: ClonedFrom, changes: readonly FileChange[], files: ReadonlyMap<string, FileContent>, options: SharedCommon = {}): SharedProject {
  const changed = new Map<string, FileContent>();
  const deleted = new Set<string>();
  for (const change of changes) {
    const path = inFolder(change.path, from.folder);
    if (change.kind === 'renamed' && change.from !== undefined) {
      const old = inFolder(change.from, from.folder);
      if (old !== undefined) deleted.add(old);
    }
    if (path === undefined) continue;
    const content = change.kind === 'deleted' ? undefined : files.get(path);
    if (content === undefined) deleted.add(path);
    else changed.set(path, content);
  }
  return {
    kind: 'repo',
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.page !== undefined ? { page: options.page } : {}),
    ...(options.readOnly ? { readOnly: true as const } : {}),
    repo: { url: publicUrl(from.url), ref: from.branch, commit: from.commit, ...(from.folder ? { folder: from.folder } : {}), ...(from.provider ? { provider: from.provider } : {}), ...(from.api ? { api: from.api } : {}) },
    changed,
    deleted: [...deleted].filter((path) => !changed.has(path)).sort(),
  };
}
