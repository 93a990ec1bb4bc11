/** The part of the Storage interface (localStorage) the workspace code uses; tests pass a Map-backed one. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads a JSON value, or `fallback` when the key is missing or does not parse. */
export function readJson<T>(store: KeyValueStore, key: string, fallback: T, accept: (value: unknown) => value is T): T {
  const raw = store.getItem(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
