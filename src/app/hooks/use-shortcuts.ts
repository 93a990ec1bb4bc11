import { useEffect } from 'react';
import { useApp } from '../app-context.ts';
import { formatAndSave } from '../controller/file-actions.ts';

/**
 * The app's keyboard shortcuts, caught before the editor sees them: Ctrl/Cmd+P quick open,
 * Ctrl/Cmd+Shift+P command palette, Ctrl/Cmd+Shift+F search across files, Ctrl/Cmd+S format and save.
 */
export function useShortcuts(): void {
  const app = useApp();
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 'p' && !e.shiftKey) app.store.set({ overlay: { kind: 'quick-open' } });
      else if (key === 'p' && e.shiftKey) app.store.set({ overlay: { kind: 'commands' } });
      else if (key === 'f' && e.shiftKey) app.store.set({ sidebar: 'search', overlay: undefined });
      else if (key === 's' && !e.shiftKey) void formatAndSave(app);
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [app]);
}
