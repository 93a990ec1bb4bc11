import { describe, expect, it } from 'vitest';
import { ApiRequestSchema, ApiResponseSchema } from '../../../src/core/protocol/api-playground-messages.ts';
import { parseHostMessage, parsePreviewMessage } from '../../../src/preview/protocol.ts';

const request = { type: 'api-request', id: 1, request: { method: 'POST', url: 'https://api.test/users', headers: [['Authorization', 'Bearer t']], body: '{}' }, secrets: ['Authorization'], remember: false, credentials: { bearer: 't' } };

describe('the API playground messages', () => {
  it('accept a request from the preview and a result from the app, on both sides of the channel', () => {
    expect(parsePreviewMessage(request)).toEqual(request);
    expect(ApiRequestSchema.safeParse({ ...request, request: { method: 'GET', url: 'http://127.0.0.1:1/x', headers: [] } }).success).toBe(true);
    const ok = { type: 'api-response', id: 1, result: { ok: true, status: 200, statusText: 'OK', ms: 12, headers: [['content-type', 'application/json']], body: '{"a":1}', truncated: false } };
    expect(parseHostMessage(ok)).toEqual(ok);
    const failed = { type: 'api-response', id: 2, result: { ok: false, kind: 'network', origin: 'http://127.0.0.1:5173', detail: 'Failed to fetch' } };
    expect(parseHostMessage(failed)).toEqual(failed);
    expect(parsePreviewMessage({ type: 'api-credentials-request', origins: ['https://api.test'] })).toEqual({ type: 'api-credentials-request', origins: ['https://api.test'] });
    expect(parseHostMessage({ type: 'api-credentials', origin: 'https://api.test', credentials: { bearer: 't' } })).toEqual({ type: 'api-credentials', origin: 'https://api.test', credentials: { bearer: 't' } });
  });

  it('reject other methods, oversized parts, missing fields and unknown failure kinds', () => {
    expect(parsePreviewMessage({ ...request, request: { ...request.request, method: 'CONNECT' } })).toBeUndefined();
    expect(parsePreviewMessage({ ...request, request: { ...request.request, url: `https://api.test/${'a'.repeat(8_192)}` } })).toBeUndefined();
    expect(parsePreviewMessage({ ...request, request: { ...request.request, headers: Array.from({ length: 101 }, () => ['a', 'b']) } })).toBeUndefined();
    expect(parsePreviewMessage({ ...request, request: { ...request.request, headers: [['only-a-name']] } })).toBeUndefined();
    expect(parsePreviewMessage({ ...request, remember: 'yes' })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'api-request', id: 1, request: request.request, secrets: [], remember: false })).toBeUndefined();
    expect(ApiResponseSchema.safeParse({ type: 'api-response', id: 1, result: { ok: false, kind: 'timeout', origin: '', detail: '' } }).success).toBe(false);
    expect(parseHostMessage({ type: 'api-response', id: 1, result: { ok: true, status: 200 } })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'api-credentials-request', origins: Array.from({ length: 11 }, (_, i) => `https://a${i}.test`) })).toBeUndefined();
    expect(parseHostMessage({ type: 'api-credentials', origin: 'https://api.test', credentials: { bearer: 1 } })).toBeUndefined();
  });
});
