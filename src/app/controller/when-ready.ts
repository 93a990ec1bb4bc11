import type { AppController } from './app-controller.ts';

/**
 * Runs `run` once, as soon as the app is ready (its first workspace open): for what the address asks
 * at load (a share link, a validation hand-over, a `?repo=` link), which needs a ready app to act in.
 */
export function whenReady(app: AppController, run: () => void): void {
  let started = false;
  const check = (): void => {
    if (started || app.store.get().phase !== 'ready') return;
    started = true;
    queueMicrotask(() => unsubscribe());
    run();
  };
  const unsubscribe = app.store.subscribe(check);
  check();
}
