import { NONCE_PATTERN } from './protocol-constants.ts';

// The nonce travels in the URL's fragment: any static host serves the page whatever follows `#`,
// and a fragment is never sent to a server or in a Referer header.
const NONCE_PARAM = 'n';

/** A fresh nonce for one preview document: 128 random bits in hex. */
export function newPreviewNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The URL of the preview document `page` (the preview page's address, without a fragment) for the load with `nonce`. */
export function previewDocumentUrl(page: string, nonce: string): string {
  return `${page}#${NONCE_PARAM}=${nonce}`;
}

/** The nonce in a preview document's URL fragment (`location.hash`); undefined when it has none that is well formed. */
export function nonceFromFragment(hash: string): string | undefined {
  const nonce = new URLSearchParams(hash.replace(/^#/, '')).get(NONCE_PARAM);
  return nonce !== null && NONCE_PATTERN.test(nonce) ? nonce : undefined;
}
