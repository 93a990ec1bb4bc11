import { describe, expect, it } from 'vitest';
import { createPreviewHost } from '../../src/preview/index.ts';
import { parseHostMessage, parsePreviewMessage } from '../../src/preview/protocol.ts';
import type { PreviewMessage, PreviewPort } from '../../src/preview/index.ts';

describe('messages from the preview', () => {
  it('accepts the events of the protocol', () => {
    expect(parsePreviewMessage({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(parsePreviewMessage({ type: 'navigate', href: '/quickstart#a' })).toEqual({ type: 'navigate', href: '/quickstart#a' });
    expect(parsePreviewMessage({ type: 'rendered', seq: 3, ms: 1.5, at: 1e12, extra: 'dropped' })).toEqual({ type: 'rendered', seq: 3, ms: 1.5, at: 1e12 });
    expect(parsePreviewMessage({ type: 'open-file', path: 'a.mdx' })).toEqual({ type: 'open-file', path: 'a.mdx' });
    expect(parsePreviewMessage({ type: 'mode-changed', mode: 'dark' })).toEqual({ type: 'mode-changed', mode: 'dark' });
    // Copy page names the page by its navigation path, and nothing else is taken from the preview.
    expect(parsePreviewMessage({ type: 'copy-page', page: 'guides/setup', markdown: 'forged' })).toEqual({ type: 'copy-page', page: 'guides/setup' });
    expect(parsePreviewMessage({ type: 'copy-page', page: 'x'.repeat(1000) })).toEqual({ type: 'copy-page', page: 'x'.repeat(1000) });
  });

  it('rejects anything else', () => {
    expect(parsePreviewMessage(undefined)).toBeUndefined();
    expect(parsePreviewMessage('ready')).toBeUndefined();
    expect(parsePreviewMessage({ type: 'navigate' })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'navigate', href: 42 })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'rendered', seq: '3', ms: 1, at: 1 })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'rendered', seq: 3, ms: 1 })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'mode-changed', mode: 'sepia' })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'eval', code: 'alert(1)' })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'copy-page' })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'copy-page', page: ['guides/setup'] })).toBeUndefined();
    expect(parsePreviewMessage({ type: 'copy-page', page: 'x'.repeat(1001) })).toBeUndefined();
  });
});

describe('messages from the host', () => {
  it('accepts renders, body updates, render errors, assets and theme changes', () => {
    // The worker's render events, as they arrive on the page feed (one declaration: core/protocol/page-feed-messages.ts).
    expect(parseHostMessage({ type: 'render', seq: 1, html: '<p>x</p>', pageUrl: '/a', file: 'a.mdx', scroll: { anchor: 'b' }, ms: 3 })).toEqual({ type: 'render', seq: 1, html: '<p>x</p>', pageUrl: '/a', file: 'a.mdx', scroll: { anchor: 'b' }, ms: 3 });
    expect(parseHostMessage({ type: 'render-body', seq: 2, html: '<p>y</p>', file: 'a.mdx', ms: 1 })).toEqual({ type: 'render-body', seq: 2, html: '<p>y</p>', file: 'a.mdx', ms: 1 });
    expect(parseHostMessage({ type: 'render-error', seq: 3, message: 'Bad', file: 'a.mdx', line: 3 })).toEqual({ type: 'render-error', seq: 3, message: 'Bad', file: 'a.mdx', line: 3 });
    const bytes = new Uint8Array([1, 2]);
    expect(parseHostMessage({ type: 'assets', replace: true, assets: [{ path: 'a.png', mime: 'image/png', bytes }], removed: [] })).toEqual({ type: 'assets', replace: true, assets: [{ path: 'a.png', mime: 'image/png', bytes }], removed: [] });
    expect(parseHostMessage({ type: 'set-theme', mode: 'system' })).toEqual({ type: 'set-theme', mode: 'system' });
  });

  it('rejects malformed ones', () => {
    expect(parseHostMessage({ type: 'render', seq: 1, html: '<p>x</p>', pageUrl: '/a', file: 'a.mdx', scroll: 'bottom' })).toBeUndefined();
    expect(parseHostMessage({ type: 'render', seq: 1, html: '<p>x</p>', pageUrl: '/a', scroll: 'top' })).toBeUndefined();
    expect(parseHostMessage({ type: 'assets', replace: true, assets: [{ path: 'a.png', mime: 'image/png', bytes: [1, 2] }], removed: [] })).toBeUndefined();
    expect(parseHostMessage({ type: 'set-theme', mode: 'blue' })).toBeUndefined();
    expect(parseHostMessage({ type: 'render-error', seq: 3, message: 'Bad' })).toBeUndefined();
    expect(parseHostMessage(null)).toBeUndefined();
  });
});

describe('createPreviewHost', () => {
  function fakePort() {
    const sent: unknown[] = [];
    const port: PreviewPort = { postMessage: (m) => void sent.push(m), onmessage: null, close: () => {} };
    const receive = (data: unknown) => port.onmessage?.({ data } as MessageEvent);
    return { port, sent, receive };
  }

  it('sends typed messages and passes on only valid events', () => {
    const { port, sent, receive } = fakePort();
    const heard: PreviewMessage[] = [];
    const rejected: unknown[] = [];
    const host = createPreviewHost(port, (m) => heard.push(m), (d) => rejected.push(d));
    const bytes = new Uint8Array([1]);
    host.sendAssets([{ path: 'a.png', mime: 'image/png', bytes }], ['old.png'], false);
    host.setTheme('dark');
    expect(sent).toEqual([
      { type: 'assets', assets: [{ path: 'a.png', mime: 'image/png', bytes }], removed: ['old.png'], replace: false },
      { type: 'set-theme', mode: 'dark' },
    ]);
    receive({ type: 'navigate', href: '/quickstart' });
    receive({ type: 'navigate', href: { toString: 'x' } });
    expect(heard).toEqual([{ type: 'navigate', href: '/quickstart' }]);
    expect(rejected).toEqual([{ type: 'navigate', href: { toString: 'x' } }]);
  });
});
