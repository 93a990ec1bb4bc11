import * as z from 'zod/mini';
import { apiBodyMaxLength, apiHeadersMaxCount, apiMethods, apiNameMaxLength, apiOriginsMaxCount, apiSecretsMaxCount, apiUrlMaxLength, apiValueMaxLength } from './api-playground-limits.ts';

// The API playground's messages between the sandboxed preview and the app: the preview has no
// network (its CSP), so a page's Send asks the app to make the request and gets the answer back.
// Declared once, for the preview that sends requests and shows responses and the app that checks,
// confirms and performs them. Sizes are bounded: the preview is untrusted.

/** A header as sent or received: name and value. */
const HeaderSchema = z.tuple([z.string().check(z.maxLength(apiNameMaxLength)), z.string().check(z.maxLength(apiValueMaxLength))]);

/** The request a playground form describes. */
export const ApiHttpRequestSchema = z.object({
  method: z.enum(apiMethods),
  /** An absolute http(s) URL (the app refuses anything else). */
  url: z.string().check(z.maxLength(apiUrlMaxLength)),
  headers: z.array(HeaderSchema).check(z.maxLength(apiHeadersMaxCount)),
  body: z.optional(z.string().check(z.maxLength(apiBodyMaxLength))),
});
export type ApiHttpRequest = z.infer<typeof ApiHttpRequestSchema>;

/** Preview → app: send this request. `secrets` names the headers and query parameters that hold credentials (masked when shown). */
export const ApiRequestSchema = z.object({
  type: z.literal('api-request'),
  /** Chosen by the preview; the response carries it back. */
  id: z.number(),
  request: ApiHttpRequestSchema,
  secrets: z.array(z.string().check(z.maxLength(apiNameMaxLength))).check(z.maxLength(apiSecretsMaxCount)),
  /** The reader ticked "remember credentials": the app keeps `credentials` in its own storage. */
  remember: z.boolean(),
  /** The credential inputs' values by their key (`bearer`, `basic-user`, `key:X-Api-Key`…). */
  credentials: z.record(z.string().check(z.maxLength(apiNameMaxLength)), z.string().check(z.maxLength(apiValueMaxLength))),
});
export type ApiRequest = z.infer<typeof ApiRequestSchema>;

/** What became of a request: the response, or why there is none. */
export const ApiResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    status: z.number(),
    statusText: z.string(),
    /** Milliseconds from sending to the whole body read. */
    ms: z.number(),
    headers: z.array(HeaderSchema),
    body: z.string(),
    /** The body was longer than the app passes on and was cut. */
    truncated: z.boolean(),
  }),
  z.object({
    ok: z.literal(false),
    /** `network`: no response the browser would show (unreachable, or CORS refused); `declined`: the reader did not confirm; `invalid`: not an http(s) URL. */
    kind: z.enum(['network', 'declined', 'invalid']),
    /** The origin the request was made from (what the API must allow). */
    origin: z.string(),
    detail: z.string(),
  }),
]);
export type ApiResult = z.infer<typeof ApiResultSchema>;

/** App → preview: the result of request `id`. */
export const ApiResponseSchema = z.object({ type: z.literal('api-response'), id: z.number(), result: ApiResultSchema });
export type ApiResponse = z.infer<typeof ApiResponseSchema>;


/** Preview → app: the page's playground can send to these API origins; the app answers with the credentials it remembers for any of them. */
export const ApiCredentialsRequestSchema = z.object({ type: z.literal('api-credentials-request'), origins: z.array(z.string().check(z.maxLength(apiNameMaxLength))).check(z.maxLength(apiOriginsMaxCount)) });
export type ApiCredentialsRequest = z.infer<typeof ApiCredentialsRequestSchema>;

/** App → preview: credentials the reader asked the app to remember for API `origin`, to prefill the page's inputs (keys as in `ApiRequest.credentials`). */
export const ApiCredentialsSchema = z.object({ type: z.literal('api-credentials'), origin: z.string(), credentials: z.record(z.string(), z.string()) });
export type ApiCredentials = z.infer<typeof ApiCredentialsSchema>;
