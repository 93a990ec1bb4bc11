import type { AppController } from '../controller/app-controller.ts';
import { notify } from '../controller/notices.ts';

// A workspace opened from a share link that asked for read-only keeps a mark in localStorage; while
// it is marked, its session writes nothing and the editor takes no typing, until the user chooses to
// edit the copy (which removes the mark).

const markKey = (id: string) => `quire:share-read-only:${id}`;

/** Whether the workspace was opened read-only from a share link and not yet made editable. */
export function isShareReadOnly(app: AppController, id: string): boolean {
  return app.services.storage.getItem(markKey(id)) !== null;
}

/** Marks a workspace read-only and applies it to the open session when it is that workspace. */
export function setShareReadOnly(app: AppController, id: string): void {
  app.services.storage.setItem(markKey(id), '1');
  applyReadOnly(app, id);
}

function applyReadOnly(app: AppController, id: string): void {
  const session = app.session;
  if (session?.meta.id !== id) return;
  session.frozen = true;
  app.store.set({ readOnly: true });
  app.editor?.setReadOnly(true);
  notify(app.store, 'info', `"${session.meta.name}" was opened read-only from a share link: nothing you type is kept.`, { label: 'Edit this copy', run: () => editCopy(app, id) });
}

/** Lifts a share link's read-only mark: the copy is the user's to edit. */
function editCopy(app: AppController, id: string): void {
  app.services.storage.removeItem(markKey(id));
  const session = app.session;
  if (session?.meta.id !== id) return;
  session.frozen = false;
  app.store.set({ readOnly: !session.writable });
  app.editor?.setReadOnly(!session.writable);
}

/** Applies the read-only mark each time a marked workspace is opened (after the opening has set its own state). */
export function installShareReadOnly(app: AppController): void {
  let current: string | undefined;
  app.store.subscribe(() => {
    const id = app.store.get().workspace?.id;
    if (id === current) return;
    current = id;
    if (id !== undefined && isShareReadOnly(app, id)) queueMicrotask(() => applyReadOnly(app, id));
  });
}
