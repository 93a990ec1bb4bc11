import { isApiCredentialsRequest, isApiRequest } from '../../core/protocol/api-playground-guards.ts';
import type { ApiCredentials, ApiRequest, ApiResponse } from '../../core/protocol/api-playground-messages.ts';
import type { PreviewMessage } from '../protocol.ts';

/** The page event the site runtime dispatches for Send (cancelable: cancelling it says "the host sends it"). */
export const API_REQUEST_EVENT = 'quire:api-request';
/** The page event that hands the site runtime the result of its request. */
export const API_RESPONSE_EVENT = 'quire:api-response';
/** The page event by which the site runtime asks for remembered credentials of some API origins. */
export const API_CREDENTIALS_REQUEST_EVENT = 'quire:api-credentials-request';
/** The page event that hands the site runtime remembered credentials of one API origin. */
export const API_CREDENTIALS_EVENT = 'quire:api-credentials';

const detailOf = (event: Event): object => (event instanceof CustomEvent && typeof event.detail === 'object' && event.detail !== null ? (event.detail as object) : {});

/**
 * Carries the API playground between the site runtime and the host: the preview has no network
 * (its CSP), so a Send's request, once it validates, goes to the app, and its result comes back
 * as an event the site runtime shows; so do the credentials the app remembers. Without this
 * bridge (an exported site) the site runtime fetches itself.
 */
export function installApiBridge(doc: Document, send: (message: PreviewMessage) => void): (message: ApiResponse | ApiCredentials) => void {
  doc.addEventListener(API_REQUEST_EVENT, (event) => {
    const request = { ...detailOf(event), type: 'api-request' };
    // Claimed even when invalid: the preview must never fall back to fetching itself.
    event.preventDefault();
    if (isApiRequest(request)) send(requestCopy(request));
    else doc.dispatchEvent(new CustomEvent(API_RESPONSE_EVENT, { detail: { id: (detailOf(event) as { id?: unknown }).id, result: { ok: false, kind: 'invalid', origin: '', detail: 'The request is not one the preview can send.' } } }));
  });
  doc.addEventListener(API_CREDENTIALS_REQUEST_EVENT, (event) => {
    const request = { ...detailOf(event), type: 'api-credentials-request' };
    if (isApiCredentialsRequest(request)) send({ type: request.type, origins: [...request.origins] });
  });
  return (message) => {
    if (message.type === 'api-response') doc.dispatchEvent(new CustomEvent(API_RESPONSE_EVENT, { detail: { id: message.id, result: message.result } }));
    else doc.dispatchEvent(new CustomEvent(API_CREDENTIALS_EVENT, { detail: { origin: message.origin, credentials: message.credentials } }));
  };
}

/**
 * The fields of a checked request, as zod's parse would have returned them: the page's detail may
 * carry other keys (even values a message cannot clone), which the app has no use for.
 */
function requestCopy(message: ApiRequest): ApiRequest {
  const { method, url, headers, body } = message.request;
  const credentials: Record<string, string> = {};
  for (const key of Object.keys(message.credentials)) if (key !== '__proto__') credentials[key] = message.credentials[key] ?? '';
  return {
    type: message.type,
    id: message.id,
    request: { method, url, headers: headers.map(([name, value]) => [name, value]), ...(body === undefined ? {} : { body }) },
    secrets: [...message.secrets],
    remember: message.remember,
    credentials,
  };
}
