import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ApiRequestSchema } from '../../../src/core/protocol/api-playground-messages.ts';
import type { PreviewMessage } from '../../../src/preview/protocol.ts';
import { API_CREDENTIALS_REQUEST_EVENT, API_REQUEST_EVENT, API_RESPONSE_EVENT, installApiBridge } from '../../../src/preview/runtime/api-bridge.ts';

function bridge() {
  const doc = new EventTarget();
  const sent: PreviewMessage[] = [];
  const answered: unknown[] = [];
  doc.addEventListener(API_RESPONSE_EVENT, (event) => answered.push((event as CustomEvent).detail));
  installApiBridge(doc as Document, (message) => sent.push(message));
  const dispatch = (type: string, detail: unknown) => doc.dispatchEvent(new CustomEvent(type, { detail, cancelable: true }));
  return { sent, answered, dispatch };
}

const detail = { id: 7, request: { method: 'POST', url: 'https://api.test/plants', headers: [['Accept', 'application/json']], body: '{}' }, secrets: ['Authorization'], remember: false, credentials: { bearer: 't0k' } };

describe("the preview's API bridge", () => {
  it('sends a valid request as zod parsed it: only the schema\'s keys, even when the page\'s detail carries others a message cannot clone', () => {
    const { sent, answered, dispatch } = bridge();
    const claimed = dispatch(API_REQUEST_EVENT, { ...detail, extra: () => 1, request: { ...detail.request, note: Symbol('x') }, credentials: JSON.parse('{"bearer": "t0k", "__proto__": "x"}') });
    expect([claimed, answered]).toEqual([false, []]);
    expect(sent).toEqual([{ type: 'api-request', ...detail }]);
    expect(structuredClone(sent[0])).toEqual(z.parse(ApiRequestSchema, { ...detail, type: 'api-request' }));
    expect(Object.keys((sent[0] as { request: object }).request)).toEqual(['method', 'url', 'headers', 'body']);
  });

  it('claims an invalid request (the preview never fetches itself) and answers it as invalid; sends a valid credentials request, drops an invalid one', () => {
    const { sent, answered, dispatch } = bridge();
    expect(dispatch(API_REQUEST_EVENT, { ...detail, request: { ...detail.request, method: 'CONNECT' } })).toBe(false);
    expect([sent, answered]).toEqual([[], [{ id: 7, result: { ok: false, kind: 'invalid', origin: '', detail: 'The request is not one the preview can send.' } }]]);
    dispatch(API_CREDENTIALS_REQUEST_EVENT, { origins: ['https://api.test'], extra: 1 });
    dispatch(API_CREDENTIALS_REQUEST_EVENT, { origins: Array.from({ length: 11 }, () => 'o') });
    expect(sent).toEqual([{ type: 'api-credentials-request', origins: ['https://api.test'] }]);
  });
});
