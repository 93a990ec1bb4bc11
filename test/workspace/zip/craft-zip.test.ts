import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zeroStream } from './craft-zip.ts';

describe('zeroStream (the test zip bomb)', () => {
  it('inflates to exactly the zeros it says, in 13-byte steps of 2,064 zeros', () => {
    for (const wanted of [1, 259, 260, 10_000]) {
      const { data, size } = zeroStream(wanted);
      const out = inflateSync(data);
      expect(out.length).toBe(size);
      expect(size).toBeGreaterThanOrEqual(wanted);
      expect(out.every((b) => b === 0)).toBe(true);
    }
    expect(zeroStream(10_000).data.length).toBe(3 + 5 * 13 + 1);
  });

  it('makes 2 GB of zeros from 13.5 MB', () => {
    const { data, size } = zeroStream(2 ** 31);
    expect(size).toBe(2_147_484_931);
    expect(data.length).toBe(13_525_828);
  });
});
