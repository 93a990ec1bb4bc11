import { describe, expect, it } from 'vitest';
import { claimWorkspace } from '../../src/workspace/index.ts';
import type { LockManagerLike } from '../../src/workspace/index.ts';

/** An in-memory Web Locks implementation of exclusive locks with ifAvailable and steal. */
class FakeLocks implements LockManagerLike {
  readonly #held = new Map<string, { abort: (error: Error) => void }>();

  async request(name: string, options: { ifAvailable?: boolean; steal?: boolean }, callback: (lock: unknown) => unknown): Promise<unknown> {
    const current = this.#held.get(name);
    if (current && options.ifAvailable) return callback(null);
    if (current && options.steal) current.abort(Object.assign(new Error('stolen'), { name: 'AbortError' }));
    return new Promise((resolve, reject) => {
      this.#held.set(name, { abort: reject });
      Promise.resolve(callback({ name })).then(
        (value) => {
          if (this.#held.get(name)?.abort === reject) this.#held.delete(name);
          resolve(value);
        },
        reject,
      );
    });
  }
}

describe('claimWorkspace', () => {
  it('holds a free workspace, and a second claim sees it taken', async () => {
    const locks = new FakeLocks();
    const first = await claimWorkspace(locks, 'ws', () => {});
    const second = await claimWorkspace(locks, 'ws', () => {});
    expect(first.held).toBe(true);
    expect(second.held).toBe(false);
  });

  it('tells the holder when another tab takes the workspace over', async () => {
    const locks = new FakeLocks();
    const lost: string[] = [];
    await claimWorkspace(locks, 'ws', () => lost.push('first'));
    const second = await claimWorkspace(locks, 'ws', () => lost.push('second'));
    await second.steal();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.held).toBe(true);
    expect(lost).toEqual(['first']);
  });

  it('frees the workspace on release, without reporting a loss', async () => {
    const locks = new FakeLocks();
    const lost: string[] = [];
    const first = await claimWorkspace(locks, 'ws', () => lost.push('first'));
    first.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await claimWorkspace(locks, 'ws', () => {})).held).toBe(true);
    expect(lost).toEqual([]);
  });
});
