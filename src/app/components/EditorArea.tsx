import { useEffect, useRef } from 'react';
import { isImagePath, isTextPath } from '../../workspace/index.ts';
import { useApp, useAppState } from '../app-context.ts';
import { mountEditor, upgradeEditor } from '../controller/editor-mount.ts';
import { fileOperations } from '../controller/file-actions.ts';
import { prefetchWhenIdle } from '../controller/on-demand.ts';
import { plainEditorFactory } from '../editor-slot/plain-editor.ts';
import { BinaryView } from './BinaryView.tsx';
import { EditorTabs } from './EditorTabs.tsx';
import { ImageView } from './ImageView.tsx';
import { onDemandUi } from './use-on-demand-ui.ts';

/**
 * The editor pane: tabs, then the editor (or an image view for images). The plain editor is
 * mounted at once; Monaco replaces it once the first preview is on screen, and then the code
 * that runs only on the user's request is fetched when the page is idle.
 */
export function EditorArea() {
  const app = useApp();
  const host = useRef<HTMLDivElement>(null);
  const upgraded = useRef(false);
  const active = useAppState((s) => s.active);
  const editorKind = useAppState((s) => s.editorKind);
  const phase = useAppState((s) => s.phase);
  const previewShown = useAppState((s) => s.previewShown);
  // A file kept as bytes (not a text file, or one too large or not UTF-8) is never opened as text.
  const binary = active !== undefined && !isImagePath(active) && app.session?.files.get(active) instanceof Uint8Array;
  const showsText = active !== undefined && isTextPath(active) && !isImagePath(active) && !binary;

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    mountEditor(app, container, plainEditorFactory);
    return () => {
      app.editor?.dispose();
      app.editor = undefined;
    };
  }, [app]);

  useEffect(() => {
    const container = host.current;
    if (!container || phase === 'booting') return;
    // Monaco loads once the first preview is on screen (or after a few seconds without one, such
    // as for a project whose config is broken), so it never competes with the first page.
    const start = () => {
      if (upgraded.current) return;
      upgraded.current = true;
      void upgradeEditor(app, container).then(() => prefetchWhenIdle([onDemandUi, fileOperations]));
    };
    if (previewShown) start();
    const fallback = window.setTimeout(start, 4000);
    return () => window.clearTimeout(fallback);
  }, [app, phase, previewShown]);

  return (
    <section className="editor-area" aria-label="Editor">
      <EditorTabs />
      <div className="editor-body">
        <div ref={host} className="editor-host" data-editor={editorKind} hidden={!showsText} />
        {active !== undefined && isImagePath(active) && <ImageView path={active} />}
        {active !== undefined && binary && <BinaryView path={active} />}
        {active === undefined && <p className="empty-editor">Open a file from the tree, or press Ctrl+P.</p>}
      </div>
    </section>
  );
}
