import { apiCredentialsFields, apiResponseFields } from '../core/protocol/api-playground-guards.ts';
import { openExternalFields, renderBodyFields, renderErrorFields, renderFields, searchResultsFields } from '../core/protocol/page-feed-guards.ts';
import { arrayOf, byType, isBoolean, isString, literal, objectOf, stringOf } from '../core/protocol/type-guard.ts';
import type { Guard } from '../core/protocol/type-guard.ts';
import { CONNECT_MESSAGE, NONCE_PATTERN } from './protocol-constants.ts';
import type { HostMessage, PreviewAsset } from './protocol.ts';

// What the preview's script checks of the app's messages, without zod: it is one classic script,
// fetched before the first preview, and cannot load zod later. Each guard accepts exactly what its
// schema in protocol.ts does (test/preview/host-message-guard.test.ts holds them to the same
// answers); the schemas stay the declaration of each message and its type.

const isAsset: Guard<PreviewAsset> = objectOf<PreviewAsset>({ path: isString, mime: isString, bytes: (value): value is Uint8Array => value instanceof Uint8Array });

/** Whether `data` is a message of the host (HostMessageSchema accepts it). */
export const isHostMessage: Guard<HostMessage> = byType<HostMessage>({
  render: renderFields,
  'render-body': renderBodyFields,
  'render-error': renderErrorFields,
  'open-external': openExternalFields,
  'search-results': searchResultsFields,
  assets: { replace: isBoolean, assets: arrayOf(isAsset), removed: arrayOf(isString) },
  'set-theme': { mode: literal('light', 'dark', 'system') },
  'api-response': apiResponseFields,
  'api-credentials': apiCredentialsFields,
  'copy-page-result': { ok: isBoolean },
});

/** Whether `data` is the app's connect message (`parseConnect` finds a nonce in it). */
export const isConnect: Guard<{ type: typeof CONNECT_MESSAGE; nonce: string }> = objectOf({ type: literal(CONNECT_MESSAGE), nonce: stringOf(Infinity, NONCE_PATTERN) });
