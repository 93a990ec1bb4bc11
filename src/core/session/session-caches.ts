/**
 * One cache a session holds for the module that owns it: its name and how to make it empty. The
 * module declares its slot (a constant) next to the code that reads and writes the cache, so the
 * session needs to know nothing of what it holds.
 */
export interface CacheSlot<T> {
  readonly name: string;
  readonly create: () => T;
}

/** A cache slot (see CacheSlot); `create` makes the session's cache on first use. */
export function cacheSlot<T>(name: string, create: () => T): CacheSlot<T> {
  return { name, create };
}

/**
 * The caches of one site session (see createSiteSession), one per slot, made on first use. Each holds
 * results that depend on nothing but their key and the text stored with them, so a stale entry is
 * never served: a cache bounds its memory, it is never cleared by hand. A project outside a session
 * gets a new, empty set per top-level call (see cachesOf), so nothing is kept between calls and
 * nothing is shared between threads.
 */
export class SessionCaches {
  readonly #made = new Map<CacheSlot<unknown>, unknown>();

  /** The session's cache of `slot`, made now if it was never used. */
  get<T>(slot: CacheSlot<T>): T {
    if (!this.#made.has(slot)) this.#made.set(slot, slot.create());
    return this.#made.get(slot) as T;
  }
}

/** A new, empty set of session caches. */
export function createSessionCaches(): SessionCaches {
  return new SessionCaches();
}
