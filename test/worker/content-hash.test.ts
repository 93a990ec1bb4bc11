import { describe, expect, it } from 'vitest';
import { contentHash } from '../../src/worker/content-hash.ts';

// The kept check tells changed files by this hash (see result-cache.ts); it is synchronous, so a
// reopen's restore does not wait for one task per file.
const bytes = (text: string) => new TextEncoder().encode(text);

describe('contentHash', () => {
  it('gives the length and 64 bits of hash, the same for the same bytes', () => {
    expect(contentHash(new Uint8Array())).toBe('0-488bdcb81aee8d83');
    expect(contentHash(bytes('# Page 1\n'))).toBe('9-0e16cb4792182338');
    expect(contentHash(bytes('# Page 1\n'))).toBe(contentHash(Uint8Array.from(bytes('# Page 1\n'))));
  });

  it('tells apart one changed byte and one added byte', () => {
    expect(contentHash(bytes('# Page 2\n'))).toBe('9-9ab562c828ef675d');
    expect(contentHash(bytes('# Page 1\n\n'))).toBe('a-130cb7ced512666b');
  });
});
