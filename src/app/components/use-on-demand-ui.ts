import { useEffect, useState } from 'react';
import { useApp } from '../app-context.ts';
import { notify } from '../controller/notices.ts';
import { loadFailure, onDemand } from '../controller/on-demand.ts';
import type { OnDemandUi } from './on-demand-ui.ts';

/**
 * The UI a first visit does not show (quick open, the command palette, search across files), one
 * chunk: loaded on first use, or when the page is idle after the editor has opened.
 */
export const onDemandUi = onDemand(async () => (await import('./on-demand-ui.ts')).onDemandUi);

/**
 * The on-demand UI for a component: undefined until it has loaded (the component shows its shell
 * meanwhile). When it cannot load, a notice says what could not be done and `onFailed` runs.
 * @param what what could not be done: `Could not open search`.
 */
export function useOnDemandUi(what: string, onFailed: () => void): OnDemandUi | undefined {
  const app = useApp();
  const [ui, setUi] = useState(onDemandUi.loaded);
  useEffect(() => {
    if (ui) return;
    let live = true;
    onDemandUi.load().then(
      (loaded) => {
        if (live) setUi(loaded);
      },
      (error: unknown) => {
        if (!live) return;
        notify(app.store, 'error', loadFailure(what, error));
        onFailed();
      },
    );
    return () => {
      live = false;
    };
    // onFailed is not a dependency: a new function on each render must not start another load.
  }, [app, ui, what]);
  return ui;
}
