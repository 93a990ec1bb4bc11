import { describe, expect, it } from 'vitest';
import { ApiPlayground, REMEMBERED_KEY } from '../../../src/app/api-playground/api-playground.ts';
import { maskedRequest } from '../../../src/app/api-playground/masked-request.ts';
import { performApiRequest } from '../../../src/app/api-playground/api-fetch.ts';
import type { ApiRequest } from '../../../src/core/protocol/api-playground-messages.ts';

const message: ApiRequest = {
  type: 'api-request',
  id: 1,
  request: { method: 'POST', url: 'https://api.test/users?key=k1&page=2', headers: [['Authorization', 'Bearer tok'], ['X-Trace', 'abc'], ['Content-Type', 'application/json']], body: '{"a":"é"}' },
  secrets: ['Authorization', 'key'],
  remember: false,
  credentials: { bearer: 'tok', 'key:key': 'k1' },
};

/** A fake fetch answering `status` with `body`, recording what it was asked. */
function fakeFetch(answer: (url: string) => Response | Error) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const out = answer(url);
    if (out instanceof Error) throw out;
    return out;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe('maskedRequest', () => {
  it('masks credential headers and query parameters, keeping the scheme word, and gives the body size in bytes', () => {
    expect(maskedRequest(message.request, message.secrets)).toEqual({
      line: 'POST https://api.test/users?key=%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2&page=2',
      headers: ['Authorization: Bearer ••••', 'X-Trace: abc', 'Content-Type: application/json'],
      body: '10 bytes',
    });
    expect(maskedRequest({ method: 'GET', url: 'https://a.test/', headers: [['Cookie', 'c=1'], ['X-Api-Key', 'k']] }, []).headers).toEqual(['Cookie: ••••', 'X-Api-Key: ••••']);
  });
});

describe('performApiRequest', () => {
  it('fetches without the app\'s cookies or referrer and returns status, time, headers and body', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('{"ok":true}', { status: 201, statusText: 'Created', headers: { 'content-type': 'application/json' } }));
    let t = 100;
    const result = await performApiRequest(message.request, { fetch, origin: 'http://app.test', now: () => (t += 5) });
    expect(result).toEqual({ ok: true, status: 201, statusText: 'Created', ms: 5, headers: [['content-type', 'application/json']], body: '{"ok":true}', truncated: false });
    expect(calls.map((c) => [c.url, c.init?.method, c.init?.credentials, c.init?.referrerPolicy, c.init?.body])).toEqual([['https://api.test/users?key=k1&page=2', 'POST', 'omit', 'no-referrer', '{"a":"é"}']]);
  });

  it('turns a thrown fetch into a network result naming the origin, and refuses URLs that are not http(s)', async () => {
    const { fetch, calls } = fakeFetch(() => new TypeError('Failed to fetch'));
    expect(await performApiRequest(message.request, { fetch, origin: 'http://app.test' })).toEqual({ ok: false, kind: 'network', origin: 'http://app.test', detail: 'Failed to fetch' });
    expect(await performApiRequest({ method: 'GET', url: 'javascript:alert(1)', headers: [] }, { fetch, origin: 'http://app.test' })).toEqual({ ok: false, kind: 'invalid', origin: 'http://app.test', detail: 'Not an http(s) URL: javascript:alert(1)' });
    expect(calls).toHaveLength(1);
  });
});

describe('ApiPlayground', () => {
  it('asks before the first request to an origin, not again for it, and sends nothing when declined', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('x'));
    const asked: string[] = [];
    let answer = true;
    const storage = memoryStorage();
    const playground = new ApiPlayground({ fetch, storage, origin: 'http://app.test', confirm: async (title) => (asked.push(title), answer) });
    expect((await playground.handle(message)).ok).toBe(true);
    expect((await playground.handle(message)).ok).toBe(true);
    answer = false;
    const other = { ...message, request: { ...message.request, url: 'https://other.test/' } };
    expect(await playground.handle(other)).toEqual({ ok: false, kind: 'declined', origin: 'http://app.test', detail: 'Requests to https://other.test were not allowed.' });
    expect(asked).toEqual(['Send a request to https://api.test?', 'Send a request to https://other.test?']);
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/users?key=k1&page=2', 'https://api.test/users?key=k1&page=2']);
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('keeps credentials in the app\'s storage only when remembered, per API origin, and forgets them when unticked', async () => {
    const { fetch } = fakeFetch(() => new Response('x'));
    const storage = memoryStorage();
    const playground = new ApiPlayground({ fetch, storage, origin: 'http://app.test', confirm: async () => true });
    await playground.handle({ ...message, remember: true });
    expect(JSON.parse(storage.getItem(REMEMBERED_KEY) ?? '')).toEqual({ 'https://api.test': { bearer: 'tok', 'key:key': 'k1' } });
    expect(playground.rememberedFor(['https://other.test', 'https://api.test', 'https://api.test', '__proto__'])).toEqual([['https://api.test', { bearer: 'tok', 'key:key': 'k1' }]]);
    await playground.handle(message);
    expect(storage.getItem(REMEMBERED_KEY)).toBeNull();
  });
});
