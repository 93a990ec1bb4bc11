// The preview protocol's names and bounds that the app's main thread needs before zod has loaded
// (protocol.ts, which declares the messages with zod, re-exports them).

/** The preview's hello to its parent window: `{ type, nonce }`. */
export const HELLO_MESSAGE = 'quire-preview-hello';

/** The app's answer to a hello: `{ type, nonce }`, carrying the app's port and the page feed's port, in that order. */
export const CONNECT_MESSAGE = 'quire-preview-connect';

/** A nonce as the app makes them (preview-nonce.ts): 128 random bits in hex. */
export const NONCE_PATTERN = /^[0-9a-f]{32}$/;

/** The longest page path a `copy-page` message may name (the preview is untrusted: what it asks has bounded cost). */
export const copyPageMaxLength = 1000;
