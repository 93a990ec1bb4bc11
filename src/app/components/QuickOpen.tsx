import { useMemo } from 'react';
import { useApp, useAppState } from '../app-context.ts';
import { openFile } from '../controller/file-actions.ts';
import { Palette } from './Palette.tsx';

/** Ctrl/Cmd+P: open any file by typing part of its path. */
export function QuickOpen() {
  const app = useApp();
  const paths = useAppState((s) => s.paths);
  const items = useMemo(() => paths.map((path) => ({ id: path, label: path.slice(path.lastIndexOf('/') + 1), detail: path, run: () => openFile(app, path) })), [app, paths]);
  return <Palette title="Go to file" placeholder="Type a file name" items={items} onClose={() => app.store.set({ overlay: undefined })} />;
}
