import { describe, expect, it } from 'vitest';
import { RepoQueue } from '../../../src/app/git-worker/repo-queue.ts';
import type { AbortSignalLike } from '../../../src/workspace/index.ts';

/** A promise and its resolve, to let a step finish when the test says so. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('RepoQueue', () => {
  it('runs operations one at a time in the order they came, a failed one not stopping the next', async () => {
    const queue = new RepoQueue();
    const log: string[] = [];
    const first = gate();
    const a = queue.run(async () => {
      log.push('a start');
      await first.promise;
      log.push('a end');
      return 'a';
    });
    const b = queue.run(async () => {
      log.push('b');
      throw new Error('b failed');
    });
    const c = queue.run(async () => {
      log.push('c');
      return 'c';
    });
    await Promise.resolve();
    first.open();
    expect(await a).toBe('a');
    await expect(b).rejects.toThrow('b failed');
    expect(await c).toBe('c');
    expect(log).toEqual(['a start', 'a end', 'b', 'c']);
  });

  it('an operation queued while a background step runs stops the step, runs, and the step runs again after it', async () => {
    const queue = new RepoQueue();
    const log: string[] = [];
    let attempts = 0;
    const started = gate();
    const step = queue.background(async (signal: AbortSignalLike) => {
      attempts++;
      log.push(`step ${attempts}`);
      if (attempts === 1) {
        started.open();
        // The first attempt waits until it is stopped, as a fetch cut off by its signal does.
        await new Promise<void>((_, reject) => (signal as AbortSignal).addEventListener('abort', () => reject(new Error('aborted'))));
      }
      return `deepened on attempt ${attempts}`;
    });
    await started.promise;
    const commit = queue.run(async () => {
      log.push('commit');
      return 'committed';
    });
    expect(await commit).toBe('committed');
    expect(await step).toBe('deepened on attempt 2');
    expect(log).toEqual(['step 1', 'commit', 'step 2']);
  });

  it('a background step that fails for another reason reports its error', async () => {
    const queue = new RepoQueue();
    await expect(queue.background(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
