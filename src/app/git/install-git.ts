import type { AppController } from '../controller/app-controller.ts';
import { readRepoRecord, runningMarker } from './repo-records.ts';

/**
 * Connects git to the app without loading git's code before the first preview: the git controller
 * (which then follows each opened workspace, see gitOf) is imported once a workspace cloned from a
 * repository is opened or the workbench's git UI asks for it; once the app is ready, clones cut off by
 * a reload are removed and a `?repo=` link is followed, their code imported only when there is one.
 */
export function installGit(app: AppController, search: string): void {
  const { storage, registry } = app.services;
  let workspace: string | undefined;
  let started = false;
  app.store.subscribe(() => {
    const state = app.store.get();
    const meta = app.session?.meta;
    if (meta && meta.id !== workspace && meta.id === state.workspace?.id) {
      workspace = meta.id;
      if (readRepoRecord(storage, meta.fsName)) void import('./git-controller.ts').then(({ gitOf }) => gitOf(app));
    }
    if (!started && state.phase === 'ready') {
      started = true;
      const interrupted = registry.list().some((listed) => runningMarker(storage, listed.fsName)?.operation === 'clone');
      if (!interrupted && !new URLSearchParams(search).get('repo')) return;
      void (async () => {
        const [{ removeInterruptedClones }, { openRepoLink }] = await Promise.all([import('./clone-workspace.ts'), import('./repo-link.ts')]);
        await removeInterruptedClones(app);
        await openRepoLink(app, search);
      })();
    }
  });
}
