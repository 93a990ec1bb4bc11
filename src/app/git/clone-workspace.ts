import { claimWorkspace, hostOf, publicUrl } from '../../workspace/index.ts';
import type { WorkspaceLock, WorkspaceMeta } from '../../workspace/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { notify } from '../controller/notices.ts';
import { openWorkspace } from '../controller/workspace-actions.ts';
import { failureOf, gitOf, progressText, timed } from './git-controller.ts';
import type { GitResult } from '../git-worker/git-protocol.ts';
import type { GitRun } from './git-client.ts';
import type { CloneForm } from './git-state.ts';
import { clearRunning, markRunning, readProxySetting, removeRepoRecord, runningMarker, writeProxySetting, writeRepoRecord } from './repo-records.ts';

/** A public CORS proxy the dialog may suggest, with the plain note that it sees the traffic. */
export const SUGGESTED_PROXY = 'https://cors.isomorphic-git.org';

/**
 * Why a clone URL cannot be used, or undefined when it can: HTTPS only (plain HTTP only to this
 * machine), and no credentials in it (a token goes in the token field, never in a URL).
 */
export function cloneUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return 'Enter the repository\'s HTTPS URL, such as https://github.com/owner/repo.git.';
  }
  const local = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost';
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) return 'Use the repository\'s HTTPS URL (https://…).';
  if (parsed.username || parsed.password) return 'Remove the user name and token from the URL and put the token in the token field: a URL is shown and stored, a token must not be.';
  return undefined;
}

/** The workspace name for a clone: the repository's name, and the docs folder when one is opened. */
export function cloneWorkspaceName(url: string, folder: string): string {
  const path = (() => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  })();
  const repo = path.replace(/\/+$/, '').split('/').pop()?.replace(/\.git$/, '') || 'Repository';
  return folder ? `${repo} (${folder})` : repo;
}

/** The clone dialog's fields: what is given, the CORS proxy setting, and the host's token kept in this tab. */
export function cloneForm(app: AppController, given: Partial<CloneForm> = {}): CloneForm {
  const url = given.url ?? '';
  const git = gitOf(app);
  const host = hostOf(url);
  return {
    url,
    ref: given.ref ?? '',
    folder: given.folder ?? '',
    proxy: given.proxy ?? readProxySetting(app.services.storage),
    token: given.token ?? (host ? (git.tokens.get(host) ?? '') : ''),
    remember: given.remember ?? (host ? git.tokens.remembered(host) : false),
  };
}

/** Opens the clone dialog, filled with `given` (from a link) where set; while a clone runs, the dialog stays as it is. */
export function openCloneDialog(app: AppController, given: Partial<CloneForm> = {}): void {
  const git = gitOf(app);
  if (git.store.get().clone?.busy) return;
  git.store.set({ clone: { form: cloneForm(app, given), busy: undefined, failure: undefined } });
}

/** Closes the clone dialog (cancelling a clone that runs). */
export function closeCloneDialog(app: AppController): void {
  const git = gitOf(app);
  git.store.get().clone?.busy?.cancel?.();
  git.store.set({ clone: undefined });
}

/**
 * Clones a repository into a new workspace and opens it. The workspace is listed only once the clone
 * is complete; a failure or a cancel deletes it, and a reload in the middle finds its running mark and
 * deletes it then (see removeInterruptedClones). The token stays in this tab unless `remember` is set.
 */
export async function cloneIntoWorkspace(app: AppController, form: CloneForm): Promise<void> {
  const git = gitOf(app);
  const setDialog = (patch: Partial<NonNullable<ReturnType<typeof git.store.get>['clone']>>) => git.store.set((s) => ({ clone: s.clone && { ...s.clone, ...patch } }));
  const url = form.url.trim();
  const folder = form.folder.trim().replace(/^\/+|\/+$/g, '');
  const proxy = form.proxy.trim();
  const { registry, storage } = app.services;
  writeProxySetting(storage, proxy);
  git.tokens.set(hostOf(url), form.token.trim(), form.remember);
  let meta: WorkspaceMeta;
  try {
    meta = registry.create(registry.uniqueName(cloneWorkspaceName(url, folder)));
  } catch (error) {
    setDialog({ failure: failureOf(error) });
    return;
  }
  markRunning(storage, meta.fsName, 'clone');
  const lock: WorkspaceLock | undefined = app.services.locks ? await claimWorkspace(app.services.locks, meta.fsName, () => undefined) : undefined;
  const run: GitRun<GitResult<'clone'>> = git.client().run(
    meta.fsName,
    { name: 'clone', url, ...(form.ref.trim() ? { ref: form.ref.trim() } : {}), ...(folder ? { folder } : {}), ...(proxy ? { corsProxy: proxy } : {}), ...(form.token.trim() ? { token: form.token.trim() } : {}) },
    (progress) => setDialog({ busy: { label: progressText(progress), progress, cancel: run.cancel } }),
  );
  setDialog({ busy: { label: 'Connecting…', progress: undefined, cancel: run.cancel }, failure: undefined });
  try {
    const result = await timed('clone', run.result);
    writeRepoRecord(storage, meta.fsName, { url: publicUrl(url), branch: result.branch, commit: result.commit, ...(result.folder ? { folder: result.folder } : {}), ...(proxy ? { proxy } : {}) });
    clearRunning(storage, meta.fsName);
    lock?.release();
    git.store.set({ clone: undefined });
    await openWorkspace(app, meta.id);
  } catch (error) {
    lock?.release();
    const deleted = forgetWorkspace(app, meta);
    // A cancel closed the dialog already; anything else is explained in it.
    if (git.store.get().clone) setDialog({ busy: undefined, failure: failureOf(error) });
    await deleted;
  }
}

/** Removes a workspace that never became one (a failed, cancelled or interrupted clone). */
async function forgetWorkspace(app: AppController, meta: WorkspaceMeta): Promise<void> {
  const { registry, storage } = app.services;
  if (registry.get(meta.id)) registry.remove(meta.id);
  removeRepoRecord(storage, meta.fsName);
  app.store.set({ workspaces: registry.list() });
  // The worker lets go of the database a moment after the clone stopped; deleting waits for that.
  await app.services.deleteFs(meta.fsName).catch(() => undefined);
}

/**
 * At start: a workspace whose clone was running when the page went away (its mark is still there
 * and no other tab holds it) is deleted, and the user is told the clone did not finish.
 */
export async function removeInterruptedClones(app: AppController): Promise<void> {
  const { registry, storage, locks } = app.services;
  for (const meta of registry.list()) {
    if (runningMarker(storage, meta.fsName)?.operation !== 'clone' || app.session?.meta.id === meta.id) continue;
    const lock = locks ? await claimWorkspace(locks, meta.fsName, () => undefined) : undefined;
    if (lock && !lock.held) continue;
    lock?.release();
    await forgetWorkspace(app, meta);
    notify(app.store, 'warning', `The clone into "${meta.name}" did not finish: the page was closed while it ran. The partial copy was removed; clone the repository again.`);
  }
}
