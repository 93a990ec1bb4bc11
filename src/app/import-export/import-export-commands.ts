import type { AppController } from '../controller/app-controller.ts';
import type { Command } from '../controller/commands.ts';
import { canChooseFolder, chooseFolder, downloadProject, downloadSite, openZipPicker } from './import-export-ui.ts';

/** The command palette's import and download commands. */
export function importExportCommands(app: AppController): Command[] {
  const commands: Command[] = [{ id: 'workspace.importZip', label: 'Import .zip as workspace…', run: openZipPicker }];
  if (canChooseFolder()) commands.push({ id: 'workspace.chooseFolder', label: 'Import folder with file access…', run: () => chooseFolder(app) });
  if (app.store.get().workspace) {
    commands.push(
      { id: 'download.project', label: 'Download project as .zip', run: () => downloadProject(app, false) },
      { id: 'download.projectWithGit', label: 'Download project as .zip, with .git', run: () => downloadProject(app, true) },
      { id: 'download.site', label: 'Download site as .zip', run: () => downloadSite(app) },
    );
  }
  return commands;
}
