import { useApp, useAppState } from '../app-context.ts';
import { closeTab, openFile } from '../controller/file-actions.ts';
import { tabFolderHints } from './tab-folder-hints.ts';

/** The open files as tabs (with a folder hint when two share a name); middle-click or the × closes one. */
export function EditorTabs() {
  const app = useApp();
  const tabs = useAppState((s) => s.tabs);
  const active = useAppState((s) => s.active);
  const unsaved = useAppState((s) => s.unsaved);
  const hints = tabFolderHints(tabs);
  return (
    <div role="tablist" aria-label="Open files" className="editor-tabs">
      {tabs.map((path) => (
        <div key={path} className={`editor-tab${path === active ? ' active' : ''}`} title={path}>
          <button
            type="button"
            role="tab"
            aria-selected={path === active}
            className="editor-tab-label"
            onClick={() => openFile(app, path)}
            onAuxClick={(e) => {
              if (e.button === 1) closeTab(app, path);
            }}
          >
            {path.slice(path.lastIndexOf('/') + 1)}
            {hints.has(path) && <span className="editor-tab-hint"> — {hints.get(path)}</span>}
            {unsaved.has(path) && <span className="unsaved-dot" aria-label="unsaved" />}
          </button>
          <button type="button" className="editor-tab-close" aria-label={`Close ${path}`} onClick={() => closeTab(app, path)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
