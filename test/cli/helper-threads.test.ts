import { describe, expect, it } from 'vitest';
import { helperNice, lowerHelperThreadPriority, type PriorityApi } from '../../src/cli/helper-threads.ts';

function fakeThreads(nice: Record<number, number>, failing: number[] = []): PriorityApi & { nice: Record<number, number> } {
  return {
    nice,
    threads: () => Object.keys(nice).map(Number),
    get: (tid) => nice[tid] ?? 0,
    set: (tid, value) => {
      if (failing.includes(tid)) throw new Error('EPERM');
      nice[tid] = value;
    },
  };
}

describe('lowerHelperThreadPriority', () => {
  it('lowers every thread but the main one to the helper nice value, and counts them', () => {
    const api = fakeThreads({ [process.pid]: 0, 101: 0, 102: 0, 103: 5 });
    expect(lowerHelperThreadPriority(api)).toBe(3);
    expect(api.nice).toEqual({ [process.pid]: 0, 101: helperNice, 102: helperNice, 103: helperNice });
    expect(helperNice).toBe(19);
  });

  it('leaves threads that are already lower alone and skips threads it may not change', () => {
    const api = fakeThreads({ [process.pid]: 0, 101: 19, 102: 0, 103: 0 }, [102]);
    expect(lowerHelperThreadPriority(api)).toBe(1);
    expect(api.nice).toEqual({ [process.pid]: 0, 101: 19, 102: 0, 103: helperNice });
  });

  it('does nothing where threads cannot be listed', () => {
    const api: PriorityApi = {
      threads: () => {
        throw new Error('ENOENT');
      },
      get: () => 0,
      set: () => undefined,
    };
    expect(lowerHelperThreadPriority(api)).toBe(0);
    expect(lowerHelperThreadPriority(undefined)).toBe(0);
  });
});
