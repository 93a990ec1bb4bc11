import type { AppController } from '../controller/app-controller.ts';
import { removeInterruptedClones } from './clone-workspace.ts';
import { gitOf } from './git-controller.ts';
import { openRepoLink } from './repo-link.ts';

/**
 * Connects git to the app: each opened workspace shows its repository (and says if an operation was
 * cut off in it), edits refresh the changes list while it is shown, and once the app is ready clones cut off by a
 * reload are removed and a `?repo=` link is followed.
 */
export function installGit(app: AppController, search: string): void {
  const git = gitOf(app);
  let workspace: string | undefined;
  let started = false;
  app.store.subscribe(() => {
    const state = app.store.get();
    const id = state.workspace?.id;
    if (id !== workspace && app.session?.meta.id === id) {
      workspace = id;
      git.workspaceOpened();
    }
    if (!started && state.phase === 'ready') {
      started = true;
      void removeInterruptedClones(app).then(() => openRepoLink(app, search));
    }
  });
  // The changes are read while the panel shows them (it reads them again when it opens).
  app.fileChanges.subscribe(() => {
    if (app.store.get().sidebar === 'git') git.scheduleStatus();
  });
}
