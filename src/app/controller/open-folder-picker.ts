/** The id of the workspace menu's folder input, which both the menu and the command palette open. */
export const folderInputId = 'open-folder-input';

/**
 * Opens the browser's folder picker of "Open folder as workspace…" (the workspace menu's hidden
 * input, which imports what is picked). Must run in a user gesture, as the menu click or the
 * palette's Enter is.
 */
export function openFolderPicker(): void {
  const input = document.getElementById(folderInputId);
  if (input instanceof HTMLInputElement) input.click();
}
