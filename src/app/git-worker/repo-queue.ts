import type { AbortSignalLike } from '../../workspace/index.ts';

/**
 * One repository's git operations that write to `.git`, one at a time in the order they came, with
 * background steps (the history deepening for commit dates) that give way: an operation queued while
 * a background step runs stops that step (it puts the repository back as it was) and the step runs
 * again after it, so a commit or a push never waits for a download it did not ask for.
 */
export class RepoQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #background: AbortController | undefined;

  #enqueue<T>(action: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(action, action);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Runs an operation after those queued before it, stopping a background step that runs. */
  run<T>(action: () => Promise<T>): Promise<T> {
    this.#background?.abort();
    return this.#enqueue(action);
  }

  /** Runs a background step when the queue is free; a step stopped for an operation runs again after it. */
  async background<T>(step: (signal: AbortSignalLike) => Promise<T>): Promise<T> {
    for (;;) {
      const controller = new AbortController();
      try {
        return await this.#enqueue(async () => {
          this.#background = controller;
          try {
            return await step(controller.signal);
          } finally {
            this.#background = undefined;
          }
        });
      } catch (error) {
        if (!controller.signal.aborted) throw error;
      }
    }
  }
}
