import type { AppController } from './app-controller.ts';

/** Closes the search side bar (the file tree shows again) and gives the keyboard back to the editor. */
export function closeSearch(app: AppController): void {
  app.store.set({ sidebar: 'files' });
  app.editor?.focus();
}
