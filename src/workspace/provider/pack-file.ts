import { zlibSync } from 'fflate';

// The blobs of a repository opened through an API, written as one packfile (git's own format for
// many objects) rather than one loose object each: 2,000 loose objects are 2,000 compressed writes
// and folders in the browser's storage, a pack is one file that isomorphic-git indexes as after a
// clone.

const encoder = new TextEncoder();

/** A pack object's header: its type (3, blob) and size in git's variable-length encoding. */
function objectHeader(size: number): number[] {
  const bytes: number[] = [];
  let rest = Math.floor(size / 16);
  let byte = (3 << 4) | (size & 0x0f);
  while (rest > 0) {
    bytes.push(byte | 0x80);
    byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
  }
  bytes.push(byte);
  return bytes;
}

/** A version 2 packfile of `blobs` (in the order given) and its name, `pack-<checksum>.pack`. */
export async function packBlobs(blobs: readonly Uint8Array[]): Promise<{ bytes: Uint8Array; name: string }> {
  const parts: Uint8Array[] = [];
  const head = new Uint8Array(12);
  head.set(encoder.encode('PACK'));
  new DataView(head.buffer).setUint32(4, 2);
  new DataView(head.buffer).setUint32(8, blobs.length);
  parts.push(head);
  for (const blob of blobs) {
    parts.push(Uint8Array.from(objectHeader(blob.length)));
    // Level 1: the pack is rewritten by nothing and read once; speed matters more than a few bytes.
    parts.push(zlibSync(blob, { level: 1 }));
  }
  const size = parts.reduce((sum, p) => sum + p.length, 0);
  const bytes = new Uint8Array(size + 20);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  const checksum = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes.subarray(0, size)));
  bytes.set(checksum, size);
  return { bytes, name: `pack-${Array.from(checksum, (b) => b.toString(16).padStart(2, '0')).join('')}.pack` };
}
