import { describe, expect, it } from 'vitest';
import { batchHeapFlags, limitHeapGrowth } from '../../src/cli/heap-growth.ts';

describe('batchHeapFlags', () => {
  it('keeps heaps near their live size for a project of 2,000 files or more only', () => {
    expect(batchHeapFlags(2_000)).toEqual(['--heap-growing-percent=30']);
    expect(batchHeapFlags(25_000)).toEqual(['--heap-growing-percent=30']);
    expect(batchHeapFlags(1_999)).toEqual([]);
    expect(batchHeapFlags(0)).toEqual([]);
  });

  it('sets the flags through the given setter', () => {
    const set: string[] = [];
    limitHeapGrowth(5_000, (flag) => set.push(flag));
    limitHeapGrowth(100, (flag) => set.push(flag));
    expect(set).toEqual(['--heap-growing-percent=30']);
  });
});
