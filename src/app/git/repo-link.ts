import { publicUrl } from '../../workspace/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { confirmWith } from '../controller/notices.ts';
import { openWorkspace } from '../controller/workspace-actions.ts';
import { openCloneDialog } from './clone-workspace.ts';
import type { CloneForm } from './git-state.ts';
import { readRepoRecord } from './repo-records.ts';

/**
 * What a link asks to open: `?repo=<url>&ref=<branch>&path=<subfolder>&proxy=<cors proxy>`, and
 * `&provider=github|gitlab&api=<REST API base>` to read it through a host's API (GitHub Enterprise,
 * self-managed GitLab); undefined without `repo`.
 */
export function parseRepoLink(search: string): Partial<CloneForm> | undefined {
  const params = new URLSearchParams(search);
  const url = params.get('repo');
  if (!url) return undefined;
  const ref = params.get('ref');
  const folder = params.get('path');
  const proxy = params.get('proxy');
  const provider = params.get('provider');
  const api = params.get('api');
  return {
    url,
    ...(ref ? { ref } : {}),
    ...(folder ? { folder: folder.replace(/^\/+|\/+$/g, '') } : {}),
    ...(proxy ? { proxy } : {}),
    ...(provider === 'github' || provider === 'gitlab' ? { provider } : {}),
    ...(api ? { api } : {}),
  };
}

/**
 * Opens what a `?repo=` link names: a workspace already cloned from that repository (same URL and
 * folder) if the user wants it, else the clone dialog filled from the link, naming what it asks, for
 * the user to start; a proxy the link brings is shown as the link's, and no kept token is filled in.
 * The link's parameters leave the address bar, so a reload does not ask again.
 */
export async function openRepoLink(app: AppController, search: string): Promise<void> {
  const link = parseRepoLink(search);
  if (!link?.url) return;
  const clean = new URL(window.location.href);
  for (const key of ['repo', 'ref', 'path', 'proxy', 'provider', 'api']) clean.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', clean);
  const wanted = publicUrl(link.url);
  const existing = app.services.registry.list().find((meta) => {
    const record = readRepoRecord(app.services.storage, meta.fsName);
    return record !== undefined && record.url === wanted && (record.folder ?? '') === (link.folder ?? '');
  });
  if (existing) {
    const reuse = await confirmWith(app.store, `Open "${existing.name}"?`, `The workspace "${existing.name}" was cloned from ${wanted}. Open it, or clone the repository again into a new workspace.`, `Open "${existing.name}"`, { cancel: 'Clone again' });
    if (reuse) {
      if (app.session?.meta.id !== existing.id) await openWorkspace(app, existing.id);
      return;
    }
  }
  openCloneDialog(app, { ...link, link: { kind: 'repo' } });
}
