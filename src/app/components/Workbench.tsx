import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useApp, useAppState } from '../app-context.ts';
import { usePaneSizes } from '../hooks/use-pane-sizes.ts';
import { useShortcuts } from '../hooks/use-shortcuts.ts';
import { EditorArea } from './EditorArea.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FileTree } from './FileTree.tsx';
import { GitOverlays, SourceControlSidebar } from './GitOverlays.tsx';
import { Notices } from './Notices.tsx';
import { Overlays } from './Overlays.tsx';
import { type NarrowPane, PaneTabs } from './PaneTabs.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { SearchSidebar } from './SearchSidebar.tsx';
import { Splitter } from './Splitter.tsx';
import { StatusBar } from './StatusBar.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The layout: top bar; file tree (or search) · editor · preview with resizable panes; problems; status
 * bar. Below 900 px (app.css) the panes are tabs instead, one shown at a time.
 */
export function Workbench() {
  const sidebar = useAppState((s) => s.sidebar);
  const problemsOpen = useAppState((s) => s.problemsOpen);
  const active = useAppState((s) => s.active);
  const [sizes, resize] = usePaneSizes();
  const [pane, setPane] = useState<NarrowPane>('editor');
  useNarrowPaneFollows(active, sidebar, pane, setPane);
  useShortcuts();
  const columns = { '--sidebar-width': `${sizes.sidebar}px`, '--preview-width': `${sizes.preview}px` } as CSSProperties;
  return (
    <div className="workbench" data-pane={pane} style={columns}>
      <TopBar />
      <Notices />
      <PaneTabs pane={pane} onPane={setPane} />
      <aside className="sidebar">
        <ErrorBoundary area="The side bar">{sidebar === 'search' ? <SearchSidebar /> : sidebar === 'git' ? <SourceControlSidebar /> : <FileTree />}</ErrorBoundary>
      </aside>
      <Splitter label="Resize file tree" value={sizes.sidebar} onChange={(v) => resize('sidebar', v)} direction="right" gridArea="split1" />
      <main className="center">
        <ErrorBoundary area="The editor">
          <EditorArea />
        </ErrorBoundary>
        {problemsOpen && (
          <>
            <Splitter label="Resize problems panel" value={sizes.problems} onChange={(v) => resize('problems', v)} direction="up" orientation="horizontal" />
            <ErrorBoundary area="The problems panel">
              <ProblemsPanel height={sizes.problems} />
            </ErrorBoundary>
          </>
        )}
      </main>
      <Splitter label="Resize preview" value={sizes.preview} onChange={(v) => resize('preview', v)} direction="left" gridArea="split2" />
      <ErrorBoundary area="The preview">
        <PreviewPane />
      </ErrorBoundary>
      <StatusBar />
      <Overlays />
      <GitOverlays />
    </div>
  );
}

/**
 * In the narrow layout: a file opened from the file tree or the search results shows the editor,
 * opening search shows the side bar, and closing it goes back to the editor (which has the keyboard
 * then). A page opened by a link in the preview leaves the preview shown.
 */
function useNarrowPaneFollows(active: string | undefined, sidebar: 'files' | 'search' | 'git', pane: NarrowPane, setPane: (pane: NarrowPane) => void): void {
  const shown = useRef(active);
  useEffect(() => {
    if (active === shown.current) return;
    shown.current = active;
    if (pane === 'files' && active !== undefined) setPane('editor');
  }, [active, pane, setPane]);
  const app = useApp();
  const searching = useRef(sidebar === 'search');
  const refocus = useRef(false);
  useEffect(() => {
    if (sidebar === 'search') setPane('files');
    else if (searching.current) {
      setPane('editor');
      refocus.current = true;
    }
    searching.current = sidebar === 'search';
  }, [sidebar, setPane]);
  // The editor could not take the keyboard while its pane was hidden: it takes it once shown.
  useEffect(() => {
    if (pane !== 'editor' || !refocus.current) return;
    refocus.current = false;
    app.editor?.focus();
  }, [pane, app]);
}
