import type { FileChange } from '../../workspace/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { gitOf } from '../git/git-controller.ts';
import { readRepoRecord } from '../git/repo-records.ts';
import type { RepoRecord } from '../git/repo-records.ts';
import { downloadProject } from '../import-export/import-export-ui.ts';
import { headCommit } from './head-commit.ts';
import { shareStoreOf } from './share-state.ts';
import type { ShareDialogState } from './share-state.ts';

/** The link format, with fflate: loaded when the dialog opens. */
const shareFormat = () => import('../../workspace/share/index.ts');

/** What a repository link is made of, or why there is none. */
type RepoSource = { readonly from: RepoRecord; readonly changes: readonly FileChange[] } | { readonly unavailable: string };

/** Every change made since the clone, when the workspace's HEAD is still the commit it was cloned at. */
async function repoSource(app: AppController): Promise<RepoSource | undefined> {
  const session = app.session;
  const from = session && readRepoRecord(app.services.storage, session.meta.fsName);
  if (!session || !from) return undefined;
  await session.autosave.flush();
  if ((await headCommit(session.meta.fsName)) !== from.commit) {
    return { unavailable: 'Commits were made or pulled here since the clone, and the link can only name the commit that was cloned: it holds the whole project instead.' };
  }
  try {
    return { from, changes: await gitOf(app).client().run(session.meta.fsName, { name: 'status' }).result };
  } catch {
    return { unavailable: 'Git could not list the changes, so the link holds the whole project.' };
  }
}

let repoCache: { readonly id: string; readonly source: RepoSource | undefined } | undefined;
/** The latest link asked for: an older one that finishes later is dropped. */
let linkSeq = 0;

/** Makes the link for the dialog's current choices. */
async function makeLink(app: AppController): Promise<void> {
  const store = shareStoreOf(app);
  const dialog = store.get().dialog;
  const session = app.session;
  if (!dialog || !session) return;
  const seq = ++linkSeq;
  const format = await shareFormat();
  if (seq !== linkSeq) return;
  const page = app.store.get().previewFile;
  const common = { name: session.meta.name, ...(page !== undefined && session.files.has(page) ? { page } : {}), ...(dialog.readOnly ? { readOnly: true as const } : {}) };
  const source = repoCache?.id === session.meta.id ? repoCache.source : undefined;
  const shared = dialog.asRepo && source && 'from' in source ? format.repoShare(source.from, source.changes, session.files, common) : { kind: 'project' as const, ...common, files: session.files };
  const { fragment } = format.encodeShareFragment(shared, { includeBinaries: dialog.includeBinaries });
  const link = format.shareUrl(location.href, fragment);
  store.set((s) => ({ dialog: s.dialog && { ...s.dialog, link, reach: format.linkReach(link.length), copied: false } }));
}

/** Opens the Share dialog and makes the link: a cloned workspace's as its repository and changes when it can be. */
export async function openShareDialog(app: AppController): Promise<void> {
  const session = app.session;
  if (!session) return;
  const store = shareStoreOf(app);
  const binaries = [...session.files.values()].filter((content) => typeof content !== 'string').length;
  store.set({ dialog: { asRepo: false, repoUnavailable: undefined, cloned: false, includeBinaries: true, readOnly: false, link: undefined, reach: undefined, binaries, binariesNote: undefined, failure: undefined, copied: false } });
  try {
    const source = await repoSource(app);
    repoCache = { id: session.meta.id, source };
    const asRepo = source !== undefined && 'from' in source;
    store.set((s) => ({ dialog: s.dialog && { ...s.dialog, cloned: source !== undefined, asRepo, repoUnavailable: source && 'unavailable' in source ? source.unavailable : undefined } }));
    await makeLink(app);
    // Images go in when they fit: a link browsers would refuse is made again without the binary files.
    const made = store.get().dialog;
    if (made?.reach === 'none' && made.binaries > 0 && made.includeBinaries) {
      store.set((s) => ({ dialog: s.dialog && { ...s.dialog, includeBinaries: false, link: undefined, reach: undefined, binariesNote: `With its binary files the link would be ${(made.link?.length ?? 0).toLocaleString('en')} characters, more than browsers open, so they were left out.` } }));
      await makeLink(app);
    }
  } catch (error) {
    store.set((s) => ({ dialog: s.dialog && { ...s.dialog, failure: `Could not make the link: ${error instanceof Error ? error.message : String(error)}` } }));
  }
}

/** Changes a choice of the dialog and makes the link again. */
export function setShareOption(app: AppController, patch: Partial<Pick<ShareDialogState, 'asRepo' | 'includeBinaries' | 'readOnly'>>): void {
  const store = shareStoreOf(app);
  store.set((s) => ({ dialog: s.dialog && { ...s.dialog, ...patch, link: undefined, reach: undefined } }));
  void makeLink(app);
}

/** Copies the link to the clipboard; the dialog says whether it worked. */
export async function copyShareLink(app: AppController): Promise<void> {
  const store = shareStoreOf(app);
  const link = store.get().dialog?.link;
  if (!link) return;
  try {
    await navigator.clipboard.writeText(link);
    store.set((s) => ({ dialog: s.dialog && { ...s.dialog, copied: true, failure: undefined } }));
  } catch {
    store.set((s) => ({ dialog: s.dialog && { ...s.dialog, failure: 'The browser did not allow copying: select the link and copy it yourself.' } }));
  }
}

/** Closes the dialog and downloads the project as a .zip instead. */
export function downloadInstead(app: AppController): void {
  closeShareDialog(app);
  downloadProject(app, false);
}

/** Closes the Share dialog. */
export function closeShareDialog(app: AppController): void {
  shareStoreOf(app).set({ dialog: undefined });
}
