import type { TextEdit } from '../../core/index.ts';
import { applyTextChanges, isTextPath, makeFolders, moveProjectPath, removeProjectPath } from '../../workspace/index.ts';
import type { FileContent } from '../../workspace/index.ts';
import type { AppController } from './app-controller.ts';
import { confirmWith, notify, promptFor } from './notices.ts';
import { describeStorageError, PROJECT_ROOT } from './workspace-session.ts';

const isPage = (path: string) => /\.mdx?$/i.test(path);

/** Reopens the tabs saved with a workspace (dropping files that no longer exist); returns the active one. */
export function restoreTabs(app: AppController, saved: { tabs: readonly string[]; active: string | undefined }): string | undefined {
  const session = app.session;
  if (!session) return undefined;
  const tabs = saved.tabs.filter((t) => session.files.has(t));
  const active = saved.active !== undefined && tabs.includes(saved.active) ? saved.active : tabs[0];
  app.store.set({ tabs, active });
  if (active !== undefined) showInEditor(app, active);
  return active;
}

/**
 * Opens a file in a tab and shows it; a page is also shown in the preview unless the preview
 * asked for it (`fromPreview`).
 */
export function openFile(app: AppController, path: string, options: { fromPreview?: boolean; line?: number; column?: number } = {}): void {
  const session = app.session;
  if (!session?.files.has(path)) return;
  app.store.set((s) => ({ tabs: s.tabs.includes(path) ? s.tabs : [...s.tabs, path], active: path, overlay: undefined }));
  showInEditor(app, path);
  if (options.line !== undefined) app.editor?.reveal(options.line, options.column ?? 1);
  if (isPage(path) && !options.fromPreview && app.store.get().previewFile !== path) app.show(path);
  saveTabs(app);
}

/** Puts a text file into the editor (images are shown by the image view instead). */
function showInEditor(app: AppController, path: string): void {
  const text = app.session?.text(path);
  if (text !== undefined && isTextPath(path)) app.editor?.open(path, text);
}

/** Closes a tab; the neighbour becomes active. */
export function closeTab(app: AppController, path: string): void {
  const { tabs, active } = app.store.get();
  const index = tabs.indexOf(path);
  if (index < 0) return;
  const rest = tabs.filter((t) => t !== path);
  const next = active === path ? (rest[index] ?? rest[index - 1]) : active;
  app.store.set({ tabs: rest, active: next });
  app.editor?.close(path);
  if (next !== undefined && next !== active) openFile(app, next);
  saveTabs(app);
}

/** Remembers the open tabs of the workspace for the next visit. */
export function saveTabs(app: AppController): void {
  const session = app.session;
  if (!session) return;
  const { tabs, active } = app.store.get();
  try {
    app.services.registry.saveSession(session.meta.id, { tabs, active });
  } catch {
    // Losing the list of open tabs is not worth an error; files are saved separately.
  }
}

/** Checks that the workspace may be written; warns when it may not. */
function writable(app: AppController): boolean {
  if (app.session?.writable) return true;
  notify(app.store, 'warning', 'This workspace is read-only here because another tab is editing it.');
  return false;
}

/** Cleans a path typed by the user; undefined when it is not usable. */
export function cleanPath(input: string): string | undefined {
  const parts = input.replace(/\\/g, '/').split('/').map((p) => p.trim()).filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 || parts.some((p) => p === '..')) return undefined;
  return parts.join('/');
}

/** Asks for a name and creates a file in `folder` (a new page gets front matter). */
export async function newFile(app: AppController, folder = ''): Promise<void> {
  if (!writable(app)) return;
  const answer = await promptFor(app.store, 'New file', 'File path', folder ? `${folder}/new-page.mdx` : 'new-page.mdx', 'Create');
  const path = answer === undefined ? undefined : cleanPath(answer);
  if (path === undefined) return;
  if (app.session?.exists(path)) {
    notify(app.store, 'warning', `${path} already exists.`);
    return;
  }
  const title = (path.split('/').pop() ?? path).replace(/\.mdx?$/i, '').replace(/[-_]+/g, ' ');
  const text = isPage(path) ? `---\ntitle: "${title.charAt(0).toUpperCase()}${title.slice(1)}"\ndescription: ""\n---\n\n` : '';
  app.editFile(path, text, 'app');
  openFile(app, path);
}

/** Asks for a name and creates a folder. */
export async function newFolder(app: AppController, parent = ''): Promise<void> {
  const session = app.session;
  if (!session || !writable(app)) return;
  const answer = await promptFor(app.store, 'New folder', 'Folder path', parent ? `${parent}/new-folder` : 'new-folder', 'Create');
  const path = answer === undefined ? undefined : cleanPath(answer);
  if (path === undefined) return;
  try {
    await makeFolders(session.fs, `${PROJECT_ROOT}${path}`);
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) session.folders.add(parts.slice(0, i).join('/'));
    app.store.set({ folders: [...session.folders].sort() });
  } catch (error) {
    notify(app.store, 'error', `Could not create ${path}: ${describeStorageError(error)}`);
  }
}

/** Asks for a new path and moves a file or folder there. */
export async function renamePrompt(app: AppController, from: string): Promise<void> {
  const answer = await promptFor(app.store, `Rename ${from}`, 'New path', from, 'Rename');
  const to = answer === undefined ? undefined : cleanPath(answer);
  if (to !== undefined && to !== from) await movePath(app, from, to);
}

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
  if (moved.some(isPage)) await offerNavigationUpdate(app, from, to, isFolder);
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
  if (ok) app.editFile(configFile, applyTextChanges(text, edits), 'app');
}

/** Deletes a file or folder after confirmation. */
export async function deletePath(app: AppController, path: string): Promise<void> {
  const session = app.session;
  if (!session || !writable(app)) return;
  const isFolder = session.folders.has(path);
  const ok = await confirmWith(app.store, `Delete ${path}?`, isFolder ? 'The folder and every file in it are deleted.' : 'The file is deleted.', 'Delete', { danger: true });
  if (!ok) return;
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

/** Adds files dropped from the desktop (or picked) into a folder of the workspace. */
export async function addFiles(app: AppController, folder: string, files: readonly { path: string; content: FileContent }[]): Promise<void> {
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

/**
 * Applies a quick fix or any edits by offset: each file's current text is edited (a file that
 * does not exist is created from an edit at 0..0) and the change goes the usual way. A file a
 * fix creates is opened.
 */
export function applyEdits(app: AppController, edits: readonly TextEdit[]): void {
  const session = app.session;
  if (!session || !writable(app)) return;
  const byFile = new Map<string, TextEdit[]>();
  for (const edit of edits) byFile.set(edit.file, [...(byFile.get(edit.file) ?? []), edit]);
  let created: string | undefined;
  for (const [file, fileEdits] of byFile) {
    const exists = session.files.has(file);
    const text = session.text(file) ?? '';
    if (!exists) created ??= file;
    app.editFile(file, applyTextChanges(text, fileEdits), 'app');
  }
  if (created !== undefined) openFile(app, created);
}

/** Ctrl/Cmd+S: formats the shown file and writes everything pending now. */
export async function formatAndSave(app: AppController): Promise<void> {
  try {
    await app.editor?.format();
  } finally {
    // Saving does not depend on formatting, whose code is loaded on first use.
    await app.session?.autosave.flush();
  }
}
