/** The part of the Web Locks API (navigator.locks) the lock needs. */
export interface LockManagerLike {
  request(name: string, options: { mode?: 'exclusive'; ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown> | unknown): Promise<unknown>;
}

/** This tab's claim on a workspace. */
export interface WorkspaceLock {
  /** True when this tab holds the workspace; false when another tab has it open. */
  readonly held: boolean;
  /** Takes the workspace from the other tab (which is told it lost it). */
  steal(): Promise<void>;
  /** Gives the workspace up (switching workspaces, closing). */
  release(): void;
}

/**
 * Claims a workspace for this tab, so two tabs never write the same file system at once.
 * When another tab holds it, `held` is false and the app warns and stays read-only until the
 * user takes it over; the tab that loses it hears `onLost`.
 */
export async function claimWorkspace(locks: LockManagerLike, fsName: string, onLost: () => void): Promise<WorkspaceLock> {
  const name = `quire-tab:${fsName}`;
  let release: (() => void) | undefined;
  let released = false;

  const hold = (options: { ifAvailable?: boolean; steal?: boolean }): Promise<boolean> =>
    new Promise<boolean>((resolveClaim) => {
      locks
        .request(name, { mode: 'exclusive', ...options }, (lock) => {
          if (lock === null) {
            resolveClaim(false);
            return undefined;
          }
          resolveClaim(true);
          return new Promise<void>((resolveHold) => {
            release = resolveHold;
          });
        })
        .catch(() => {
          // The lock was stolen by another tab (AbortError) unless we released it ourselves.
          if (!released) onLost();
        });
    });

  let held = await hold({ ifAvailable: true });
  return {
    get held() {
      return held;
    },
    async steal() {
      held = await hold({ steal: true });
    },
    release() {
      released = true;
      release?.();
    },
  };
}
