/**
 * The one cache policy of core: keeps the entries used last while their total weight stays within
 * a budget (each entry weighs 1 unless a `weigh` function says otherwise, such as a text's length),
 * dropping the least recently used first. Every cache in core is one of these, owned by whoever
 * creates it: a renderer, a loader, a session; none lives at module level unless it holds only
 * results that depend on nothing but their key.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  readonly #budget: number;
  readonly #weigh: (key: K, value: V) => number;
  #weight = 0;

  constructor(budget: number, weigh: (key: K, value: V) => number = () => 1) {
    this.#budget = budget;
    this.#weigh = weigh;
  }

  /** The value of `key`, now the most recently used; undefined when there is none. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` as the most recently used, then drops the least recently used entries while over the budget. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.#weigh(key, value);
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [k, e] of this.#entries) {
      if (this.#weight <= this.#budget) break;
      this.#entries.delete(k);
      this.#weight -= e.weight;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }

  get size(): number {
    return this.#entries.size;
  }
}
