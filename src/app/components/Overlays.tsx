import { useAppState } from '../app-context.ts';
import { CommandPalette } from './CommandPalette.tsx';
import { ConfirmDialog, PromptDialog } from './Dialogs.tsx';
import { QuickOpen } from './QuickOpen.tsx';

/** The modal shown, if any. */
export function Overlays() {
  const overlay = useAppState((s) => s.overlay);
  if (!overlay) return null;
  switch (overlay.kind) {
    case 'quick-open':
      return <QuickOpen />;
    case 'commands':
      return <CommandPalette />;
    case 'confirm':
      return <ConfirmDialog overlay={overlay} />;
    case 'prompt':
      return <PromptDialog overlay={overlay} />;
  }
}
