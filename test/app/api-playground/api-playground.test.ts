import { describe, expect, it } from 'vitest';
import { ApiPlayground, REMEMBERED_KEY } from '../../../src/app/api-playground/api-playground.ts';
import { foreignCredentialOrigins } from '../../../src/app/api-playground/foreign-credentials.ts';
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

describe('foreignCredentialOrigins', () => {
  const remembered = {
    'https://a.test': { bearer: 'tok-a' },
    'https://b.test': { 'basic-user': 'ada', 'basic-pass': 'pw' },
    'https://c.test': { 'key:X-Api-Key': 'k-c', 'key:token': 'q-c' },
    'https://d.test': { bearer: 'Bearer shared' },
    'https://e.test': { bearer: 'shared' },
  };
  const request = (url: string, headers: [string, string][]) => ({ method: 'GET' as const, url, headers });

  it('names the other origins whose remembered credentials a request carries, as the runtime sends them (bearer, basic, key header or query)', () => {
    expect(foreignCredentialOrigins(request('https://z.test/x', [['Authorization', 'Bearer tok-a']]), 'https://z.test', remembered)).toEqual(['https://a.test']);
    expect(foreignCredentialOrigins(request('https://z.test/x', [['Authorization', `Basic ${btoa('ada:pw')}`]]), 'https://z.test', remembered)).toEqual(['https://b.test']);
    expect(foreignCredentialOrigins(request('https://z.test/x?token=q-c', [['x-api-key', 'k-c']]), 'https://z.test', remembered)).toEqual(['https://c.test']);
    expect(foreignCredentialOrigins(request('https://z.test/x', [['Authorization', 'Bearer shared']]), 'https://z.test', remembered)).toEqual(['https://d.test', 'https://e.test']);
  });

  it('names none for a request to the origin they are remembered for, one with the same ones remembered, or other values', () => {
    expect(foreignCredentialOrigins(request('https://a.test/x', [['Authorization', 'Bearer tok-a']]), 'https://a.test', remembered)).toEqual([]);
    expect(foreignCredentialOrigins(request('https://d.test/x', [['Authorization', 'Bearer shared']]), 'https://d.test', remembered)).toEqual([]);
    expect(foreignCredentialOrigins(request('https://z.test/x?X-Api-Key=other', [['Authorization', 'Bearer tok-b'], ['X-Trace', 'k-c']]), 'https://z.test', remembered)).toEqual([]);
    expect(foreignCredentialOrigins(request('https://z.test/x', [['Authorization', 'Bearer tok-a']]), 'https://z.test', { 'https://a.test': { bearer: 42 } as unknown as Record<string, string> })).toEqual([]);
  });
});

describe('ApiPlayground and remembered credentials of another origin', () => {
  it('asks every time before a request carries the credentials remembered for another origin, and sends nothing when declined', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('x'));
    const storage = memoryStorage();
    storage.setItem(REMEMBERED_KEY, JSON.stringify({ 'https://api.test': { bearer: 'tok' } }));
    const asked: [string, string][] = [];
    const answers = [true, false];
    const playground = new ApiPlayground({ fetch, storage, origin: 'http://app.test', confirm: async (title, text) => (asked.push([title, text]), answers.shift() ?? false) });
    const toB = { ...message, request: { method: 'GET' as const, url: 'https://b.test/users', headers: [['Authorization', 'Bearer tok']] as [string, string][] }, secrets: ['Authorization'], credentials: { bearer: 'tok' } };
    expect((await playground.handle(toB)).ok).toBe(true);
    expect(await playground.handle(toB)).toEqual({ ok: false, kind: 'declined', origin: 'http://app.test', detail: 'The request carried the credentials remembered for https://api.test, and they were not sent to https://b.test.' });
    expect(asked).toEqual([
      ['Send the credentials of https://api.test to https://b.test?', "The page's playground asks to send GET https://b.test/users with the headers Authorization: Bearer •••• and no body. Its credentials are the ones remembered for https://api.test, not for https://b.test. It goes from http://app.test, without this app's cookies. Send them to https://b.test?"],
      ['Send the credentials of https://api.test to https://b.test?', "The page's playground asks to send GET https://b.test/users with the headers Authorization: Bearer •••• and no body. Its credentials are the ones remembered for https://api.test, not for https://b.test. It goes from http://app.test, without this app's cookies. Send them to https://b.test?"],
    ]);
    expect(calls.map((c) => c.url)).toEqual(['https://b.test/users']);
    // Without credentials, B is an allowed origin like any other: no question.
    expect((await playground.handle({ ...toB, request: { ...toB.request, headers: [] }, secrets: [], credentials: {} })).ok).toBe(true);
    expect(asked).toHaveLength(2);
    expect(JSON.parse(storage.getItem(REMEMBERED_KEY) ?? '')).toEqual({ 'https://api.test': { bearer: 'tok' } });
  });
});
