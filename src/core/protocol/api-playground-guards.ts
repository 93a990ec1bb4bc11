import { apiBodyMaxLength, apiHeadersMaxCount, apiMethods, apiNameMaxLength, apiOriginsMaxCount, apiSecretsMaxCount, apiUrlMaxLength, apiValueMaxLength } from './api-playground-limits.ts';
import type { ApiCredentials, ApiCredentialsRequest, ApiHttpRequest, ApiRequest, ApiResponse, ApiResult } from './api-playground-messages.ts';
import { arrayOf, isBoolean, isNumber, isString, literal, objectOf, optional, recordOf, stringOf, tupleOf, union } from './type-guard.ts';
import type { Fields, Guard } from './type-guard.ts';

// The API playground's messages as the preview's script checks them, without zod (its one classic
// script would carry zod's code before the first preview). Each guard accepts exactly what its schema
// in api-playground-messages.ts does (test/core/protocol/api-playground-guards.test.ts holds them to
// the same answers); the schemas stay the declaration of each message and its type.

const name = stringOf(apiNameMaxLength);
const value = stringOf(apiValueMaxLength);

const isHttpRequest: Guard<ApiHttpRequest> = objectOf<ApiHttpRequest>({
  method: literal(...apiMethods),
  url: stringOf(apiUrlMaxLength),
  headers: arrayOf(tupleOf<[string, string]>(name, value), apiHeadersMaxCount),
  body: optional(stringOf(apiBodyMaxLength)),
});

/** Whether `data` is a request to send (ApiRequestSchema accepts it). */
export const isApiRequest: Guard<ApiRequest> = objectOf<ApiRequest>({
  type: literal('api-request'),
  id: isNumber,
  request: isHttpRequest,
  secrets: arrayOf(name, apiSecretsMaxCount),
  remember: isBoolean,
  credentials: recordOf(value, name),
});

/** Whether `data` asks for remembered credentials (ApiCredentialsRequestSchema accepts it). */
export const isApiCredentialsRequest: Guard<ApiCredentialsRequest> = objectOf<ApiCredentialsRequest>({ type: literal('api-credentials-request'), origins: arrayOf(name, apiOriginsMaxCount) });

const responseFields: Fields<Extract<ApiResult, { ok: true }>> = { ok: literal(true), status: isNumber, statusText: isString, ms: isNumber, headers: arrayOf(tupleOf<[string, string]>(name, value)), body: isString, truncated: isBoolean };
const failureFields: Fields<Extract<ApiResult, { ok: false }>> = { ok: literal(false), kind: literal('network', 'declined', 'invalid'), origin: isString, detail: isString };

/** The fields of the app's answer to a request, but `type` (ApiResponseSchema). */
export const apiResponseFields: Fields<Omit<ApiResponse, 'type'>> = { id: isNumber, result: union(objectOf(responseFields), objectOf(failureFields)) };

/** The fields of remembered credentials the app hands the preview, but `type` (ApiCredentialsSchema). */
export const apiCredentialsFields: Fields<Omit<ApiCredentials, 'type'>> = { origin: isString, credentials: recordOf(isString) };
