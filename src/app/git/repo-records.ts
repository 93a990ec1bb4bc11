import * as z from 'zod/mini';
import { publicUrl } from '../../workspace/index.ts';
import type { KeyValueStore } from '../../workspace/index.ts';

// What the app keeps in localStorage about git, beside the workspace list: per workspace (by its
// file system's name) the repository it was cloned from and its author; per workspace the operation
// running (a marker written before and removed after, so a reload can say it did not finish); the
// CORS proxy setting; and tokens the user asked to remember (per host, never in the repository).

const RepoRecordSchema = z.object({
  /** The clone URL without credentials. */
  url: z.string(),
  branch: z.string(),
  /** The docs subfolder opened as the project (no leading or trailing slash). */
  folder: z.optional(z.string()),
  /** The commit checked out by the clone. */
  commit: z.string(),
  /** The CORS proxy the clone went through. */
  proxy: z.optional(z.string()),
  author: z.optional(z.object({ name: z.string(), email: z.string() })),
});
/** The repository a workspace was cloned from. */
export type RepoRecord = z.infer<typeof RepoRecordSchema>;

const MarkerSchema = z.object({ operation: z.string(), at: z.number() });
/** A git operation that was running in a workspace. */
export type OperationMarker = z.infer<typeof MarkerSchema>;

const repoKey = (fsName: string) => `quire:git:${fsName}`;
const markerKey = (fsName: string) => `quire:git-running:${fsName}`;
const tokenKey = (host: string) => `quire:git-token:${host}`;
const PROXY_KEY = 'quire:git-proxy';

function readParsed<T>(store: KeyValueStore, key: string, schema: z.ZodMiniType<T>): T | undefined {
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The repository of a workspace, if it was cloned. */
export function readRepoRecord(store: KeyValueStore, fsName: string): RepoRecord | undefined {
  return readParsed(store, repoKey(fsName), RepoRecordSchema);
}

/** Records (or replaces) the repository of a workspace; its URL loses any credentials first. */
export function writeRepoRecord(store: KeyValueStore, fsName: string, record: RepoRecord): void {
  store.setItem(repoKey(fsName), JSON.stringify({ ...record, url: publicUrl(record.url) }));
}

/** Forgets a workspace's repository and marker (the workspace was deleted). */
export function removeRepoRecord(store: KeyValueStore, fsName: string): void {
  store.removeItem(repoKey(fsName));
  store.removeItem(markerKey(fsName));
}

/** Marks an operation as running in a workspace (before it starts). */
export function markRunning(store: KeyValueStore, fsName: string, operation: string, now = Date.now()): void {
  store.setItem(markerKey(fsName), JSON.stringify({ operation, at: now }));
}

/** Removes the running mark (the operation ended, either way). */
export function clearRunning(store: KeyValueStore, fsName: string): void {
  store.removeItem(markerKey(fsName));
}

/** The operation that was running when the page went away, if one was. */
export function runningMarker(store: KeyValueStore, fsName: string): OperationMarker | undefined {
  return readParsed(store, markerKey(fsName), MarkerSchema);
}

/** The CORS proxy setting; empty when none. */
export function readProxySetting(store: KeyValueStore): string {
  return store.getItem(PROXY_KEY) ?? '';
}

/** Saves the CORS proxy setting; empty removes it. */
export function writeProxySetting(store: KeyValueStore, proxy: string): void {
  if (proxy.trim()) store.setItem(PROXY_KEY, proxy.trim());
  else store.removeItem(PROXY_KEY);
}

/** Tokens by host: in memory for this tab, and in the browser's storage only for hosts the user ticked "remember" for. */
export class TokenStore {
  readonly #memory = new Map<string, string>();
  readonly #store: KeyValueStore;

  constructor(store: KeyValueStore) {
    this.#store = store;
  }

  /** The token for a host, if one was given in this tab or remembered. */
  get(host: string): string | undefined {
    return this.#memory.get(host) ?? this.#store.getItem(tokenKey(host)) ?? undefined;
  }

  /** Whether the token for a host is remembered in the browser. */
  remembered(host: string): boolean {
    return this.#store.getItem(tokenKey(host)) !== null;
  }

  /** Keeps a token for a host (empty forgets it); `remember` also keeps it across visits. */
  set(host: string, token: string, remember: boolean): void {
    if (!token) {
      this.#memory.delete(host);
      this.#store.removeItem(tokenKey(host));
      return;
    }
    this.#memory.set(host, token);
    if (remember) this.#store.setItem(tokenKey(host), token);
    else this.#store.removeItem(tokenKey(host));
  }
}
