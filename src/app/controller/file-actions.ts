import type { TextEdit } from '../../core/index.ts';
import { applyTextEdits, hasPageExtension, pageStub, titleFromFile } from '../../core/index.ts';
import { isTextPath, makeFolders } from '../../workspace/index.ts';
import type { AppController } from './app-controller.ts';
import { confirmWith, notify, promptFor } from './notices.ts';
import { loadForAction, onDemand } from './on-demand.ts';
import { typedFilePath } from './typed-file-path.ts';
import { describeStorageError, PROJECT_ROOT } from './workspace-session.ts';

/**
 * The file operations that run only on a user action (move, delete, add dropped files, open a
 * folder as a workspace): loaded on first use, or when the page is idle after the editor opened.
 */
export const fileOperations = onDemand(() => import('./file-operations.ts'));

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
  if (hasPageExtension(path) && !options.fromPreview && app.store.get().previewFile !== path) app.show(path);
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
export function writable(app: AppController): boolean {
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
  const cleaned = answer === undefined ? undefined : cleanPath(answer);
  if (cleaned === undefined) return;
  const path = typedFilePath(cleaned);
  if (app.session?.exists(path)) {
    notify(app.store, 'warning', `${path} already exists.`);
    return;
  }
  const text = hasPageExtension(path) ? pageStub(titleFromFile(path)) : '';
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
  // Fetched while the new name is typed, so the move does not wait for it.
  fileOperations.prefetch();
  const answer = await promptFor(app.store, `Rename ${from}`, 'New path', from, 'Rename');
  const to = answer === undefined ? undefined : cleanPath(answer);
  if (to !== undefined && to !== from) await movePath(app, from, to);
}

/** Moves a file or folder (rename or drag); see file-operations.ts. */
export async function movePath(app: AppController, from: string, to: string): Promise<void> {
  const operations = await loadForAction(app, fileOperations, `Could not move ${from}`);
  await operations?.movePath(app, from, to);
}

/** Deletes a file or folder after confirmation. */
export async function deletePath(app: AppController, path: string): Promise<void> {
  const session = app.session;
  if (!session || !writable(app)) return;
  const isFolder = session.folders.has(path);
  // Fetched while the question is on screen, so the deletion does not wait for it.
  fileOperations.prefetch();
  const ok = await confirmWith(app.store, `Delete ${path}?`, isFolder ? 'The folder and every file in it are deleted.' : 'The file is deleted.', 'Delete', { danger: true });
  if (!ok) return;
  const operations = await loadForAction(app, fileOperations, `Could not delete ${path}`);
  await operations?.removePath(app, session, path, isFolder);
}

/**
 * Adds files dropped from the desktop into a folder of the workspace. What was dropped is taken
 * from the event now: its DataTransfer is emptied once the event is over.
 */
export async function addDroppedFiles(app: AppController, folder: string, data: DataTransfer): Promise<void> {
  const entries = Array.from(data.items, (item) => item.webkitGetAsEntry?.() ?? null);
  const files = Array.from(data.files);
  const operations = await loadForAction(app, fileOperations, 'Could not add the dropped files');
  await operations?.addDroppedFiles(app, folder, entries, files);
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
    app.editFile(file, applyTextEdits(text, fileEdits), 'app');
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
