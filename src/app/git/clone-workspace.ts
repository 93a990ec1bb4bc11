import { claimWorkspace, originOf, publicUrl } from '../../workspace/index.ts';
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

/**
 * The clone dialog's fields: what is given, else the CORS proxy setting. A proxy a link brings that is
 * not the setting is marked as the link's; the token field starts empty, and a token kept for the
 * URL's origin is used only once the user ticks it (ticked at first only when the user opened the dialog).
 */
export function cloneForm(app: AppController, given: Partial<CloneForm> = {}): CloneForm {
  const setting = readProxySetting(app.services.storage);
  const link = given.link;
  const proxy = given.proxy ?? setting;
  return {
    url: given.url ?? '',
    ref: given.ref ?? '',
    folder: given.folder ?? '',
    proxy,
    token: given.token ?? '',
    provider: given.provider ?? '',
    api: given.api ?? '',
    remember: given.remember ?? false,
    useSavedToken: given.useSavedToken ?? link === undefined,
    proxyFromLink: given.proxyFromLink ?? (link !== undefined && given.proxy !== undefined && proxy.trim() !== setting),
    link,
  };
}

/** Opens the clone dialog, filled with `given` (from a link) where set; while a clone runs, the dialog stays as it is. */
export function openCloneDialog(app: AppController, given: Partial<CloneForm> = {}): void {
  const git = gitOf(app);
  if (git.store.get().clone?.busy) return;
  settleClone(app, undefined);
  git.store.set({ clone: { form: cloneForm(app, given), busy: undefined, failure: undefined } });
}

/**
 * Opens the clone dialog for what a link asks and waits for the user: resolves to the workspace once
 * it is cloned and opened, or undefined when the dialog closes (or another replaces it) without one.
 * Nothing is fetched until the user presses Clone.
 */
export function askToClone(app: AppController, given: Partial<CloneForm>): Promise<WorkspaceMeta | undefined> {
  const git = gitOf(app);
  if (git.store.get().clone?.busy) return Promise.resolve(undefined);
  openCloneDialog(app, given);
  return new Promise((resolve) => (git.cloneWaiter = resolve));
}

/** Ends the wait of askToClone, if one waits. */
function settleClone(app: AppController, meta: WorkspaceMeta | undefined): void {
  const git = gitOf(app);
  const waiter = git.cloneWaiter;
  git.cloneWaiter = undefined;
  waiter?.(meta);
}

/** Closes the clone dialog (cancelling a clone that runs). */
export function closeCloneDialog(app: AppController): void {
  const git = gitOf(app);
  git.store.get().clone?.busy?.cancel?.();
  git.store.set({ clone: undefined });
  settleClone(app, undefined);
}

/** The token a clone sends: the one typed, else the one kept for the URL's origin when the user ticked it; empty for none. */
export function cloneToken(app: AppController, form: CloneForm): string {
  const typed = form.token.trim();
  if (typed) return typed;
  const origin = originOf(form.url.trim());
  return form.useSavedToken && origin ? (gitOf(app).tokens.get(origin) ?? '') : '';
}

/**
 * Clones a repository into a new workspace and opens it. The workspace is listed only once the clone
 * is complete; a failure or a cancel deletes it, and a reload in the middle finds its running mark and
 * deletes it then (see removeInterruptedClones). A typed token is kept for the URL's origin, in this tab
 * unless `remember` is set; a proxy from a link is not saved as the default.
 */
export async function cloneIntoWorkspace(app: AppController, form: CloneForm): Promise<void> {
  const git = gitOf(app);
  const setDialog = (patch: Partial<NonNullable<ReturnType<typeof git.store.get>['clone']>>) => git.store.set((s) => ({ clone: s.clone && { ...s.clone, ...patch } }));
  const url = form.url.trim();
  const folder = form.folder.trim().replace(/^\/+|\/+$/g, '');
  const proxy = form.proxy.trim();
  const { registry, storage } = app.services;
  const origin = originOf(url);
  const token = cloneToken(app, form);
  if (!form.proxyFromLink) writeProxySetting(storage, proxy);
  if (form.token.trim()) git.tokens.set(origin, form.token.trim(), form.remember);
  // A link's proxy is trusted with a token only when one was chosen in this dialog, where the proxy was shown as the link's.
  const proxyFromLink = form.proxyFromLink && proxy !== '' && !token;
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
    { name: 'clone', url, ...(form.ref.trim() ? { ref: form.ref.trim() } : {}), ...(folder ? { folder } : {}), ...(form.provider ? { provider: form.provider } : {}), ...(form.api.trim() ? { api: form.api.trim() } : {}), ...(proxy ? { corsProxy: proxy } : {}), ...(token && origin ? { credentials: { [origin]: token } } : {}) },
    (progress) => setDialog({ busy: { label: progressText(progress), progress, cancel: run.cancel } }),
  );
  setDialog({ busy: { label: 'Connecting…', progress: undefined, cancel: run.cancel }, failure: undefined });
  try {
    const result = await timed('clone', run.result);
    writeRepoRecord(storage, meta.fsName, { url: publicUrl(url), branch: result.branch, commit: result.commit, ...(result.folder ? { folder: result.folder } : {}), ...(result.provider ? { provider: result.provider, ...(form.api.trim() ? { api: form.api.trim() } : {}) } : proxy ? { proxy } : {}), ...(proxyFromLink && !result.provider ? { proxyFromLink } : {}) });
    clearRunning(storage, meta.fsName);
    lock?.release();
    git.store.set({ clone: undefined });
    await openWorkspace(app, meta.id);
    settleClone(app, meta);
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
