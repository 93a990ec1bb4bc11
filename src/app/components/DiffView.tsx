import { useEffect, useId, useRef, useState } from 'react';
import { isTextPath } from '../../workspace/index.ts';
import { useApp, useAppState } from '../app-context.ts';
import { failureOf } from '../git/git-controller.ts';
import { projectPathOf } from '../git/project-path.ts';
import { useGit, useGitState } from '../git/use-git.ts';
import '../git/git.css';

const decoder = new TextDecoder();

/** A changed file side by side: the last commit's text on the left, the working file on the right (Monaco's diff, read-only). */
export function DiffView() {
  const app = useApp();
  const git = useGit();
  const change = useGitState((s) => s.diff);
  const folder = useGitState((s) => s.repo?.folder);
  const theme = useAppState((s) => s.theme);
  const container = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<string | undefined>('Loading the diff…');
  const titleId = useId();
  const path = change ? projectPathOf(change.path, folder) : '';

  useEffect(() => {
    const fsName = git.fsName;
    if (!change || !fsName) return;
    let disposed = false;
    let handle: { dispose(): void } | undefined;
    void (async () => {
      if (!isTextPath(path)) return setMessage('This is a binary file: there is no text to compare.');
      try {
        const [head, { mountDiffEditor }] = await Promise.all([git.client().run(fsName, { name: 'head-file', path: change.from ?? change.path }).result, import('../git/diff-editor.ts')]);
        const current = change.kind === 'deleted' ? '' : (app.session?.text(path) ?? '');
        if (disposed || !container.current) return;
        setMessage(undefined);
        handle = mountDiffEditor(container.current, path, head ? decoder.decode(head) : '', current, theme);
      } catch (error) {
        if (!disposed) setMessage(error instanceof Error && 'code' in error ? failureOf(error).text : `The diff could not be shown (${String(error)}).`);
      }
    })();
    return () => {
      disposed = true;
      handle?.dispose();
    };
  }, [app, git, change, path, theme]);

  if (!change) return null;
  const close = () => git.showDiff(undefined);
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && close()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal git-diff">
        <header className="pane-header">
          <h2 id={titleId}>
            Changes in {path} ({change.kind})
          </h2>
          <button type="button" className="icon-button" aria-label="Close the diff" onClick={close} autoFocus>
            ×
          </button>
        </header>
        {message && <p role="status">{message}</p>}
        <div className="git-diff-editor" ref={container} data-diff={path} />
      </div>
    </div>
  );
}
