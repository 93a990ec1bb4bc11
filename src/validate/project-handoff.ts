import { normalizePath } from '../core/index.ts';

// "Open as project" hands a set of files from the validation page to the playground, which is the
// same origin: the files wait in localStorage under a random key, and the playground is opened with
// `#open=<key>` in its fragment. It takes them (removing them) into a new workspace at start.

/** The fragment parameter that names a waiting handoff. */
export const handoffParam = 'open';
const keyPrefix = 'quire:handoff:';
/** The most files and characters a handoff carries (a config and a stub page per navigation entry). */
const maxFiles = 5000;
const maxChars = 16 * 1024 * 1024;

/** Files for a new workspace: text by project path. */
export interface ProjectHandoff {
  readonly name: string;
  readonly files: Readonly<Record<string, string>>;
}

/** The storage a handoff waits in (localStorage). */
export interface HandoffStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Whether `path` may be a file of a handed-off project: relative, normalized, outside `.git`. */
export function isHandoffPath(path: string): boolean {
  return path !== '' && path === normalizePath(path) && !/^\.git(\/|$)/.test(path) && !/[:\\\0]/.test(path);
}

/** Stores a handoff and returns the fragment (with its `#`) that names it. Throws when the storage refuses (full). */
export function storeProjectHandoff(storage: HandoffStorage, handoff: ProjectHandoff, id: string = crypto.randomUUID()): string {
  // One waits at a time: one the playground never took (it did not open) is not kept.
  const waiting = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((key) => key.startsWith(keyPrefix));
  for (const key of waiting) storage.removeItem(key);
  storage.setItem(keyPrefix + id, JSON.stringify(handoff));
  return `#${handoffParam}=${encodeURIComponent(id)}`;
}

/**
 * The handoff a fragment names, removed from the storage; undefined when the fragment names none,
 * `'missing'` when it names one that is not there (taken already, or from another browser) or not
 * well formed.
 */
export function takeProjectHandoff(storage: HandoffStorage, hash: string): ProjectHandoff | 'missing' | undefined {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get(handoffParam);
  if (id === null) return undefined;
  const key = keyPrefix + id;
  const stored = storage.getItem(key);
  storage.removeItem(key);
  if (stored === null || stored.length > maxChars) return 'missing';
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return 'missing';
    const { name, files } = value as { name?: unknown; files?: unknown };
    if (typeof name !== 'string' || typeof files !== 'object' || files === null) return 'missing';
    const entries = Object.entries(files);
    if (entries.length > maxFiles || !entries.every(([path, text]) => isHandoffPath(path) && typeof text === 'string')) return 'missing';
    return { name: name.slice(0, 100), files: Object.fromEntries(entries) as Record<string, string> };
  } catch {
    return 'missing';
  }
}
