/** Options of createAutosave. */
export interface AutosaveOptions {
  /** Writes one file; a rejection is reported to `onError` and the file stays pending. */
  readonly save: (path: string, text: string) => Promise<void>;
  /** Called after a batch of writes, to persist file-system metadata (LightningFS `flush`). */
  readonly commit?: () => Promise<void>;
  /** Milliseconds of quiet after the last edit before writing; default 250 (at most 300 by design). */
  readonly delayMs?: number;
  /** Told about every failed write (quota exceeded, storage unavailable); never swallowed. */
  readonly onError: (error: unknown, path: string) => void;
  /** Told when the set of unsaved paths changes. */
  readonly onPendingChange?: (pending: ReadonlySet<string>) => void;
  /** Told after a batch in which every write and the commit succeeded (a save error is over). */
  readonly onSaved?: () => void;
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

/** Write-through saving of edited files. */
export interface Autosave {
  /** Records the latest text of a file; it is written after `delayMs` of quiet. */
  queue(path: string, text: string): void;
  /** Writes everything pending now; resolves when done (failures go to `onError`). */
  flush(): Promise<void>;
  /** Drops a pending write (the file was deleted or renamed). */
  forget(path: string): void;
  /** The unsaved text of each pending file. */
  pending(): ReadonlyMap<string, string>;
}

/**
 * Debounced write-through autosave: every edit reaches the file system `delayMs` after typing
 * pauses, without the user doing anything. A failed write stays pending (and is retried with
 * the next flush) so nothing typed is dropped.
 */
export function createAutosave(options: AutosaveOptions): Autosave {
  const delay = Math.min(options.delayMs ?? 250, 300);
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const pending = new Map<string, string>();
  let timer: unknown;
  let running: Promise<void> = Promise.resolve();

  const notify = () => options.onPendingChange?.(new Set(pending.keys()));

  const writeAll = async (): Promise<void> => {
    const batch = [...pending];
    let wrote = false;
    let failed = false;
    for (const [path, text] of batch) {
      try {
        await options.save(path, text);
        wrote = true;
        if (pending.get(path) === text) pending.delete(path);
      } catch (error) {
        failed = true;
        options.onError(error, path);
      }
    }
    if (wrote && options.commit) {
      try {
        await options.commit();
      } catch (error) {
        failed = true;
        options.onError(error, batch[0]?.[0] ?? '');
      }
    }
    notify();
    if (wrote && !failed) options.onSaved?.();
  };

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    running = running.then(writeAll);
    return running;
  };

  return {
    queue(path, text) {
      const had = pending.has(path);
      pending.set(path, text);
      if (!had) notify();
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(() => void flush(), delay);
    },
    flush,
    forget(path) {
      if (pending.delete(path)) notify();
    },
    pending: () => pending,
  };
}
