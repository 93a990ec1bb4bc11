import { deflateSync, Inflate } from 'fflate';

// Bytes in a URL fragment: deflated (fflate, raw deflate at level 9) and written in base64url, the
// URL-safe alphabet that needs no escaping in a fragment. Inflating is bounded: a fragment is small,
// deflate's ratio is not (1 KB of a link can unpack to a megabyte of zeros).

/** Compressed bytes handed to the inflater at a time: at most ~16 MB of output before the count is checked. */
const STEP = 16 * 1024;

/** Deflates bytes and writes them as base64url (no padding). */
export function packFragment(bytes: Uint8Array): string {
  return toBase64Url(deflateSync(bytes, { level: 9 }));
}

/**
 * The bytes a base64url text holds, inflated with a running count. Undefined when the text is not
 * base64url or the deflate stream is damaged or cut off; `tooLarge` is called (and what it returns
 * thrown) the moment the output passes `limit` bytes.
 */
export function unpackFragment(text: string, limit: number, tooLarge: () => Error): Uint8Array | undefined {
  const bytes = fromBase64Url(text);
  if (bytes === undefined || bytes.length === 0) return undefined;
  const parts: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  let overflow = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > limit) {
      overflow = true;
      throw tooLarge();
    }
    parts.push(chunk);
    ended ||= final;
  });
  try {
    for (let at = 0; at < bytes.length; at += STEP) inflate.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  } catch (error) {
    if (overflow) throw error;
    return undefined;
  }
  if (!ended) return undefined;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Bytes as base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a base64url text (padding optional); undefined when it is not one. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  const clean = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(clean) || clean.length % 4 === 1) return undefined;
  const binary = atob(clean.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
