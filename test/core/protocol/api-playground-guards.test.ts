import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { apiCredentialsFields, apiResponseFields, isApiCredentialsRequest, isApiRequest } from '../../../src/core/protocol/api-playground-guards.ts';
import { ApiCredentialsRequestSchema, ApiCredentialsSchema, ApiRequestSchema, ApiResponseSchema } from '../../../src/core/protocol/api-playground-messages.ts';
import { objectOf, literal } from '../../../src/core/protocol/type-guard.ts';
import { disagreements, mutations, notMessages } from './guard-samples.ts';

const request = { type: 'api-request', id: 1, request: { method: 'POST', url: 'https://api.test/plants', headers: [['Accept', 'application/json']], body: '{}' }, secrets: ['Authorization'], remember: true, credentials: { bearer: 't0k' } };
const bare = { type: 'api-request', id: 2.5, request: { method: 'GET', url: '', headers: [] }, secrets: [], remember: false, credentials: {} };
const credentialsRequest = { type: 'api-credentials-request', origins: ['https://api.test'] };
const response = { type: 'api-response', id: 1, result: { ok: true, status: 200, statusText: 'OK', ms: 12, headers: [['content-type', 'application/json']], body: '[]', truncated: false } };
const failure = { type: 'api-response', id: 1, result: { ok: false, kind: 'network', origin: 'null', detail: 'Failed to fetch' } };
const credentials = { type: 'api-credentials', origin: 'https://api.test', credentials: { bearer: 't0k', 'key:X-Api-Key': 'k' } };

const isApiResponse = objectOf({ type: literal('api-response'), ...apiResponseFields });
const isApiCredentials = objectOf({ type: literal('api-credentials'), ...apiCredentialsFields });
const zodAccepts = (schema: z.ZodMiniType) => (value: unknown) => z.safeParse(schema, value).success;

/** Strings at and past each bound, counted as zod counts them (code points). */
const atBounds = (max: number) => ['x'.repeat(max), 'x'.repeat(max + 1), '😀'.repeat(max), '😀'.repeat(max + 1)];

describe("the API playground's guards, the preview script's checks without zod", () => {
  it.each([
    ['isApiRequest', isApiRequest, ApiRequestSchema, [request, bare]],
    ['isApiCredentialsRequest', isApiCredentialsRequest, ApiCredentialsRequestSchema, [credentialsRequest, { type: 'api-credentials-request', origins: [] }]],
    ['the api-response fields', isApiResponse, ApiResponseSchema, [response, failure]],
    ['the api-credentials fields', isApiCredentials, ApiCredentialsSchema, [credentials, { ...credentials, credentials: {} }]],
  ] as const)('%s accepts and rejects exactly what its schema does: each field missing, of each wrong type, extra, prototype-polluting, inherited, in a holed array', (_name, guard, schema, valid) => {
    const accepts = zodAccepts(schema);
    expect(valid.map((message) => [guard(message), accepts(message)])).toEqual(valid.map(() => [true, true]));
    const samples = [...valid.flatMap(mutations), ...notMessages, { ...valid[0], type: 'api-other' }];
    expect(disagreements(samples, guard, accepts)).toEqual([]);
    const accepted = samples.filter(accepts).length;
    expect([accepted > valid.length, samples.length - accepted > samples.length / 2]).toEqual([true, true]);
  });

  it("holds a request's bounds where zod does: names, values, URL, body, counts of headers, secrets and origins, every method", () => {
    const accepts = zodAccepts(ApiRequestSchema);
    const samples = [
      ...atBounds(256).flatMap((name) => [{ ...bare, request: { ...bare.request, headers: [[name, 'v']] } }, { ...bare, secrets: [name] }, { ...bare, credentials: { [name]: 'v' } }]),
      ...atBounds(16_384).flatMap((value) => [{ ...bare, request: { ...bare.request, headers: [['n', value]] } }, { ...bare, credentials: { n: value } }]),
      ...atBounds(8_192).map((url) => ({ ...bare, request: { ...bare.request, url } })),
      ...atBounds(1_000_000).map((body) => ({ ...bare, request: { ...bare.request, body } })),
      ...[100, 101].map((count) => ({ ...bare, request: { ...bare.request, headers: Array.from({ length: count }, () => ['n', 'v']) } })),
      ...[20, 21].map((count) => ({ ...bare, secrets: Array.from({ length: count }, () => 's') })),
      ...['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'get'].map((method) => ({ ...bare, request: { ...bare.request, method } })),
      ...[[['a']], [['a', 'b', 'c']], [['a', 1]]].map((headers) => ({ ...bare, request: { ...bare.request, headers } })),
      { ...bare, credentials: JSON.parse(`{"__proto__": "x", "${'k'.repeat(257)}": "v"}`) },
      { ...bare, credentials: JSON.parse('{"__proto__": 1}') },
    ];
    expect(disagreements(samples, isApiRequest, accepts)).toEqual([]);
    expect(samples.map(accepts).filter(Boolean).length).toBe(25);
    const origins = [10, 11].map((count) => ({ type: 'api-credentials-request', origins: Array.from({ length: count }, () => 'o') }));
    expect(origins.map((message) => [isApiCredentialsRequest(message), zodAccepts(ApiCredentialsRequestSchema)(message)])).toEqual([[true, true], [false, false]]);
  });
});
