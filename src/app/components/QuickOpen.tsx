import { useMemo } from 'react';
import { useApp, useAppState } from '../app-context.ts';
import { openFile } from '../controller/file-actions.ts';
import { Palette } from './Palette.tsx';
import { paletteText } from './PaletteOverlay.tsx';
import type { PaletteDraft } from './PaletteOverlay.tsx';

/** Ctrl/Cmd+P: open any file by typing part of its path. */
export function QuickOpen({ draft }: { draft: PaletteDraft }) {
  const app = useApp();
  const paths = useAppState((s) => s.paths);
  const items = useMemo(() => paths.map((path) => ({ id: path, label: path.slice(path.lastIndexOf('/') + 1), detail: path, run: () => openFile(app, path) })), [app, paths]);
  return <Palette {...paletteText['quick-open']} items={items} draft={draft} onClose={() => app.store.set({ overlay: undefined })} />;
}
