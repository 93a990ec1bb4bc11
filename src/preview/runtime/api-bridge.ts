import { ApiRequestSchema } from '../../core/protocol/api-playground-messages.ts';
import type { ApiRequest, ApiResponse } from '../../core/protocol/api-playground-messages.ts';

/** The page event the site runtime dispatches for Send (cancelable: cancelling it says "the host sends it"). */
export const API_REQUEST_EVENT = 'quire:api-request';
/** The page event that hands the site runtime the result of its request. */
export const API_RESPONSE_EVENT = 'quire:api-response';

/**
 * Carries the API playground between the site runtime and the host: the preview has no network
 * (its CSP), so a Send's request, once it validates, goes to the app, and its result comes back
 * as an event the site runtime shows. Without this bridge (an exported site) the site runtime
 * fetches itself.
 */
export function installApiBridge(doc: Document, send: (message: ApiRequest) => void): (message: ApiResponse) => void {
  doc.addEventListener(API_REQUEST_EVENT, (event) => {
    const parsed = ApiRequestSchema.safeParse({ type: 'api-request', ...(event instanceof CustomEvent && typeof event.detail === 'object' ? (event.detail as object) : {}) });
    // Claimed even when invalid: the preview must never fall back to fetching itself.
    event.preventDefault();
    if (parsed.success) send(parsed.data);
    else doc.dispatchEvent(new CustomEvent(API_RESPONSE_EVENT, { detail: { id: detailId(event), result: { ok: false, kind: 'invalid', origin: '', detail: 'The request is not one the preview can send.' } } }));
  });
  return (message) => doc.dispatchEvent(new CustomEvent(API_RESPONSE_EVENT, { detail: { id: message.id, result: message.result } }));
}

function detailId(event: Event): unknown {
  return event instanceof CustomEvent && typeof event.detail === 'object' && event.detail !== null ? (event.detail as { id?: unknown }).id : undefined;
}
