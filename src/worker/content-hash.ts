/**
 * A 64-bit hash of `bytes` with their length, as text: two 32-bit multiply-xor lanes (cyrb53's
 * mixing, over bytes), computed synchronously. It tells a kept check's files from changed ones (see
 * result-cache.ts): a collision could only show a kept list a little longer, since the check made
 * again replaces it. SHA-256 through crypto.subtle made a reopen wait for one task per file, behind
 * whatever else the worker was doing (loading core).
 */
export function contentHash(bytes: Uint8Array): string {
  let h1 = 0xdeadbeef ^ bytes.length;
  let h2 = 0x41c6ce57 ^ bytes.length;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    h1 = Math.imul(h1 ^ b, 2654435761);
    h2 = Math.imul(h2 ^ b, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${bytes.length.toString(36)}-${(h2 >>> 0).toString(16).padStart(8, '0')}${(h1 >>> 0).toString(16).padStart(8, '0')}`;
}
