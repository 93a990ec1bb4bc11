import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { createPreviewHost } from '../../src/preview/index.ts';
import type { PreviewMessage, PreviewPort } from '../../src/preview/index.ts';
import { isEarlyPreviewMessage, isHello, isLaterPreviewMessage } from '../../src/preview/preview-message-guard.ts';
import { parseHello, PreviewMessageSchema } from '../../src/preview/protocol.ts';
import { disagreements, mutations, notMessages } from '../core/protocol/guard-samples.ts';

const accepts = (value: unknown) => z.safeParse(PreviewMessageSchema, value).success;
const nonce = 'a'.repeat(32);

/** One message of each type the guard checks. */
const early = [
  { type: 'ready' },
  { type: 'rendered', seq: 3, ms: 1.5, at: 1.7e12 },
  { type: 'navigate', href: '/quickstart#install' },
  { type: 'open-file', path: 'quickstart.mdx' },
  { type: 'mode-changed', mode: 'dark' },
  { type: 'mode-changed', mode: 'light' },
  { type: 'copy-page', page: 'guides/setup' },
  { type: 'copy-page', page: '😀'.repeat(1000) },
];

const apiRequest = { type: 'api-request', id: 1, request: { method: 'GET', url: 'https://api.test/plants', headers: [['Accept', 'application/json']] }, secrets: [], remember: false, credentials: {} };

describe("the preview's messages the app checks before zod has loaded", () => {
  it('accepts every message of the types it checks, and leaves the API playground\'s to zod', () => {
    expect(early.filter((message) => !isEarlyPreviewMessage(message) || !accepts(message))).toEqual([]);
    expect([apiRequest, { type: 'api-credentials-request', origins: [] }].map((message) => [isEarlyPreviewMessage(message), isLaterPreviewMessage(message), accepts(message)])).toEqual([
      [false, true, true],
      [false, true, true],
    ]);
  });

  it('accepts and rejects exactly what PreviewMessageSchema does: each field missing, of each wrong type, with extra or prototype-polluting keys, inherited, a type of another message', () => {
    const samples = [...early.flatMap(mutations), ...notMessages, { type: 'render', seq: 1 }, { type: 'eval', code: 'alert(1)' }, { type: 'assets', replace: true, assets: [], removed: [] }];
    // What isEarlyPreviewMessage refuses and zod accepts must be a message the app gives zod.
    expect(disagreements(samples, (value) => isEarlyPreviewMessage(value) || (isLaterPreviewMessage(value) && accepts(value)), accepts)).toEqual([]);
    expect(samples.filter((value) => isEarlyPreviewMessage(value) && isLaterPreviewMessage(value))).toEqual([]);
    const accepted = samples.filter(accepts).length;
    expect([accepted > early.length, samples.length - accepted > samples.length / 2]).toEqual([true, true]);
  });

  it('bounds copy-page as zod does, in code points', () => {
    const pages = ['x'.repeat(1000), 'x'.repeat(1001), '😀'.repeat(1000), '😀'.repeat(1001), `${'x'.repeat(999)}\ud800`];
    expect(pages.map((page) => isEarlyPreviewMessage({ type: 'copy-page', page }))).toEqual([true, false, true, false, true]);
    expect(pages.map((page) => accepts({ type: 'copy-page', page }))).toEqual([true, false, true, false, true]);
  });

  it('takes a hello exactly when parseHello does', () => {
    const samples = [...mutations({ type: 'quire-preview-hello', nonce }), { type: 'quire-preview-hello', nonce: 'A'.repeat(32) }, { type: 'quire-preview-hello', nonce: `${nonce}0` }, { type: 'quire-preview-connect', nonce }, ...notMessages];
    expect(disagreements(samples, isHello, (value) => parseHello(value) !== undefined)).toEqual([]);
    expect(isHello({ type: 'quire-preview-hello', nonce })).toBe(true);
  });
});

describe('createPreviewHost', () => {
  function host() {
    const heard: PreviewMessage[] = [];
    const rejected: unknown[] = [];
    let settle = () => {};
    const settled = () => new Promise<void>((resolve) => (settle = resolve));
    const port: PreviewPort = { postMessage: () => {}, onmessage: null, close: () => {} };
    const previewHost = createPreviewHost(port, (m) => (heard.push(m), settle()), (d) => (rejected.push(d), settle()));
    const receive = (data: unknown) => port.onmessage?.({ data } as MessageEvent);
    return { heard, rejected, settled, receive, previewHost };
  }

  it('passes on the messages it checks at once, and an API playground request once zod has checked it', async () => {
    const { heard, rejected, settled, receive } = host();
    receive({ type: 'navigate', href: '/a' });
    receive({ type: 'navigate', href: { toString: 'x' } });
    expect([heard, rejected]).toEqual([[{ type: 'navigate', href: '/a' }], [{ type: 'navigate', href: { toString: 'x' } }]]);
    let next = settled();
    receive({ ...apiRequest, request: { ...apiRequest.request, method: 'CONNECT' } });
    await next;
    next = settled();
    receive(apiRequest);
    await next;
    expect([heard.map((m) => m.type), rejected.length]).toEqual([['navigate', 'api-request'], 2]);
    expect(heard[1]).toEqual(apiRequest);
  });

  it('passes nothing on once closed, not even an API request zod checks after', async () => {
    const { heard, rejected, receive, previewHost } = host();
    receive(apiRequest);
    previewHost.close();
    // zod's module has loaded by the time this import resolves: the host's check has run.
    await import('../../src/preview/protocol.ts');
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect([heard, rejected]).toEqual([[], []]);
  });
});
