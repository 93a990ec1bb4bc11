import { readJson } from './key-value-store.ts';
import type { KeyValueStore } from './key-value-store.ts';
import { workspaceListKey } from './workspace-list-key.ts';

/** One workspace: a named project with its own file system. */
export interface WorkspaceMeta {
  readonly id: string;
  readonly name: string;
  /** The LightningFS (IndexedDB) name of its files; never changes, so renaming is instant. */
  readonly fsName: string;
  readonly createdAt: number;
  /**
   * Set while the workspace's first files are being stored (from the starter in the current or
   * the spec format, empty, or an import); a reload in that window finds it set and can store
   * them again.
   */
  readonly seeding?: 'starter' | 'starter-spec' | 'empty' | 'files';
}

/** What reopens with a workspace: its open tabs and the active one. */
export interface WorkspaceSession {
  readonly tabs: readonly string[];
  readonly active: string | undefined;
}

/** A workspace operation the user cannot do, with a code the UI explains. */
export class WorkspaceError extends Error {
  readonly code: 'workspace/name-empty' | 'workspace/name-taken' | 'workspace/not-found';
  constructor(code: WorkspaceError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

function withoutSeeding(meta: WorkspaceMeta): WorkspaceMeta {
  const { seeding: _seeding, ...rest } = meta;
  return rest;
}

const LAST_KEY = 'quire:last-workspace';
const sessionKey = (id: string) => `quire:session:${id}`;

const isMetaList = (value: unknown): value is WorkspaceMeta[] =>
  Array.isArray(value) && value.every((w) => typeof w === 'object' && w !== null && typeof w.id === 'string' && typeof w.name === 'string' && typeof w.fsName === 'string');
const isSession = (value: unknown): value is WorkspaceSession =>
  typeof value === 'object' && value !== null && Array.isArray((value as WorkspaceSession).tabs) && (value as WorkspaceSession).tabs.every((t) => typeof t === 'string');

/**
 * The list of workspaces, the last one opened and each one's session, kept in a key-value
 * store (localStorage in the app). The files themselves live in each workspace's file system;
 * deleting a workspace's storage is the caller's job (`remove` returns its fsName).
 */
export class WorkspaceRegistry {
  readonly #store: KeyValueStore;
  readonly #newId: () => string;
  readonly #now: () => number;

  /**
   * @param store where the list lives (localStorage)
   * @param options.newId makes an id (default: random)
   * @param options.now the clock (default: Date.now)
   */
  constructor(store: KeyValueStore, options: { newId?: () => string; now?: () => number } = {}) {
    this.#store = store;
    this.#newId = options.newId ?? (() => Math.random().toString(36).slice(2, 10));
    this.#now = options.now ?? Date.now;
  }

  /** Every workspace, in creation order. */
  list(): WorkspaceMeta[] {
    return readJson(this.#store, workspaceListKey, [], isMetaList);
  }

  /** The workspace with that id, if any. */
  get(id: string): WorkspaceMeta | undefined {
    return this.list().find((w) => w.id === id);
  }

  /** Adds a workspace named `name` (trimmed; must be non-empty and unused), marked as seeding from `seeding` when given. */
  create(name: string, seeding?: WorkspaceMeta['seeding']): WorkspaceMeta {
    const clean = this.#checkName(name);
    const id = this.#newId();
    const meta: WorkspaceMeta = { id, name: clean, fsName: `quire-ws-${id}`, createdAt: this.#now(), ...(seeding !== undefined && { seeding }) };
    this.#save([...this.list(), meta]);
    return meta;
  }

  /** Records that a workspace's first files are all stored. */
  seeded(id: string): void {
    this.#save(this.list().map((w) => (w.id === id ? withoutSeeding(w) : w)));
  }

  /** Renames a workspace; the files stay where they are. */
  rename(id: string, name: string): WorkspaceMeta {
    const list = this.list();
    const index = list.findIndex((w) => w.id === id);
    const current = list[index];
    if (!current) throw new WorkspaceError('workspace/not-found', 'That workspace no longer exists.');
    const clean = this.#checkName(name, id);
    const renamed = { ...current, name: clean };
    list[index] = renamed;
    this.#save(list);
    return renamed;
  }

  /** Forgets a workspace and its session; returns it so the caller can delete its storage. */
  remove(id: string): WorkspaceMeta {
    const list = this.list();
    const found = list.find((w) => w.id === id);
    if (!found) throw new WorkspaceError('workspace/not-found', 'That workspace no longer exists.');
    this.#save(list.filter((w) => w.id !== id));
    this.#store.removeItem(sessionKey(id));
    if (this.lastOpened() === id) this.#store.removeItem(LAST_KEY);
    return found;
  }

  /** The id of the workspace opened last, if it still exists. */
  lastOpened(): string | undefined {
    const id = this.#store.getItem(LAST_KEY);
    return id !== null && this.get(id) ? id : undefined;
  }

  /** Remembers the workspace to reopen on the next visit. */
  setLastOpened(id: string): void {
    this.#store.setItem(LAST_KEY, id);
  }

  /** The tabs that were open in a workspace. */
  session(id: string): WorkspaceSession {
    return readJson<WorkspaceSession>(this.#store, sessionKey(id), { tabs: [], active: undefined }, isSession);
  }

  /** Saves the open tabs of a workspace. */
  saveSession(id: string, session: WorkspaceSession): void {
    this.#store.setItem(sessionKey(id), JSON.stringify(session));
  }

  /** A name not used yet, from `base` (`Starter`, `Starter 2`, …). */
  uniqueName(base: string): string {
    const names = new Set(this.list().map((w) => w.name.toLowerCase()));
    if (!names.has(base.toLowerCase())) return base;
    for (let i = 2; ; i++) if (!names.has(`${base} ${i}`.toLowerCase())) return `${base} ${i}`;
  }

  #checkName(name: string, exceptId?: string): string {
    const clean = name.trim();
    if (!clean) throw new WorkspaceError('workspace/name-empty', 'Give the workspace a name.');
    if (this.list().some((w) => w.id !== exceptId && w.name.toLowerCase() === clean.toLowerCase())) {
      throw new WorkspaceError('workspace/name-taken', `A workspace named "${clean}" already exists. Choose another name.`);
    }
    return clean;
  }

  #save(list: WorkspaceMeta[]): void {
    this.#store.setItem(workspaceListKey, JSON.stringify(list));
  }
}
