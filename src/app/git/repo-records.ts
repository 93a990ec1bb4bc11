import { isBoolean, isNumber, isString, literal, objectOf, optional } from '../../core/protocol/type-guard.ts';
import type { Guard } from '../../core/protocol/type-guard.ts';
import { originOf, publicUrl } from '../../workspace/index.ts';
import type { KeyValueStore } from '../../workspace/index.ts';
import type { OperationMarker, RepoRecord } from './repo-record-schema.ts';

export type { OperationMarker, RepoRecord } from './repo-record-schema.ts';

// What the app keeps in localStorage about git, beside the workspace list: per workspace (by its
// file system's name) the repository it was cloned from and its author; per workspace the operation
// running (a marker written before and removed after, so a reload can say it did not finish); the
// CORS proxy setting; and tokens the user asked to remember (per origin, scheme, host and port,
// never in the repository).

/** Whether a stored record is a RepoRecord (RepoRecordSchema accepts it). */
export const isRepoRecord: Guard<RepoRecord> = objectOf<RepoRecord>({
  url: isString,
  branch: isString,
  folder: optional(isString),
  commit: isString,
  proxy: optional(isString),
  proxyFromLink: optional(isBoolean),
  author: optional(objectOf({ name: isString, email: isString })),
  provider: optional(literal('github', 'gitlab')),
  api: optional(isString),
});

/** Whether a stored marker is an OperationMarker (MarkerSchema accepts it). */
export const isOperationMarker: Guard<OperationMarker> = objectOf<OperationMarker>({ operation: isString, at: isNumber });

const repoKey = (fsName: string) => `quire:git:${fsName}`;
const markerKey = (fsName: string) => `quire:git-running:${fsName}`;
const TOKEN_PREFIX = 'quire:git-token:';
const tokenKey = (origin: string) => `${TOKEN_PREFIX}${origin}`;
const PROXY_KEY = 'quire:git-proxy';

function readParsed<T>(store: KeyValueStore, key: string, guard: Guard<T>): T | undefined {
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return guard(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The repository of a workspace, if it was cloned. */
export function readRepoRecord(store: KeyValueStore, fsName: string): RepoRecord | undefined {
  return readParsed(store, repoKey(fsName), isRepoRecord);
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
  return readParsed(store, markerKey(fsName), isOperationMarker);
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

/** A store that can list its keys (localStorage fits). */
interface ListableStore extends KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
}

const isListable = (store: KeyValueStore): store is ListableStore => typeof (store as Partial<ListableStore>).key === 'function' && typeof (store as Partial<ListableStore>).length === 'number';

/**
 * Moves tokens remembered by host name (`quire:git-token:github.com`, before tokens were kept per
 * origin) to that host's HTTPS origin on the default port (`https://github.com`), the one place such a
 * token was meant for; a key that is no plain host name is dropped, and an origin's own token wins.
 */
export function migrateHostTokens(store: ListableStore): void {
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').filter((key) => key.startsWith(TOKEN_PREFIX) && !key.includes('://'));
  for (const key of keys) {
    const host = key.slice(TOKEN_PREFIX.length);
    const token = store.getItem(key);
    store.removeItem(key);
    const origin = /^[a-z0-9.-]+$/i.test(host) ? originOf(`https://${host}`) : '';
    if (token && origin === `https://${host.toLowerCase()}` && store.getItem(tokenKey(origin)) === null) store.setItem(tokenKey(origin), token);
  }
}

/**
 * Tokens by origin (`https://github.com`, `http://127.0.0.1:8080`: scheme, host and port, see
 * originOf): in memory for this tab, and in the browser's storage only for origins the user ticked
 * "remember" for. Anything that is not an origin has no token and cannot be given one.
 */
export class TokenStore {
  readonly #memory = new Map<string, string>();
  readonly #store: KeyValueStore;

  constructor(store: KeyValueStore) {
    this.#store = store;
    if (isListable(store)) migrateHostTokens(store);
  }

  /** The token for an origin, if one was given in this tab or remembered. */
  get(origin: string): string | undefined {
    if (!isOrigin(origin)) return undefined;
    return this.#memory.get(origin) ?? this.#store.getItem(tokenKey(origin)) ?? undefined;
  }

  /** Whether the token for an origin is remembered in the browser. */
  remembered(origin: string): boolean {
    return isOrigin(origin) && this.#store.getItem(tokenKey(origin)) !== null;
  }

  /** Keeps a token for an origin (empty forgets it); `remember` also keeps it across visits. */
  set(origin: string, token: string, remember: boolean): void {
    if (!isOrigin(origin)) return;
    if (!token) {
      this.#memory.delete(origin);
      this.#store.removeItem(tokenKey(origin));
      return;
    }
    this.#memory.set(origin, token);
    if (remember) this.#store.setItem(tokenKey(origin), token);
    else this.#store.removeItem(tokenKey(origin));
  }
}

/** Whether a string is an http(s) origin as originOf writes it (not a host name, not a URL with a path). */
const isOrigin = (value: string) => value !== '' && originOf(value) === value;
