import type { SharedProject } from '../../workspace/share/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { openFile } from '../controller/file-actions.ts';
import { notify } from '../controller/notices.ts';
import { whenReady } from '../controller/when-ready.ts';
import { createWorkspace, openWorkspace } from '../controller/workspace-actions.ts';
import { PROJECT_ROOT } from '../controller/workspace-session.ts';
import { readRepoRecord } from '../git/repo-records.ts';
import { setShareReadOnly } from './share-read-only.ts';

/** The link format: loaded only when the address holds a share link. */
const shareFormat = () => import('../../workspace/share/index.ts');

/**
 * Opens a share link (`#share=v…`) once the app is ready: always into a new workspace, at the page it
 * names, read-only when it asks. A link that cannot be read says why in a notice and changes nothing
 * stored. The fragment leaves the address bar at once, so a reload does not import it twice. A link
 * pasted into an open tab's address bar (a fragment change, no reload) is opened the same way.
 */
export function openShareLink(app: AppController, hash: string): void {
  // A link pasted into the address bar of an open tab changes only the fragment: opened the same way.
  addEventListener('hashchange', () => {
    if (!isShareHash(location.hash) || app.store.get().phase !== 'ready') return;
    const pasted = location.hash;
    history.replaceState(history.state, '', location.pathname + location.search);
    void openShared(app, pasted);
  });
  if (!isShareHash(hash)) return;
  history.replaceState(history.state, '', location.pathname + location.search);
  whenReady(app, () => void openShared(app, hash));
}

/** Whether a fragment is a share link of any version (SHARE_PREFIX, checked here so that the format loads only for a link). */
const isShareHash = (hash: string) => /^#share=/.test(hash);

async function openShared(app: AppController, hash: string): Promise<void> {
  let shared: SharedProject | undefined;
  try {
    const format = await shareFormat();
    try {
      shared = format.decodeShareFragment(hash);
    } catch (error) {
      if (!(error instanceof format.ShareError)) throw error;
      notify(app.store, 'error', error.message);
      return;
    }
  } catch (error) {
    notify(app.store, 'error', `Could not open the share link: ${error instanceof Error ? error.message : String(error)}. Nothing stored was changed.`);
    return;
  }
  if (!shared) return;
  const name = app.services.registry.uniqueName(shared.name ? `${shared.name} (shared)` : 'Shared project');
  if (shared.kind === 'repo') {
    await openSharedRepo(app, shared);
    return;
  }
  const meta = await createWorkspace(app, name, { kind: 'files', files: new Map(shared.files) });
  if (!meta) return;
  if (shared.readOnly) setShareReadOnly(app, meta.id);
  if (shared.page !== undefined) openFile(app, shared.page);
}

/**
 * A repository link: the clone dialog names the host, repository, branch and commit it asks for, and
 * nothing is fetched until the user presses Clone there (with no kept token unless ticked); the
 * clone then goes into a new workspace, the link's changes are applied and the page opens. When the
 * branch has moved on past the link's commit, the changes go onto the newer commit and a notice says so.
 */
async function openSharedRepo(app: AppController, shared: Extract<SharedProject, { kind: 'repo' }>): Promise<void> {
  const link = { kind: 'share' as const, commit: shared.repo.commit, changes: shared.changed.size + shared.deleted.length };
  const { askToClone } = await import('../git/clone-workspace.ts');
  const meta = await askToClone(app, { url: shared.repo.url, ref: shared.repo.ref, folder: shared.repo.folder ?? '', ...(shared.repo.provider ? { provider: shared.repo.provider } : {}), ...(shared.repo.api ? { api: shared.repo.api } : {}), link });
  const session = app.session;
  // Closed without a clone (cancelled, or replaced by another dialog): nothing to apply.
  if (!meta || session?.meta.id !== meta.id) return;
  const record = readRepoRecord(app.services.storage, session.meta.fsName);
  if (record && record.commit !== shared.repo.commit) {
    notify(app.store, 'warning', `The branch ${shared.repo.ref} has moved on since the link was made (it was made at ${shared.repo.commit.slice(0, 7)}, the clone is at ${record.commit.slice(0, 7)}): its changes were applied to the newer files.`);
  }
  const { applySharedChanges } = await shareFormat();
  try {
    await applySharedChanges(session.fs, PROJECT_ROOT, shared.changed, shared.deleted);
  } catch (error) {
    notify(app.store, 'error', `The repository was cloned, but the link's changes could not be stored: ${error instanceof Error ? error.message : String(error)}`);
  }
  await openWorkspace(app, session.meta.id);
  if (shared.readOnly) setShareReadOnly(app, session.meta.id);
  if (shared.page !== undefined) openFile(app, shared.page);
}
