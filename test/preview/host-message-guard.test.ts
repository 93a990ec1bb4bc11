import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isConnect, isHostMessage } from '../../src/preview/host-message-guard.ts';
import { HostMessageSchema, parseConnect } from '../../src/preview/protocol.ts';
import { disagreements, mutations, notMessages } from '../core/protocol/guard-samples.ts';

const accepts = (value: unknown) => z.safeParse(HostMessageSchema, value).success;
const nonce = 'a'.repeat(32);

/** One message of each type the host sends, every optional field set and not. */
const valid = [
  { type: 'render', seq: 1, file: 'a.mdx', pageUrl: '/a', html: '<html></html>', scroll: 'keep', ms: 2 },
  { type: 'render', seq: 2, file: 'a.mdx', pageUrl: '/a', html: '', scroll: { anchor: 'install' }, ms: 0.5 },
  { type: 'render-body', seq: 3, file: 'a.mdx', html: '<p>x</p>', ms: 1 },
  { type: 'render-error', seq: 4, file: 'a.mdx', line: 3, message: 'Unexpected character' },
  { type: 'render-error', seq: 4, file: 'docs.json', message: 'Invalid config' },
  { type: 'open-external', url: 'https://example.com' },
  { type: 'search-results', id: 1, results: [{ title: 'Quickstart', heading: 'Install', snippet: 'npm i', href: '/quickstart#install' }] },
  { type: 'assets', replace: true, assets: [{ path: 'logo.svg', mime: 'image/svg+xml', bytes: new Uint8Array([60, 115]) }], removed: ['old.png'] },
  { type: 'set-theme', mode: 'system' },
  { type: 'set-theme', mode: 'dark' },
  { type: 'api-response', id: 1, result: { ok: true, status: 200, statusText: 'OK', ms: 12, headers: [['content-type', 'application/json']], body: '[]', truncated: false } },
  { type: 'api-response', id: 1, result: { ok: false, kind: 'declined', origin: 'null', detail: 'Not confirmed' } },
  { type: 'api-credentials', origin: 'https://api.test', credentials: { bearer: 't0k' } },
  { type: 'copy-page-result', ok: true },
];

describe("isHostMessage, the preview script's check of the app's messages without zod", () => {
  it('accepts every message of each type', () => {
    expect(valid.filter((message) => !isHostMessage(message) || !accepts(message))).toEqual([]);
  });

  it('accepts and rejects exactly what HostMessageSchema does: each field missing, of each wrong type, extra, prototype-polluting, inherited, in a holed array, a type of another message', () => {
    const samples = [
      ...valid.flatMap(mutations),
      ...notMessages,
      { ...valid[7], assets: [{ path: 'a', mime: 'b', bytes: new Uint16Array(2) }] },
      { ...valid[7], assets: [{ path: 'a', mime: 'b', bytes: new Uint8Array(2).buffer }] },
      { ...valid[7], assets: [{ path: 'a', mime: 'b', bytes: Buffer.from('x') }] },
      { ...valid[0], type: 'ready' },
      { ...valid[5], type: 'navigate' },
      { type: 'api-request', id: 1, request: { method: 'GET', url: 'https://api.test', headers: [] }, secrets: [], remember: false, credentials: {} },
      { type: 'copy-page', page: 'a' },
    ];
    expect(disagreements(samples, isHostMessage, accepts)).toEqual([]);
    const accepted = samples.filter(accepts).length;
    expect([accepted > valid.length, samples.length - accepted > samples.length / 2]).toEqual([true, true]);
  });

  it('takes a connect message exactly when parseConnect does', () => {
    const samples = [...mutations({ type: 'quire-preview-connect', nonce }), { type: 'quire-preview-connect', nonce: 'A'.repeat(32) }, { type: 'quire-preview-connect', nonce: `${nonce}0` }, { type: 'quire-preview-hello', nonce }, ...notMessages];
    expect(disagreements(samples, isConnect, (value) => parseConnect(value) !== undefined)).toEqual([]);
    // What it takes carries the nonce the app made (an extra, inherited or symbol key changes nothing).
    expect(samples.filter(isConnect).map((value) => (value as { nonce: unknown }).nonce)).toEqual(Array.from({ length: 5 }, () => nonce));
  });
});
