import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/core/diagnostics/format-count.ts';

describe('formatCount', () => {
  it('groups digits by threes as en-US does', () => {
    expect([0, 7, 999, 1000, 25000, 123456, 1234567, 1_000_000_000, -1, -1234, -999999].map(formatCount)).toEqual(['0', '7', '999', '1,000', '25,000', '123,456', '1,234,567', '1,000,000,000', '-1', '-1,234', '-999,999']);
  });

  it('writes every whole number as toLocaleString("en-US") does', () => {
    for (let n = -20_000; n <= 2_000_000; n += 997) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('writes what is not finite as String does', () => {
    expect([Number.NaN, Infinity].map(formatCount)).toEqual(['NaN', 'Infinity']);
  });
});
