import { workspaceListKey } from '../workspace/workspace-list-key.ts';

// The page's first script: it starts the worker that runs core before the rest of the app (React,
// the workbench) is fetched, so the worker's code loads alongside the app's and the first preview
// does not wait for one after the other. The app adopts this worker (see bootApp).
const coreWorker = new Worker(new URL('../worker/worker-main.ts', import.meta.url), { type: 'module', name: 'quire-core' });
const first = firstVisit();
// A first visit (no workspace yet, no link to open) opens the starter: its files are fetched now as well.
if (!location.hash && first) void import('../workspace/starter/starter-project.ts').catch(() => undefined);
// A return visit renders the workbench at once (its files and problems are what the user comes back
// to): its code is fetched now as well, not after the boot's module.
if (!first) void import('./render-app.tsx').catch(() => undefined);

import('./boot-app.tsx').then(
  ({ bootApp }) => bootApp(coreWorker, { firstVisit: first }),
  (error: unknown) => {
    document.body.textContent = `Quire did not load (${error instanceof Error ? error.message : String(error)}). Reload to try again.`;
  },
);

/** Whether no workspace was ever made here (the registry's list is not in storage). */
function firstVisit(): boolean {
  try {
    return localStorage.getItem(workspaceListKey) === null;
  } catch {
    return false;
  }
}
