import { registerServiceWorker } from '../../offline/index.ts';
import type { AppController } from '../controller/app-controller.ts';
import { notify } from '../controller/notices.ts';

/**
 * Keeps the app usable with no network (production builds: see registerServiceWorker) and, when a
 * later online visit finds a new version, says so with a "Reload to update" button; the page is
 * never reloaded unasked, and what was typed is written out before it is.
 */
export function installUpdateNotice(app: AppController): void {
  if (!import.meta.env.PROD) return;
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
}
