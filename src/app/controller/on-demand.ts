import type { AppState } from '../state/app-state.ts';
import type { Store } from '../state/store.ts';
import { notify } from './notices.ts';

/**
 * A part of the app that the first screen does not need (a dynamic import): loaded on first use,
 * or ahead of it once the page is idle.
 */
export interface OnDemand<T> {
  /** The part, once it has loaded. */
  readonly loaded: T | undefined;
  /** Starts loading it or joins the load under way; after a failure the next call tries again. */
  load(): Promise<T>;
  /** Starts loading it without waiting; a failure is left for the first use to report. */
  prefetch(): void;
}

/** A part loaded by `importer` when it is first asked for; `importer` runs again only after a failure. */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    get loaded() {
      return loaded;
    },
    load,
    prefetch: () => void load().catch(() => {}),
  };
}

/**
 * The notice for a part that did not load (offline, or a new deployment replaced the files).
 * @param what what could not be done: `Could not move guides/a.mdx`.
 */
export function loadFailure(what: string, error: unknown): string {
  return `${what}: part of Quire did not load (${error instanceof Error ? error.message : String(error)}). Reload to try again.`;
}

/**
 * Loads a part for an action the user asked for; when it cannot load, the user is told in a
 * notice (see loadFailure) and the result is undefined.
 */
export async function loadForAction<T>(app: { readonly store: Store<AppState> }, part: OnDemand<T>, what: string): Promise<T | undefined> {
  try {
    return await part.load();
  } catch (error) {
    notify(app.store, 'error', loadFailure(what, error));
    return undefined;
  }
}

/**
 * Fetches parts ahead of their first use, `delayMs` (default 2000) after it is called and then
 * when the page is idle. It is called once the editor has opened: neither the first screen nor
 * Monaco's start waits for code the first screen does not show, and a shortcut pressed later
 * finds its code ready.
 */
export function prefetchWhenIdle(parts: readonly OnDemand<unknown>[], delayMs = 2000): void {
  const run = () => {
    for (const part of parts) part.prefetch();
  };
  setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : run()), delayMs);
}
