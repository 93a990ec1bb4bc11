import { describe, expect, it } from 'vitest';
import { batchHeapFlags, limitHeapGrowth } from '../../src/cli/heap-growth.ts';

describe('batchHeapFlags', () => {
  it('keeps heaps near their live size for check and build only', () => {
    expect(batchHeapFlags(['check', '.'])).toEqual(['--heap-growing-percent=30']);
    expect(batchHeapFlags(['build', '.', '--out', 'site'])).toEqual(['--heap-growing-percent=30']);
    expect(batchHeapFlags(['upgrade', '.'])).toEqual([]);
    expect(batchHeapFlags(['--version'])).toEqual([]);
    expect(batchHeapFlags([])).toEqual([]);
  });

  it('sets the flags through the given setter', () => {
    const set: string[] = [];
    limitHeapGrowth(['build', '.', '--out', 'site'], (flag) => set.push(flag));
    limitHeapGrowth(['rules'], (flag) => set.push(flag));
    expect(set).toEqual(['--heap-growing-percent=30']);
  });
});
