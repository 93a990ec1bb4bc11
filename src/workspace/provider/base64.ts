import { fromBase64Url, toBase64Url } from '../../core/encoding/fragment-bytes.ts';

// The REST APIs speak standard base64 (GitHub wraps it in lines); core has the base64url codec.

/** Standard base64, padded, of some bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  const url = toBase64Url(bytes).replace(/-/g, '+').replace(/_/g, '/');
  return url + '='.repeat((4 - (url.length % 4)) % 4);
}

/** The bytes of standard base64 text (line breaks allowed); a malformed text is the host's fault: `undefined`. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  return fromBase64Url(text.replace(/\s+/g, '').replace(/\+/g, '-').replace(/\//g, '_'));
}
