import { useAppState } from '../app-context.ts';
import { ConfirmDialog, PromptDialog } from './Dialogs.tsx';
import { PaletteOverlay } from './PaletteOverlay.tsx';

/** The modal shown, if any. */
export function Overlays() {
  const overlay = useAppState((s) => s.overlay);
  if (!overlay) return null;
  switch (overlay.kind) {
    case 'quick-open':
    case 'commands':
      return <PaletteOverlay key={overlay.kind} kind={overlay.kind} />;
    case 'confirm':
      return <ConfirmDialog overlay={overlay} />;
    case 'prompt':
      return <PromptDialog overlay={overlay} />;
  }
}
