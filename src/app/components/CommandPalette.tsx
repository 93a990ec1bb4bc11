import { useMemo } from 'react';
import { useApp } from '../app-context.ts';
import { listCommands } from '../controller/commands.ts';
import { Palette } from './Palette.tsx';
import { paletteText } from './PaletteOverlay.tsx';
import type { PaletteDraft } from './PaletteOverlay.tsx';

/** Ctrl/Cmd+Shift+P: every command by name. */
export function CommandPalette({ draft }: { draft: PaletteDraft }) {
  const app = useApp();
  const items = useMemo(() => listCommands(app).map((c) => ({ id: c.id, label: c.label, ...(c.keys !== undefined && { detail: c.keys }), run: c.run })), [app]);
  return <Palette {...paletteText.commands} items={items} draft={draft} onClose={() => app.store.set({ overlay: undefined })} />;
}
