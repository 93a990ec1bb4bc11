import { lazy, Suspense } from 'react';
import { useApp, useAppState } from '../app-context.ts';
import { useStore } from '../state/use-store.ts';
import { openShareDialog } from './share-actions.ts';
import { shareStoreOf } from './share-state.ts';

// The dialog is not part of the first screen: its code loads when it is first opened.
const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog.tsx')).ShareDialog }));

/** The top bar's Share button, and the Share dialog while it is open. */
export function ShareButton() {
  const app = useApp();
  const workspace = useAppState((s) => s.workspace !== undefined);
  const open = useStore(shareStoreOf(app), (s) => s.dialog !== undefined);
  return (
    <>
      <button type="button" className="top-button wide-only" disabled={!workspace} onClick={() => void openShareDialog(app)} title="A link that opens a copy of this project at this page">
        Share
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog />
        </Suspense>
      )}
    </>
  );
}
