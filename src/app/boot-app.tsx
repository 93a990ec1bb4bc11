import { installApiPlayground } from './api-playground/install-api-playground.ts';
import { AppController } from './controller/app-controller.ts';
import { openFile } from './controller/file-actions.ts';
import { framesMoveWithoutReload } from './controller/preview-frames.ts';
import { uiNeeded } from './controller/ui-needed.ts';
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
 * How long the workbench may wait for the first preview before it is fetched anyway: a safety net for a
 * start that neither shows a page nor says why (every known one does, see uiNeeded).
 */
const UI_DEADLINE_MS = 10_000;

/**
 * Assembles the app, the one place it is: browser services, the store, the controller, the UI.
 * `coreWorker` is the worker that runs core, started by the page's first script (main.ts) while this
 * module was fetched. The preview frame is the app's own (see PreviewFrames), so on a first visit
 * (`firstVisit`: no workspace was ever made here) the starter's first page is shown before the workbench
 * (React, ~77 KB gzip) is fetched: that waits for the first preview, or for anything that needs the
 * workbench before it (a notice, a dialog, a project with no page to show). A return visit, whose code
 * is cached, renders the workbench at once: its files, tabs and problems are what the user comes back to.
 */
export function bootApp(coreWorker: Worker, { firstVisit = false }: { firstVisit?: boolean } = {}): void {
  const services = createBrowserServices({ coreWorker });
  const savedTheme = services.storage.getItem('quire:theme');
  const theme = savedTheme === 'dark' || savedTheme === 'light' ? savedTheme : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  const store = createStore(initialAppState(theme, services.storage.getItem('quire:strict') === 'true'));
  const frameHolder = document.createElement('div');
  frameHolder.className = 'preview-frame-holder';
  document.body.append(frameHolder);
  // A browser that would reload a moved frame gets the workbench at once and the frame in its pane.
  const early = framesMoveWithoutReload();
  const controller = new AppController(services, store, frameHolder, { waitForSlot: !early });
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

  let rendering = false;
  const renderUi = () => {
    if (rendering) return;
    rendering = true;
    stop();
    clearTimeout(deadline);
    import('./render-app.tsx').then(
      ({ renderApp }) => renderApp(controller),
      (error: unknown) => {
        document.body.textContent = `Quire did not load (${error instanceof Error ? error.message : String(error)}). Reload to try again.`;
      },
    );
  };
  const stop = store.subscribe(() => {
    if (uiNeeded(store.get())) renderUi();
  });
  const deadline = setTimeout(renderUi, UI_DEADLINE_MS);
  if (!early || !firstVisit) renderUi();

  offlineReady.then(() => {
    controller.previewFrames.enable();
    return bootWorkspaces(controller);
  }).catch((error: unknown) => {
    store.set({ phase: 'failed', failure: error instanceof Error ? error.message : String(error) });
  });
}
