import { useEffect, useRef, useState } from 'react';
import { useApp, useAppState } from '../app-context.ts';
import { folderInputId, openFolderPicker } from '../controller/open-folder-picker.ts';
import { openCloneDialog } from '../git/clone-workspace.ts';
import { deleteWorkspace, newWorkspace, openWorkspace, renameWorkspace } from '../controller/workspace-actions.ts';
import { ImportExportMenuItems, ImportInputs } from '../import-export/ImportExportMenu.tsx';
import { importPicked } from '../import-export/import-export-ui.ts';

/** The workspace switcher: every workspace, and create (starter, empty, from a folder), rename, delete. */
export function WorkspaceMenu() {
  const app = useApp();
  const workspaces = useAppState((s) => s.workspaces);
  const current = useAppState((s) => s.workspace);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const run = (action: () => unknown) => () => {
    setOpen(false);
    void action();
  };

  return (
    <div className="workspace-menu" ref={root} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className="top-button" aria-haspopup="menu" aria-expanded={open} aria-label={`Workspace: ${current?.name ?? 'none'}`} onClick={() => setOpen((o) => !o)}>
        {current?.name ?? 'Workspace'} ▾
      </button>
      {open && (
        <div role="menu" aria-label="Workspaces" className="menu">
          {workspaces.map((w) => (
            <button key={w.id} type="button" role="menuitemradio" aria-checked={w.id === current?.id} onClick={run(() => w.id !== current?.id && openWorkspace(app, w.id))}>
              {w.name}
            </button>
          ))}
          <hr />
          <button type="button" role="menuitem" onClick={run(() => newWorkspace(app, 'starter'))}>
            New workspace from starter…
          </button>
          <button type="button" role="menuitem" onClick={run(() => newWorkspace(app, 'empty'))}>
            New empty workspace…
          </button>
          <button type="button" role="menuitem" onClick={run(openFolderPicker)}>
            Open folder as workspace…
          </button>
          <button type="button" role="menuitem" onClick={run(() => openCloneDialog(app))}>
            Clone repository…
          </button>
          <ImportExportMenuItems run={run} />
          {current && (
            <>
              <button type="button" role="menuitem" onClick={run(() => renameWorkspace(app, current.id))}>
                Rename workspace…
              </button>
              <button type="button" role="menuitem" className="danger" onClick={run(() => deleteWorkspace(app, current.id))}>
                Delete workspace…
              </button>
            </>
          )}
        </div>
      )}
      <input
        id={folderInputId}
        type="file"
        hidden
        multiple
        aria-label="Open folder as workspace"
        {...{ webkitdirectory: '' }}
        onChange={(e) => {
          const picked = Array.from(e.currentTarget.files ?? [], (file) => ({ path: file.webkitRelativePath || file.name, file }));
          e.currentTarget.value = '';
          importPicked(app, picked);
        }}
      />
      <ImportInputs />
    </div>
  );
}
