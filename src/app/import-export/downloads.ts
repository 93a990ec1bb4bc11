import { readFolder } from '../../workspace/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { dismiss, notify } from '../controller/notices.ts';
import { describeStorageError, PROJECT_ROOT } from '../controller/workspace-session.ts';
import { zipWorker } from './zip-worker-client.ts';

// The two downloads: the project's files as a `.zip` (optionally with `.git`), and the rendered
// static site as a `.zip`, byte for byte the files `quire build` writes. The zipping and rendering
// run in the zip worker; a notice says the download is being prepared until the browser has it.

/** How long a download's Blob URL lives: the browser has read it long before. */
const REVOKE_AFTER_MS = 30_000;

/** A file name of the workspace's name: letters, digits, dots, dashes and underscores. */
function fileStem(app: AppController): string {
  return (app.session?.meta.name ?? 'project').replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^[-.]+|-+$/g, '') || 'project';
}

/** Hands bytes to the browser as a download named `name`, through a Blob URL revoked afterwards. */
export function saveDownload(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Runs one download's preparation with a notice while it lasts; a failure is shown as an error. */
async function prepare(app: AppController, what: string, make: () => Promise<Uint8Array>, name: string): Promise<void> {
  const progress = notify(app.store, 'info', `Preparing ${what}…`);
  try {
    saveDownload(await make(), name);
  } catch (error) {
    notify(app.store, 'error', `Could not prepare ${what}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    dismiss(app.store, progress);
  }
}

/**
 * The workspace's files as stored, byte for byte (edits saved first): what `quire build` would read
 * from the same folder. The text the app holds is decoded (a byte order mark dropped), so it is
 * not used for either download. Symbolic links are left out, neither followed nor stored as links
 * (a link in a .zip could point anywhere on the disk it is unpacked to), and a notice names them.
 */
async function storedFiles(app: AppController, includeGit: boolean): Promise<[string, Uint8Array][]> {
  const session = app.session;
  if (!session) return [];
  await session.autosave.flush();
  let read;
  try {
    read = await readFolder(session.fs, PROJECT_ROOT, includeGit);
  } catch (error) {
    throw new Error(describeStorageError(error), { cause: error });
  }
  const { files, symlinks } = read;
  if (symlinks.length > 0) notify(app.store, 'warning', `The download leaves out ${symlinks.length === 1 ? 'the symbolic link' : `${symlinks.length} symbolic links`} ${symlinks.join(', ')}: Quire never follows a link, nor puts one in a .zip.`);
  return files;
}

/** Downloads the workspace's files as `<workspace>.zip`; `.git` only when asked. */
export async function downloadProject(app: AppController, includeGit: boolean): Promise<void> {
  if (!app.session) return;
  await prepare(app, 'the project download', async () => zipWorker.zip(await storedFiles(app, includeGit)), `${fileStem(app)}.zip`);
}

/** Downloads the rendered site of the workspace's files (edits saved first) as `<workspace>-site.zip`. */
export async function downloadSite(app: AppController): Promise<void> {
  if (!app.session) return;
  await prepare(app, 'the site download', async () => zipWorker.siteZip(await storedFiles(app, false)), `${fileStem(app)}-site.zip`);
}
