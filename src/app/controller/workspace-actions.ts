import { hasPageExtension } from '../../core/index.ts';
import { claimWorkspace, readProject, readUnsaved, WorkspaceError, writeProjectFiles } from '../../workspace/index.ts';
import type { FileContent, StarterFormat, WorkspaceMeta } from '../../workspace/index.ts';
import type { AppController } from './app-controller.ts';
import { restoreTabs, saveTabs } from './file-actions.ts';
import { confirmWith, notify, promptFor, promptWithChoice } from './notices.ts';
import { describeStorageError, PROJECT_ROOT, WorkspaceSession } from './workspace-session.ts';

/** Where a new workspace's files come from. */
export type WorkspaceSource = { readonly kind: 'starter'; readonly format: StarterFormat } | { readonly kind: 'empty' } | { readonly kind: 'files'; readonly files: ReadonlyMap<string, FileContent> };

/** What a workspace records while its first files are being stored, so a reload can store them again. */
const seedingOf = (source: WorkspaceSource): NonNullable<WorkspaceMeta['seeding']> => (source.kind === 'starter' ? (source.format === 'spec' ? 'starter-spec' : 'starter') : source.kind);

/**
 * The starter and empty projects, loaded only to fill a new workspace: a return visit opens stored
 * files and does not need the starter's pages (nor the component registry its rules file is made from).
 */
const seedProjects = () => import('../../workspace/starter/starter-project.ts');

/**
 * Starts the app: reopens the last workspace (with its tabs), or on a first visit creates one
 * from the starter project and shows its home page without waiting for the files to be stored.
 */
export async function bootWorkspaces(app: AppController): Promise<void> {
  const { registry } = app.services;
  void app.services.persist().then(
    (persistent) => app.store.set({ persistent }),
    () => app.store.set({ persistent: false }),
  );
  const last = registry.lastOpened() ?? registry.list()[0]?.id;
  const meta = last === undefined ? undefined : registry.get(last);
  if (meta) await openWorkspace(app, meta.id);
  else await createWorkspace(app, registry.uniqueName('Starter'), { kind: 'starter', format: 'current' });
  app.store.set({ phase: 'ready' });
}

/** Creates a workspace, fills it, and opens it. */
export async function createWorkspace(app: AppController, name: string, source: WorkspaceSource): Promise<WorkspaceMeta | undefined> {
  let seeds: Awaited<ReturnType<typeof seedProjects>>;
  try {
    seeds = await seedProjects();
  } catch (error) {
    notify(app.store, 'error', `Could not create the workspace "${name}": part of Quire did not load (${error instanceof Error ? error.message : String(error)}). Reload to try again.`);
    return undefined;
  }
  let meta: WorkspaceMeta;
  try {
    meta = app.services.registry.create(name, seedingOf(source));
  } catch (error) {
    if (error instanceof WorkspaceError) notify(app.store, 'warning', error.message);
    else throw error;
    return undefined;
  }
  const files: ReadonlyMap<string, FileContent> = source.kind === 'starter' ? seeds.starterProject(source.format) : source.kind === 'empty' ? seeds.emptyProject() : source.files;
  const fs = app.services.openFs(meta.fsName);
  // The files are shown at once; storing them runs alongside (a first visit must not wait for IndexedDB).
  const stored = writeProjectFiles(fs, PROJECT_ROOT, files).then(
    () => app.services.registry.seeded(meta.id),
    (error: unknown) => notify(app.store, 'error', `Could not store the new workspace "${meta.name}": ${describeStorageError(error)}`),
  );
  // A project with a config opens on its site's home page, which the preview names once it has rendered
  // (the first page file found could be any language's or version's); one without opens on its first page.
  const hasConfig = files.has('docs.json') || files.has('mint.json');
  const first = files.has(seeds.STARTER_FIRST_FILE) ? seeds.STARTER_FIRST_FILE : hasConfig ? undefined : [...files.keys()].find(hasPageExtension);
  await activate(app, meta, new Map(files), folderPaths(files.keys()), first ? { tabs: [first], active: first } : { tabs: [], active: undefined });
  await stored;
  return meta;
}

/** Opens a workspace by id: reads its files, applies text left unsaved by the last visit, restores its tabs. */
export async function openWorkspace(app: AppController, id: string): Promise<void> {
  const { registry, storage } = app.services;
  const meta = registry.get(id);
  if (!meta) {
    notify(app.store, 'warning', 'That workspace no longer exists.');
    return;
  }
  const fs = app.services.openFs(meta.fsName);
  if (meta.seeding === 'starter' || meta.seeding === 'starter-spec' || meta.seeding === 'empty') {
    // The page was closed while the first files were being stored: store them again.
    try {
      const seeds = await seedProjects();
      await writeProjectFiles(fs, PROJECT_ROOT, meta.seeding === 'empty' ? seeds.emptyProject() : seeds.starterProject(meta.seeding === 'starter-spec' ? 'spec' : 'current'));
      registry.seeded(meta.id);
    } catch (error) {
      notify(app.store, 'error', `Could not store the workspace "${meta.name}": ${describeStorageError(error)}`);
    }
  } else if (meta.seeding === 'files') {
    registry.seeded(meta.id);
    notify(app.store, 'warning', `The import into "${meta.name}" was interrupted; some files may be missing. Import the folder again to be sure.`);
  }
  let files: Map<string, FileContent>;
  let folders: string[];
  let symlinks: string[];
  try {
    // Symbolic links (a cloned repository may have them) are listed, never followed: the checks report each one.
    ({ files, folders, symlinks } = await readProject(fs, PROJECT_ROOT));
  } catch (error) {
    notify(app.store, 'error', `Could not read the workspace "${meta.name}": ${describeStorageError(error)}`);
    return;
  }
  const unsaved = readUnsaved(storage, meta.id);
  for (const [path, text] of unsaved) files.set(path, text);
  const session = await activate(app, meta, files, folders, registry.session(meta.id), symlinks);
  // Text typed just before the last reload or close: write it to the files now.
  if (session?.writable) for (const [path, text] of unsaved) session.autosave.queue(path, text);
}

/** Makes a workspace the current one: claims it, hands its files (and the symbolic links not read) to the worker, restores its tabs. */
async function activate(app: AppController, meta: WorkspaceMeta, files: Map<string, FileContent>, folders: Iterable<string>, tabs: { tabs: readonly string[]; active: string | undefined }, symlinks: readonly string[] = []): Promise<WorkspaceSession | undefined> {
  await closeSession(app);
  const fs = app.services.openFs(meta.fsName);
  const session = new WorkspaceSession(meta, fs, files, folders, {
    onSaveError: (error, path) => app.saveFailed(error, path),
    onPendingChange: (pending) => app.pendingChanged(pending),
    onSaved: () => app.savedAll(),
  });
  if (app.services.locks) {
    session.lock = await claimWorkspace(app.services.locks, meta.fsName, () => lostWorkspace(app, session));
  }
  app.session = session;
  app.services.registry.setLastOpened(meta.id);
  app.store.set({
    workspace: meta,
    workspaces: app.services.registry.list(),
    readOnly: !session.writable,
    paths: session.paths(),
    folders: [...session.folders].sort(),
    unsaved: new Set(),
    saving: 'saved',
    diagnostics: [],
    checking: true,
    sitePages: [],
    previewFile: undefined,
    previewUrl: undefined,
  });
  app.editor?.setReadOnly(!session.writable);
  if (!session.writable) warnOtherTab(app, session);
  const active = restoreTabs(app, tabs);
  saveTabs(app);
  app.loadProject(files, active && hasPageExtension(active) ? active : '/', symlinks);
  return session;
}

/** Saves and releases the current workspace before another one opens. */
async function closeSession(app: AppController): Promise<void> {
  const session = app.session;
  if (!session) return;
  await session.autosave.flush();
  session.lock?.release();
  for (const path of app.store.get().tabs) app.editor?.close(path);
  app.session = undefined;
}

function warnOtherTab(app: AppController, session: WorkspaceSession): void {
  notify(app.store, 'warning', `"${session.meta.name}" is open in another tab. This tab is read-only so the two cannot overwrite each other's changes.`, {
    label: 'Edit here instead',
    run: () => void takeOver(app, session),
  });
}

function lostWorkspace(app: AppController, session: WorkspaceSession): void {
  if (app.session !== session) return;
  app.store.set({ readOnly: true });
  app.editor?.setReadOnly(true);
  notify(app.store, 'warning', `"${session.meta.name}" was opened for editing in another tab. This tab is now read-only; reload it to see the other tab's changes.`);
}

async function takeOver(app: AppController, session: WorkspaceSession): Promise<void> {
  await session.lock?.steal();
  if (app.session !== session) return;
  // The other tab may have changed files: read them again before editing here.
  await openWorkspace(app, session.meta.id);
}

/** The starters "New workspace from starter" offers, the first one chosen unless the user picks another. */
const starterChoices: readonly { readonly value: StarterFormat; readonly label: string }[] = [
  { value: 'current', label: 'Starter (current format)' },
  { value: 'spec', label: 'Starter (spec format)' },
];

/** Asks for a name (and, from the starter, which starter) and creates a workspace from the starter or empty. */
export async function newWorkspace(app: AppController, kind: 'starter' | 'empty'): Promise<void> {
  if (kind === 'empty') {
    const name = await promptFor(app.store, 'New empty workspace', 'Workspace name', app.services.registry.uniqueName('Untitled'), 'Create');
    if (name !== undefined) await createWorkspace(app, name, { kind });
    return;
  }
  const answer = await promptWithChoice(app.store, 'New workspace from the starter', 'Workspace name', app.services.registry.uniqueName('Starter'), 'Create', { label: 'Starter', options: starterChoices });
  if (answer === undefined) return;
  const format = starterChoices.find((c) => c.value === answer.choice)?.value ?? 'current';
  await createWorkspace(app, answer.value, { kind: 'starter', format });
}

/** Renames a workspace (its files stay where they are). */
export async function renameWorkspace(app: AppController, id: string): Promise<void> {
  const meta = app.services.registry.get(id);
  if (!meta) return;
  const name = await promptFor(app.store, 'Rename workspace', 'Workspace name', meta.name, 'Rename');
  if (name === undefined || name === meta.name) return;
  try {
    const renamed = app.services.registry.rename(id, name);
    app.store.set((s) => ({ workspaces: app.services.registry.list(), workspace: s.workspace?.id === id ? renamed : s.workspace }));
    if (app.session?.meta.id === id) app.session.meta = renamed;
  } catch (error) {
    if (error instanceof WorkspaceError) notify(app.store, 'warning', error.message);
    else throw error;
  }
}

/** Deletes a workspace and its storage after confirmation; opens another one if it was the current one. */
export async function deleteWorkspace(app: AppController, id: string): Promise<void> {
  const meta = app.services.registry.get(id);
  if (!meta) return;
  const ok = await confirmWith(app.store, `Delete "${meta.name}"?`, 'Its files are deleted from this browser. This cannot be undone.', 'Delete workspace', { danger: true });
  if (!ok) return;
  const wasCurrent = app.session?.meta.id === id;
  if (wasCurrent) await closeSession(app);
  app.services.registry.remove(id);
  app.store.set({ workspaces: app.services.registry.list() });
  try {
    await app.services.deleteFs(meta.fsName);
  } catch (error) {
    notify(app.store, 'error', `The workspace was removed from the list, but its storage could not be deleted: ${describeStorageError(error)}`);
  }
  if (!wasCurrent) return;
  const next = app.services.registry.list()[0];
  if (next) await openWorkspace(app, next.id);
  else await createWorkspace(app, app.services.registry.uniqueName('Starter'), { kind: 'starter', format: 'current' });
}

/** The folders that hold the given file paths. */
function folderPaths(paths: Iterable<string>): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return [...folders];
}
