import { useAppState } from '../app-context.ts';
import { usePaneSizes } from '../hooks/use-pane-sizes.ts';
import { useShortcuts } from '../hooks/use-shortcuts.ts';
import { EditorArea } from './EditorArea.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FileTree } from './FileTree.tsx';
import { Notices } from './Notices.tsx';
import { Overlays } from './Overlays.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { SearchSidebar } from './SearchSidebar.tsx';
import { Splitter } from './Splitter.tsx';
import { StatusBar } from './StatusBar.tsx';
import { TopBar } from './TopBar.tsx';

/** The layout: top bar; file tree (or search) · editor · preview with resizable panes; problems; status bar. */
export function Workbench() {
  const sidebar = useAppState((s) => s.sidebar);
  const problemsOpen = useAppState((s) => s.problemsOpen);
  const [sizes, resize] = usePaneSizes();
  useShortcuts();
  return (
    <div className="workbench" style={{ gridTemplateColumns: `${sizes.sidebar}px 4px minmax(200px, 1fr) 4px ${sizes.preview}px` }}>
      <TopBar />
      <Notices />
      <aside className="sidebar">
        <ErrorBoundary area="The side bar">{sidebar === 'search' ? <SearchSidebar /> : <FileTree />}</ErrorBoundary>
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
    </div>
  );
}
