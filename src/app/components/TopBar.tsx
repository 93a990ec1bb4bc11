import { useApp, useAppState } from '../app-context.ts';
import { ShareButton } from '../share/ShareButton.tsx';
import { WorkspaceMenu } from './WorkspaceMenu.tsx';

/** Brand, workspace switcher, search, command palette and the app theme. */
export function TopBar() {
  const app = useApp();
  const theme = useAppState((s) => s.theme);
  const sidebar = useAppState((s) => s.sidebar);
  return (
    <header className="top-bar">
      <span className="brand">Quire</span>
      <WorkspaceMenu />
      <span className="spacer" />
      <button type="button" className="top-button" aria-pressed={sidebar === 'search'} onClick={() => app.store.set({ sidebar: sidebar === 'search' ? 'files' : 'search' })} title="Search across files (Ctrl+Shift+F)">
        Search
      </button>
      <button type="button" className="top-button" aria-pressed={sidebar === 'git'} onClick={() => app.store.set({ sidebar: sidebar === 'git' ? 'files' : 'git' })} title="Changes, commit, push and pull">
        Source control
      </button>
      <ShareButton />
      <button type="button" className="top-button wide-only" onClick={() => app.store.set({ overlay: { kind: 'quick-open' } })} title="Quick open (Ctrl+P)">
        Go to file
      </button>
      <button type="button" className="top-button" onClick={() => app.store.set({ overlay: { kind: 'commands' } })} title="Command palette (Ctrl+Shift+P)">
        Commands
      </button>
      <button type="button" className="icon-button" aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'} onClick={() => app.setTheme(theme === 'dark' ? 'light' : 'dark')}>
        {theme === 'dark' ? '☀' : '☾'}
      </button>
    </header>
  );
}
