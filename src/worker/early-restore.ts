import { MemoryProject } from '../core/project/project.ts';
import type { WorkerEvent } from './protocol.ts';
import type { ResultCache, Restored } from './result-cache.ts';

// A reopened workspace's problems come from the kept check (result-cache.ts), which needs only the
// project's files, IndexedDB and SHA-256, not core. The worker's first module (worker-main.ts) loads
// core and the host while the app reads the files; the first `load` that comes meanwhile starts the
// restore at once, and its list is posted (marked cached) before core has even loaded. The host
// takes the result over for that load (see ProjectDiagnostics.loaded), so the files are not hashed
// twice, nor the list posted twice.

/** What the early restore found, and whether it posted it (the host then does not post it again). */
export interface EarlyResult {
  readonly kept: Restored | undefined;
  readonly posted: boolean;
}

/** The `load` request's fields the restore reads, checked loosely (the host parses the request as a whole). */
function loadRequest(data: unknown): { files: [string, string | Uint8Array][]; symlinks: string[] } | undefined {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'load') return undefined;
  const { files, symlinks } = data as { files?: unknown; symlinks?: unknown };
  if (!Array.isArray(files)) return undefined;
  const entries: [string, string | Uint8Array][] = [];
  for (const entry of files as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !(typeof entry[1] === 'string' || entry[1] instanceof Uint8Array)) return undefined;
    entries.push([entry[0], entry[1]]);
  }
  const links = Array.isArray(symlinks) && symlinks.every((s) => typeof s === 'string') ? (symlinks as string[]) : [];
  return { files: entries, symlinks: links };
}

/**
 * The restore of the kept check of the first project the app loads, started before the worker host
 * is (see the note at the top of this file). `post` sends the cached diagnostics event.
 */
export class EarlyRestore {
  readonly #cache: ResultCache;
  readonly #post: (event: Extract<WorkerEvent, { type: 'diagnostics' }>) => void;
  #seen = 0;
  #result: Promise<EarlyResult> | undefined;
  /** Another project was loaded after the first before the host took over: the first one's list is not shown. */
  #superseded = false;
  #taken = false;

  constructor(cache: ResultCache, post: (event: Extract<WorkerEvent, { type: 'diagnostics' }>) => void) {
    this.#cache = cache;
    this.#post = post;
  }

  /** A message that came before the host: the first one, a `load`, starts the restore; a later `load` cancels its post. */
  received(data: unknown): void {
    const index = this.#seen++;
    const load = loadRequest(data);
    if (!load) return;
    if (index > 0) {
      this.#superseded = true;
      return;
    }
    this.#result = this.#cache.restore(new MemoryProject(load.files), load.symlinks).then(
      (kept) => {
        if (!kept || this.#taken || this.#superseded) return { kept, posted: false };
        this.#post({ type: 'diagnostics', diagnostics: kept.diagnostics, files: kept.files, strict: kept.strict, checkedLoad: 0, cached: true });
        return { kept, posted: true };
      },
      () => ({ kept: undefined, posted: false }),
    );
  }

  /**
   * Settles when the early restore has (posted or found nothing), at once when none was started. The
   * host starts after it: its first work (the site, the first render) would otherwise hold the
   * restore's last steps back by as long.
   */
  settled(): Promise<void> {
    return this.#result?.then(() => undefined) ?? Promise.resolve();
  }

  /**
   * The restore of the host's first load (the first message, when it was a `load`), once; undefined
   * for any later load, or when the first message was no load. From here on, nothing is posted here
   * that was not posted yet: the host posts what it takes over, under its own rules.
   */
  take(): Promise<EarlyResult> | undefined {
    if (this.#taken) return undefined;
    this.#taken = true;
    return this.#result;
  }
}
