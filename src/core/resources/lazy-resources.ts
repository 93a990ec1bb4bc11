// Parts of core that are loaded on demand: data and code too big to ship before they are needed
// (icon paths, highlighting grammars, the full YAML parser). Core stays synchronous: a lookup of a
// resource that is not loaded yet notes it as missing and returns undefined, and the caller gives
// its plain result (a fallback icon, unhighlighted code). A host that wants the real thing runs
// its work, loads what was missing and runs it again (see `settleResources`); Node loads
// everything up front with `loadAllResources`.

type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
const loaded = new Map<string, unknown>();
const missing = new Set<string>();
const pending = new Map<string, Promise<void>>();
/** Loaded, but no `loadResources` call has reported it yet (a load started by a lookup). */
const unreported = new Set<string>();
const listeners: (() => void)[] = [];
let loadOnLookup = false;
/** Lookups that found their resource not loaded, ever (see `resourceMisses`). */
let misses = 0;

/** Declares a resource: `id` names it (`icons/7`, `grammar/python`, `yaml`), `load` fetches its value. */
export function defineResource(id: string, load: Loader): void {
  loaders.set(id, load);
}

/**
 * Whether a lookup of a missing resource also starts loading it at once (the browser worker: the
 * fetch then overlaps the rest of the work that found it missing, instead of starting after it).
 * A load started this way that fails is retried by the next `loadResources`.
 */
export function startLoadsOnLookup(enabled: boolean): void {
  loadOnLookup = enabled;
}

/** The value of a loaded resource; undefined when it is not loaded yet, and then it is noted as missing. */
export function useResource<T>(id: string): T | undefined {
  const value = loaded.get(id);
  if (value === undefined && loaders.has(id)) {
    misses++;
    missing.add(id);
    if (loadOnLookup && !pending.has(id)) loadOne(id).catch(() => undefined);
  }
  return value as T | undefined;
}

/**
 * How many lookups so far found their resource not loaded. A result made while this grew was made
 * without something it needed (a parse without the entity table or the JavaScript parser) and must
 * not be kept: the host makes it again once the resource is in.
 */
export function resourceMisses(): number {
  return misses;
}

/** Whether a resource is loaded, without noting anything. */
export function hasResource(id: string): boolean {
  return loaded.has(id);
}

/** The resources looked up while not loaded since the last call; the list is emptied. */
export function takeMissingResources(): string[] {
  const ids = [...missing];
  missing.clear();
  return ids;
}

/** Calls `listener` after resources load, so a cache holding results made without them can be cleared. */
export function onResourcesLoaded(listener: () => void): void {
  listeners.push(listener);
}

/** Loads the given resources (those not loaded yet); resolves to true when anything new was loaded. */
export async function loadResources(ids: Iterable<string>): Promise<boolean> {
  const wanted = [...new Set(ids)].filter((id) => loaders.has(id));
  await Promise.all(wanted.filter((id) => !loaded.has(id)).map(loadOne));
  // New is what this call loaded or what a lookup loaded before it (see startLoadsOnLookup).
  const fresh = wanted.filter((id) => unreported.delete(id));
  if (fresh.length === 0) return false;
  for (const listener of listeners) listener();
  return true;
}

/** Loads every declared resource (Node, tests, `quire build`: nothing is worth deferring there). */
export async function loadAllResources(): Promise<void> {
  await loadResources(loaders.keys());
}

function loadOne(id: string): Promise<void> {
  let promise = pending.get(id);
  if (!promise) {
    const load = loaders.get(id);
    promise = (load ? load() : Promise.resolve(undefined)).then(
      (value) => {
        pending.delete(id);
        if (value !== undefined) {
          loaded.set(id, value);
          unreported.add(id);
        }
      },
      (error: unknown) => {
        // A failed fetch (offline, a stale deployment) is retried on the next lookup.
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

/**
 * Runs `job` until it no longer looks up a missing resource: when it did, the missing resources are
 * loaded and the job runs again (at most `rounds` times; the last result is returned either way).
 */
export async function settleResources<T>(job: () => T, rounds = 4): Promise<T> {
  for (let round = 1; ; round++) {
    takeMissingResources();
    const result = job();
    const ids = takeMissingResources();
    if (ids.length === 0 || round >= rounds || !(await loadResources(ids))) return result;
  }
}
