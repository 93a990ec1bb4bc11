import { detectConfigFormat } from '../../core/index.ts';
import { importExportCommands } from '../import-export/import-export-commands.ts';
import { openShareDialog } from '../share/share-actions.ts';
import type { AppController } from './app-controller.ts';
import { createMinimalProject } from './create-minimal-project.ts';
import { openCloneDialog } from '../git/clone-workspace.ts';
import { openFolderPicker } from './open-folder-picker.ts';
import { formatAndSave, newFile, newFolder, openFile, renamePrompt, deletePath } from './file-actions.ts';
import { loadForAction, onDemand } from './on-demand.ts';
import { deleteWorkspace, newWorkspace, openWorkspace, renameWorkspace } from './workspace-actions.ts';

/** The config upgrade, with core's validation: loaded when the command runs. */
const configUpgrade = onDemand(() => import('./upgrade-config-action.ts'));

/** The AI writing-rules file, with core's generator: loaded when the command runs. */
const rulesFile = onDemand(() => import('./rules-file-action.ts'));

/** Whether the workspace's config is JSON in the spec format, which the upgrade command rewrites. */
function specFormatConfig(app: AppController): boolean {
  const session = app.session;
  const text = session?.text(session.files.has('docs.json') ? 'docs.json' : 'mint.json');
  if (text === undefined) return false;
  try {
    return detectConfigFormat(JSON.parse(text)) === 'spec';
  } catch {
    return false;
  }
}

/** One command of the palette. */
export interface Command {
  readonly id: string;
  readonly label: string;
  readonly keys?: string;
  readonly run: () => void;
}

/** Every command of the command palette, for the current state. */
export function listCommands(app: AppController): Command[] {
  const state = app.store.get();
  const active = state.active;
  const commands: Command[] = [
    { id: 'file.new', label: 'New file…', run: () => void newFile(app) },
    { id: 'file.newFolder', label: 'New folder…', run: () => void newFolder(app) },
    { id: 'file.save', label: 'Format and save', keys: 'Ctrl+S', run: () => void formatAndSave(app) },
    { id: 'go.file', label: 'Go to file…', keys: 'Ctrl+P', run: () => app.store.set({ overlay: { kind: 'quick-open' } }) },
    { id: 'search', label: 'Search across files', keys: 'Ctrl+Shift+F', run: () => app.store.set({ sidebar: 'search' }) },
    { id: 'go.config', label: 'Open docs.json', run: () => openFile(app, app.session?.files.has('docs.json') ? 'docs.json' : 'mint.json') },
    { id: 'view.problems', label: state.problemsOpen ? 'Hide problems' : 'Show problems', run: () => app.store.set({ problemsOpen: !state.problemsOpen }) },
    { id: 'view.strict', label: state.strict.user ? 'Strict checks: off (warnings stay warnings)' : 'Strict checks: on (warnings count as errors)', run: () => app.setStrict(!state.strict.user) },
    { id: 'view.theme', label: state.theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme', run: () => app.setTheme(state.theme === 'dark' ? 'light' : 'dark') },
    { id: 'preview.fit', label: "Preview: the pane's width", run: () => app.setDevice('fit') },
    { id: 'preview.phone', label: 'Preview: phone width', run: () => app.setDevice('phone') },
    { id: 'preview.tablet', label: 'Preview: tablet width', run: () => app.setDevice('tablet') },
    { id: 'preview.desktop', label: 'Preview: desktop width', run: () => app.setDevice('desktop') },
    { id: 'preview.dark', label: 'Preview: site in dark mode', run: () => app.setSiteMode('dark') },
    { id: 'preview.light', label: 'Preview: site in light mode', run: () => app.setSiteMode('light') },
    { id: 'workspace.newStarter', label: 'New workspace from starter…', run: () => void newWorkspace(app, 'starter') },
    { id: 'workspace.newEmpty', label: 'New empty workspace…', run: () => void newWorkspace(app, 'empty') },
    { id: 'workspace.openFolder', label: 'Open folder as workspace…', run: openFolderPicker },
    { id: 'git.clone', label: 'Clone repository…', run: () => openCloneDialog(app) },
    { id: 'git.panel', label: 'Source control: changes, commit, push, pull', run: () => app.store.set({ sidebar: 'git' }) },
    ...importExportCommands(app),
  ];
  if (state.workspace && !state.paths.includes('docs.json') && !state.paths.includes('mint.json')) {
    commands.push({ id: 'workspace.createConfig', label: 'Create docs.json and a first page', run: () => createMinimalProject(app) });
  }
  if (specFormatConfig(app)) {
    commands.push({ id: 'config.upgrade', label: 'Upgrade docs.json to the current format', run: () => void loadForAction(app, configUpgrade, 'Could not upgrade docs.json').then((part) => part?.upgradeWorkspaceConfig(app)) });
  }
  if (state.workspace) {
    commands.push({ id: 'workspace.share', label: 'Share: a link to a copy of this project at this page…', run: () => void openShareDialog(app) });
    commands.push({ id: 'workspace.rulesFile', label: 'Add AI writing rules…', run: () => void loadForAction(app, rulesFile, 'Could not add the AI writing rules').then((part) => part?.addRulesFile(app)) });
  }
  if (active !== undefined) {
    commands.push({ id: 'file.rename', label: `Rename ${active}…`, keys: 'F2', run: () => void renamePrompt(app, active) });
    commands.push({ id: 'file.delete', label: `Delete ${active}…`, run: () => void deletePath(app, active) });
  }
  const current = state.workspace;
  if (current) {
    commands.push({ id: 'workspace.rename', label: 'Rename workspace…', run: () => void renameWorkspace(app, current.id) });
    commands.push({ id: 'workspace.delete', label: 'Delete workspace…', run: () => void deleteWorkspace(app, current.id) });
  }
  for (const w of state.workspaces) {
    if (w.id !== current?.id) commands.push({ id: `workspace.open.${w.id}`, label: `Switch to workspace: ${w.name}`, run: () => void openWorkspace(app, w.id) });
  }
  return commands;
}
