import { useMemo } from 'react';
import { useApp } from '../app-context.ts';
import { listCommands } from '../controller/commands.ts';
import { Palette } from './Palette.tsx';

/** Ctrl/Cmd+Shift+P: every command by name. */
export function CommandPalette() {
  const app = useApp();
  const items = useMemo(() => listCommands(app).map((c) => ({ id: c.id, label: c.label, ...(c.keys !== undefined && { detail: c.keys }), run: c.run })), [app]);
  return <Palette title="Command palette" placeholder="Type a command" items={items} onClose={() => app.store.set({ overlay: undefined })} />;
}
