// Parts of core that are loaded on demand: data and code too big to ship before they are needed
// (icon paths, highlighting grammars, the full YAML parser). Core stays synchronous: a lookup of a
// resource that is not loaded yet returns undefined, and the caller gives its plain result (a
// fallback icon, unhighlighted code). A host that wants the real thing runs its work in
// `trackResources`, which returns what the work missed, loads that and runs the work again (see
// `settleResources`); Node loads everything up front with `loadAllResources`.
//
// What is kept here is the registry of the resources and the values loaded (like the modules
// themselves, the same for every caller); what a piece of work missed belongs to that work, in the
// result of its `trackResources` call.

type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<void>>();
/** Loaded, but no `loadResources` call has reported it yet (a load started by a lookup). */
const unreported = new Set<string>();

/** One `trackResources` call under way: what its work looked up while not loaded. */
interface Tracking {
  readonly missing: Set<string>;
  readonly startLoads: boolean;
}

/** The `trackResources` calls under way, innermost last; empty between pieces of work. */
const tracking: Tracking[] = [];

/** Options of trackResources. */
export interface TrackOptions {
  /**
   * A lookup of a missing resource also starts loading it at once (the browser worker: the fetch
   * then overlaps the rest of the work that found it missing, instead of starting after it). A
   * load started this way that fails is retried by the next `loadResources`. Default false.
   */
  readonly startLoads?: boolean;
}

/** What a piece of work returned, and the resources it looked up that were not loaded (in lookup order). */
export interface Tracked<T> {
  readonly result: T;
  readonly missing: readonly string[];
}

/** Declares a resource: `id` names it (`icons/7`, `grammar/python`, `yaml`), `load` fetches its value. */
export function defineResource(id: string, load: Loader): void {
  loaders.set(id, load);
}

/**
 * Runs `job` and returns its result with the resources it looked up that were not loaded. A
 * result made with something missing (a parse without the entity table) must not be kept: the host
 * makes it again once the resource is in. Calls nest: what inner work missed, the outer work missed too.
 */
export function trackResources<T>(job: () => T, options: TrackOptions = {}): Tracked<T> {
  const own: Tracking = { missing: new Set(), startLoads: options.startLoads ?? tracking.some((t) => t.startLoads) };
  tracking.push(own);
  let result: T;
  try {
    result = job();
  } finally {
    tracking.pop();
    const outer = tracking[tracking.length - 1];
    if (outer) for (const id of own.missing) outer.missing.add(id);
  }
  return { result, missing: [...own.missing] };
}

/** The value of a loaded resource; undefined when it is not loaded yet, and then it is noted as missing by the work under way. */
export function useResource<T>(id: string): T | undefined {
  const value = loaded.get(id);
  const current = tracking[tracking.length - 1];
  if (value === undefined && current && loaders.has(id)) {
    current.missing.add(id);
    if (current.startLoads && !pending.has(id)) loadOne(id).catch(() => undefined);
  }
  return value as T | undefined;
}

/** Whether a resource is loaded, without noting anything. */
export function hasResource(id: string): boolean {
  return loaded.has(id);
}

/** Loads the given resources (those not loaded yet); resolves to true when anything new was loaded. */
export async function loadResources(ids: Iterable<string>): Promise<boolean> {
  const wanted = [...new Set(ids)].filter((id) => loaders.has(id));
  await Promise.all(wanted.filter((id) => !loaded.has(id)).map(loadOne));
  // New is what this call loaded or what a lookup loaded before it (see TrackOptions.startLoads).
  return wanted.filter((id) => unreported.delete(id)).length > 0;
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
    const { result, missing } = trackResources(job);
    if (missing.length === 0 || round >= rounds || !(await loadResources(missing))) return result;
  }
}
