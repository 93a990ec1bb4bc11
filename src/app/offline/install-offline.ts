import { registerServiceWorker } from '../../offline/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { notify } from '../controller/notices.ts';
import { prepareOfflinePreview } from './offline-preview.ts';

/**
 * Keeps the app usable with no network (production builds: see registerServiceWorker) and, when a
 * later online visit finds a new version, says so with a "Reload to update" button; the page is
 * never reloaded unasked, and what was typed is written out before it is. Resolves when the preview
 * can be shown (offline, its page is copied first: see prepareOfflinePreview).
 */
export function installOffline(app: AppController): Promise<void> {
  if (!import.meta.env.PROD) return Promise.resolve();
  registerServiceWorker({
    url: `${import.meta.env.BASE_URL}sw.js`,
    onUpdate: (reload) =>
      notify(app.store, 'info', 'A new version of Quire is ready.', {
        label: 'Reload to update',
        run: () => {
          app.flushForExit();
          reload();
        },
      }),
  });
  return prepareOfflinePreview();
}
