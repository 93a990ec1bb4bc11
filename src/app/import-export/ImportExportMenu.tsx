import { useEffect, useState } from 'react';
import { useApp } from '../app-context.ts';
import { canChooseFolder, chooseFolder, downloadProject, downloadSite, importDropped, importZip, includeGit, openZipPicker, setIncludeGit, zipInputId } from './import-export-ui.ts';

/** The workspace menu's import and download items; `run` closes the menu and runs the action. */
export function ImportExportMenuItems({ run }: { run: (action: () => unknown) => () => void }) {
  const app = useApp();
  const [withGit, setWithGit] = useState(() => includeGit(app));
  return (
    <>
      <button type="button" role="menuitem" onClick={run(openZipPicker)}>
        Import .zip as workspace…
      </button>
      {canChooseFolder() && (
        <button type="button" role="menuitem" onClick={run(() => chooseFolder(app))} title="Reads the folder through the File System Access API, without its .git and node_modules">
          Import folder with file access…
        </button>
      )}
      <hr />
      <button type="button" role="menuitem" onClick={run(() => downloadProject(app, withGit))}>
        Download project as .zip
      </button>
      <button
        type="button"
        role="menuitemcheckbox"
        aria-checked={withGit}
        onClick={() => {
          setIncludeGit(app, !withGit);
          setWithGit(!withGit);
        }}
      >
        Include .git in the project download
      </button>
      <button type="button" role="menuitem" onClick={run(() => downloadSite(app))}>
        Download site as .zip
      </button>
      <hr />
    </>
  );
}

/**
 * What imports need outside the menu: the hidden `.zip` input the menu and the palette open, and a
 * drop anywhere on the app that no part of it took (the file tree takes files dropped on it), which
 * imports one folder or one `.zip` as a new workspace.
 */
export function ImportInputs() {
  const app = useApp();
  useEffect(() => {
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const over = (event: DragEvent) => {
      if (!hasFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event) || event.defaultPrevented || !event.dataTransfer) return;
      event.preventDefault();
      importDropped(app, event.dataTransfer);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [app]);
  return (
    <input
      id={zipInputId}
      type="file"
      hidden
      accept=".zip,application/zip"
      aria-label="Import .zip as workspace"
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (file) importZip(app, file);
      }}
    />
  );
}
