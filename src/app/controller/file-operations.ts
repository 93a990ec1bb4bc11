import { applyTextEdits, hasPageExtension } from '../../core/index.ts';
import { moveProjectPath, removeProjectPath } from '../../workspace/index.ts';
import type { FileContent } from '../../workspace/index.ts';
import type { AppController } from './app-controller.ts';
import { readDroppedFiles } from './dropped-files.ts';
import { openFile, saveTabs, writable } from './file-actions.ts';
import { confirmWith, notify } from './notices.ts';
import { describeStorageError, PROJECT_ROOT } from './workspace-session.ts';
import type { WorkspaceSession } from './workspace-session.ts';

// The file operations that run only when the user asks for one (move, delete, add dropped files).
// The first screen does not need them: file-actions.ts loads this module on first use, or when the
// page is idle after the editor has opened. Imports into a new workspace live in app/import-export.


/**
 * Moves a file or folder (rename or drag). Open tabs follow it. When pages moved, offers to
 * update their entries in the navigation of docs.json, and does it on confirmation.
 */
export async function movePath(app: AppController, from: string, to: string): Promise<void> {
  const session = app.session;
  if (!session || !writable(app)) return;
  const isFolder = session.folders.has(from);
  if (isFolder && (to === from || to.startsWith(`${from}/`))) return;
  if (session.exists(to)) {
    notify(app.store, 'warning', `${to} already exists. Choose another name.`);
    return;
  }
  const moved = [...session.files.keys()].filter((p) => (isFolder ? p.startsWith(`${from}/`) : p === from));
  await session.autosave.flush();
  try {
    await moveProjectPath(session.fs, PROJECT_ROOT, from, to);
    await session.fs.flush?.();
  } catch (error) {
    notify(app.store, 'error', `Could not move ${from}: ${describeStorageError(error)}`);
    return;
  }
  const renamed = new Map<string, string>(moved.map((p) => [p, to + p.slice(from.length)]));
  for (const [oldPath, newPath] of renamed) {
    const content = session.files.get(oldPath) as FileContent;
    session.files.delete(oldPath);
    session.autosave.forget(oldPath);
    session.files.set(newPath, content);
  }
  for (const folder of [...session.folders]) {
    if (folder === from || folder.startsWith(`${from}/`)) {
      session.folders.delete(folder);
      session.folders.add(to + folder.slice(from.length));
    }
  }
  const parts = to.split('/');
  for (let i = 1; i < parts.length; i++) session.folders.add(parts.slice(0, i).join('/'));
  app.filesDeleted([...renamed.keys()]);
  for (const [, newPath] of renamed) app.announceFile(newPath);
  const { tabs, active } = app.store.get();
  for (const tab of tabs) if (renamed.has(tab)) app.editor?.close(tab);
  const nextActive = active !== undefined ? (renamed.get(active) ?? active) : undefined;
  app.store.set({ paths: session.paths(), folders: [...session.folders].sort(), tabs: tabs.map((t) => renamed.get(t) ?? t), active: nextActive });
  if (nextActive !== undefined && renamed.has(active ?? '')) openFile(app, nextActive);
  saveTabs(app);
  if (moved.some(hasPageExtension)) await offerNavigationUpdate(app, from, to, isFolder);
}

/** After pages moved: offers to rewrite their navigation entries in the config. */
async function offerNavigationUpdate(app: AppController, from: string, to: string, isFolder: boolean): Promise<void> {
  const session = app.session;
  const configFile = session?.files.has('docs.json') ? 'docs.json' : session?.files.has('mint.json') ? 'mint.json' : undefined;
  const text = configFile === undefined ? undefined : session?.text(configFile);
  if (configFile === undefined || text === undefined) return;
  // Loaded when pages move, not with the app: it brings a JSON parser the first screen does not need.
  let rename: typeof import('../../workspace/navigation-rename.ts');
  try {
    rename = await import('../../workspace/navigation-rename.ts');
  } catch {
    notify(app.store, 'warning', `Could not check ${configFile} for the moved pages (part of Quire did not load); update its navigation by hand or reload.`);
    return;
  }
  const edits = rename.navigationRenameEdits(text, from, to, isFolder);
  if (edits.length === 0) return;
  const ok = await confirmWith(app.store, 'Update navigation?', `${configFile} lists ${edits.length === 1 ? 'this page' : `${edits.length} of these pages`} in its navigation. Update ${edits.length === 1 ? 'the entry' : 'the entries'} to the new path?`, 'Update navigation', { cancel: 'Leave as is' });
  if (ok) app.editFile(configFile, applyTextEdits(text, edits), 'app');
}

/** Deletes a file or folder of `session` whose deletion the user has confirmed; open tabs of it close. */
export async function removePath(app: AppController, session: WorkspaceSession, path: string, isFolder: boolean): Promise<void> {
  const removed = [...session.files.keys()].filter((p) => (isFolder ? p.startsWith(`${path}/`) : p === path));
  try {
    for (const p of removed) session.autosave.forget(p);
    await removeProjectPath(session.fs, PROJECT_ROOT, path);
    await session.fs.flush?.();
  } catch (error) {
    notify(app.store, 'error', `Could not delete ${path}: ${describeStorageError(error)}`);
    return;
  }
  for (const p of removed) session.files.delete(p);
  for (const folder of [...session.folders]) if (folder === path || folder.startsWith(`${path}/`)) session.folders.delete(folder);
  app.filesDeleted(removed);
  const gone = new Set(removed);
  const { tabs, active } = app.store.get();
  for (const t of tabs) if (gone.has(t)) app.editor?.close(t);
  const rest = tabs.filter((t) => !gone.has(t));
  app.store.set({ paths: session.paths(), folders: [...session.folders].sort(), tabs: rest, active: active !== undefined && gone.has(active) ? rest[0] : active });
  const next = app.store.get().active;
  if (next !== undefined && next !== active) openFile(app, next);
  saveTabs(app);
}

/** Adds files dropped from the desktop into a folder of the workspace: the entries and files taken from the drop event. */
export async function addDroppedFiles(app: AppController, folder: string, entries: readonly (FileSystemEntry | null)[], files: readonly File[]): Promise<void> {
  await addFiles(app, folder, await readDroppedFiles(entries, files));
}

/** Adds files into a folder of the workspace, after confirmation when some of them replace files. */
async function addFiles(app: AppController, folder: string, files: readonly { path: string; content: FileContent }[]): Promise<void> {
  if (!writable(app) || files.length === 0) return;
  const existing = files.filter((f) => app.session?.files.has(joinPath(folder, f.path)));
  if (existing.length) {
    const ok = await confirmWith(app.store, 'Replace files?', `${existing.map((f) => joinPath(folder, f.path)).join(', ')} already ${existing.length === 1 ? 'exists' : 'exist'}. Replace ${existing.length === 1 ? 'it' : 'them'}?`, 'Replace');
    if (!ok) return;
  }
  for (const file of files) app.editFile(joinPath(folder, file.path), file.content, 'app');
  const first = files[0];
  if (first) openFile(app, joinPath(folder, first.path));
}

function joinPath(folder: string, path: string): string {
  return folder ? `${folder}/${path}` : path;
}
