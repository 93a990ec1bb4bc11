import { byType, isNumber, isString, literal, objectOf, stringOf } from '../core/protocol/type-guard.ts';
import type { Guard } from '../core/protocol/type-guard.ts';
import { copyPageMaxLength, HELLO_MESSAGE, NONCE_PATTERN } from './protocol-constants.ts';
import type { PreviewMessage } from './protocol.ts';

// What the app's main thread checks of the preview's messages without zod, whose code is not on the
// way to the first preview: the hello and the messages a page sends as it is shown and read. Each
// guard accepts exactly what its schema in protocol.ts does (test/preview/preview-message-guard.test.ts
// holds them to the same answers); the schemas stay the declaration of each message.

/** The preview's messages checked with zod, loaded when the first of them comes: the API playground's, with their many bounded fields, sent only when a reader uses a page's playground. */
export type LaterPreviewMessage = Extract<PreviewMessage, { type: 'api-request' | 'api-credentials-request' }>;

const later: { readonly [K in LaterPreviewMessage['type']]: true } = { 'api-request': true, 'api-credentials-request': true };

/** Whether `data` is one of the preview's messages that the app checks with zod (by its type alone: whether it is well formed, zod says). */
export function isLaterPreviewMessage(data: unknown): boolean {
  const type = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { type?: unknown }).type : undefined;
  return typeof type === 'string' && Object.hasOwn(later, type);
}

/** Whether `data` is one of the other messages of the preview (PreviewMessageSchema accepts it). */
export const isEarlyPreviewMessage: Guard<Exclude<PreviewMessage, LaterPreviewMessage>> = byType<Exclude<PreviewMessage, LaterPreviewMessage>>({
  ready: {},
  rendered: { seq: isNumber, ms: isNumber, at: isNumber },
  navigate: { href: isString },
  'open-file': { path: isString },
  'mode-changed': { mode: literal('light', 'dark') },
  'copy-page': { page: stringOf(copyPageMaxLength) },
});

/** Whether `data` is a preview's hello (`parseHello` accepts it). */
export const isHello: Guard<{ type: typeof HELLO_MESSAGE; nonce: string }> = objectOf({ type: literal(HELLO_MESSAGE), nonce: stringOf(Infinity, NONCE_PATTERN) });
