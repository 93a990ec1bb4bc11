import { takeProjectHandoff } from '../../validate/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { notify } from '../controller/notices.ts';
import { whenReady } from '../controller/when-ready.ts';
import { createWorkspace } from '../controller/workspace-actions.ts';

/**
 * Opens what the validation page's "Open as project" handed over (`#open=<key>`, see
 * storeProjectHandoff) in a new workspace once the app is ready, never writing into an existing one.
 * The fragment is cleared at once, so a reload does not open it twice.
 */
export function openHandoff(app: AppController, hash: string): void {
  const handoff = takeProjectHandoff(localStorage, hash);
  if (handoff === undefined) return;
  history.replaceState(history.state, '', location.pathname + location.search);
  whenReady(app, () => {
    if (handoff === 'missing') {
      notify(app.store, 'warning', 'The config handed over by the validation page was not found (it opens once, in the browser it was sent from). Open it again from the validation page.');
      return;
    }
    void createWorkspace(app, app.services.registry.uniqueName(handoff.name), { kind: 'files', files: new Map(Object.entries(handoff.files)) });
  });
}
