import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installApiPlayground } from './api-playground/install-api-playground.ts';
import { AppController } from './controller/app-controller.ts';
import { openFile } from './controller/file-actions.ts';
import { bootWorkspaces } from './controller/workspace-actions.ts';
import { installGit } from './git/install-git.ts';
import { openHandoff } from './handoff/open-handoff.ts';
import { installOffline } from './offline/install-offline.ts';
import { createBrowserServices } from './services/browser-services.ts';
import { openShareLink } from './share/open-share-link.ts';
import { installShareReadOnly } from './share/share-read-only.ts';
import { initialAppState } from './state/app-state.ts';
import { createStore } from './state/store.ts';
import './styles/app.css';

/**
 * Assembles the app, the one place it is: browser services, the store, the controller, the UI.
 * `coreWorker` is the worker that runs core, started by the page's first script (main.ts) while this
 * module was fetched.
 */
export function bootApp(coreWorker: Worker): void {
  const services = createBrowserServices({ coreWorker });
  const savedTheme = services.storage.getItem('quire:theme');
  const theme = savedTheme === 'dark' || savedTheme === 'light' ? savedTheme : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  const store = createStore(initialAppState(theme, services.storage.getItem('quire:strict') === 'true'));
  const controller = new AppController(services, store);
  controller.openFileFromPreview = (path) => openFile(controller, path, { fromPreview: true });
  installGit(controller, location.search);
  installApiPlayground(controller);
  installShareReadOnly(controller);
  openShareLink(controller, location.hash);
  openHandoff(controller, location.hash);
  // Offline, the preview's page is copied from the service worker's cache before the first frame.
  const offlineReady = installOffline(controller);

  // Nothing typed is lost: unsaved text goes to synchronous storage when the page is hidden or closed.
  addEventListener('pagehide', () => controller.flushForExit());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') controller.flushForExit();
  });

  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode><App controller={controller} /></StrictMode>);

  offlineReady.then(() => bootWorkspaces(controller)).catch((error: unknown) => {
    store.set({ phase: 'failed', failure: error instanceof Error ? error.message : String(error) });
  });
}
