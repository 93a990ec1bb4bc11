import type { AppController } from '../controller/app-controller.ts';
import { loadForAction, onDemand } from '../controller/on-demand.ts';
import type { DirectoryHandle } from './read-folder.ts';
import { takeDrop } from './take-drop.ts';

// What the workspace menu and the command palette call to import and download. The code that does
// the work (and the zip worker it starts) loads on first use: the first screen needs none of it.

const imports = onDemand(() => import('./import-workspace.ts'));
const downloads = onDemand(() => import('./downloads.ts'));

/** The id of the workspace menu's hidden `.zip` input, which the menu and the palette open. */
export const zipInputId = 'import-zip-input';

/** Where "include .git in the project download" is remembered in this browser. */
const includeGitKey = 'quire:download-with-git';

/** Whether the project download includes `.git` (the menu's checkbox). */
export function includeGit(app: AppController): boolean {
  try {
    return app.services.storage.getItem(includeGitKey) === 'true';
  } catch {
    return false;
  }
}

/** Sets whether the project download includes `.git`. */
export function setIncludeGit(app: AppController, value: boolean): void {
  try {
    app.services.storage.setItem(includeGitKey, String(value));
  } catch {
    // The choice is only a convenience.
  }
}

/** Opens the `.zip` picker; must run in a user gesture. */
export function openZipPicker(): void {
  const input = document.getElementById(zipInputId);
  if (input instanceof HTMLInputElement) input.click();
}

/** Whether this browser has the File System Access API's folder picker (showDirectoryPicker). */
export function canChooseFolder(): boolean {
  return typeof (window as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';
}

/** Opens the File System Access API's folder picker (in the user's gesture, before anything loads) and imports the folder chosen. */
export function chooseFolder(app: AppController): void {
  const picking = (window as unknown as { showDirectoryPicker(options: { mode: 'read' }): Promise<DirectoryHandle> }).showDirectoryPicker({ mode: 'read' });
  // A cancelled picker rejects: importChosenFolder says nothing then; until it has loaded, nothing is unhandled.
  picking.catch(() => undefined);
  void loadForAction(app, imports, 'Could not import the folder').then((part) => part?.importChosenFolder(app, picking));
}

/** Imports a picked `.zip`. */
export function importZip(app: AppController, file: File): void {
  void loadForAction(app, imports, `Could not import ${file.name}`).then((part) => part?.importZipFile(app, file));
}

/** Imports what the folder picker (`<input webkitdirectory>`) gave. */
export function importPicked(app: AppController, picked: readonly { path: string; file: Blob }[]): void {
  if (picked.length === 0) return;
  void loadForAction(app, imports, 'Could not import the folder').then((part) => part?.importPickedFolder(app, picked));
}

/** Imports a drop on the app: its DataTransfer is read now, while the event lasts. */
export function importDropped(app: AppController, data: DataTransfer): void {
  // The items are taken now; the module that reads them may still be loading.
  const dropped = takeDrop(data);
  void loadForAction(app, imports, 'Could not import what was dropped').then((part) => part?.importDrop(app, dropped));
}

/** Downloads the project as a `.zip` (with `.git` when the menu's checkbox says so). */
export function downloadProject(app: AppController, withGit = includeGit(app)): void {
  void loadForAction(app, downloads, 'Could not download the project').then((part) => part?.downloadProject(app, withGit));
}

/** Downloads the rendered site as a `.zip`. */
export function downloadSite(app: AppController): void {
  void loadForAction(app, downloads, 'Could not download the site').then((part) => part?.downloadSite(app));
}
