import { describe, expect, it } from 'vitest';
import { HELLO_TIMEOUT_MS, PreviewHandshake } from '../../src/preview/preview-handshake.ts';
import type { HandshakeClock } from '../../src/preview/preview-handshake.ts';
import { newPreviewNonce, nonceFromFragment, previewDocumentUrl } from '../../src/preview/index.ts';
import { parseConnect, parseHello } from '../../src/preview/protocol.ts';

/** A handshake with a fake clock, nonces n1, n2, … (32 hex digits) and every action it took, in order. */
function setUp() {
  const log: string[] = [];
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const clock: HandshakeClock = {
    now: () => now,
    set: (run, ms) => {
      timers.push({ at: now + ms, run, id: ++ids });
      return ids;
    },
    clear: (handle) => {
      timers = timers.filter((t) => t.id !== handle);
    },
  };
  let count = 0;
  const handshake = new PreviewHandshake(
    {
      connect: (target, nonce) => log.push(`connect ${(target as unknown as { name: string }).name} ${short(nonce)}`),
      disconnect: () => log.push('disconnect'),
      showFrame: (nonce) => log.push(`show ${nonce === undefined ? 'nothing' : short(nonce)}`),
      stopped: (times) => log.push(`stopped after ${times}`),
    },
    { clock, newNonce: () => nonce(++count) },
  );
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((t) => t !== timer);
      timer.run();
    }
  };
  return { handshake, log, advance };
}

const nonce = (n: number) => `${n}`.padStart(32, '0');
const short = (value: string) => `n${Number(value)}`;
const frame = { name: 'frame' } as unknown as Window;
const other = { name: 'other' } as unknown as Window;
const hello = (n: number, source: Window = frame) => ({ source, data: { type: 'quire-preview-hello', nonce: nonce(n) } });

describe('the preview handshake (app side)', () => {
  it('gives the ports once, to the frame that says hello with the nonce of the document in it', () => {
    const { handshake, log } = setUp();
    handshake.start();
    expect(handshake.nonce).toBe(nonce(1));
    expect(handshake.received({ source: frame, data: { type: 'quire-preview-connect' } }, frame)).toBe('not-hello');
    expect(handshake.received(hello(1, other), frame)).toBe('wrong-source');
    expect(handshake.received(hello(2), frame)).toBe('wrong-nonce');
    expect(handshake.received({ source: frame, data: { type: 'quire-preview-hello', nonce: 'guess' } }, frame)).toBe('not-hello');
    expect(handshake.received(hello(1), frame)).toBe('connected');
    handshake.frameLoaded(nonce(1));
    expect(handshake.received(hello(1), frame)).toBe('already-connected');
    expect(log).toEqual(['show n1', 'connect frame n1']);
  });

  it('refuses a hello when there is no frame, or the frame has no window', () => {
    const { handshake } = setUp();
    handshake.start();
    expect(handshake.received({ source: null, data: hello(1).data }, null)).toBe('wrong-source');
    expect(handshake.received(hello(1), undefined)).toBe('wrong-source');
  });

  it('takes a second load of the frame for navigation: closes the ports and puts a new preview document in', () => {
    const { handshake, log } = setUp();
    handshake.start();
    handshake.frameLoaded(nonce(1));
    handshake.received(hello(1), frame);
    // The frame was taken to another page: its load is the second for this document.
    handshake.frameLoaded(nonce(1));
    expect(handshake.nonce).toBe(nonce(2));
    // The other page cannot use the old nonce, and a load of the removed frame changes nothing.
    expect(handshake.received(hello(1), frame)).toBe('wrong-nonce');
    handshake.frameLoaded(nonce(1));
    handshake.frameLoaded(nonce(2));
    expect(handshake.received(hello(2), frame)).toBe('connected');
    expect(log).toEqual(['show n1', 'connect frame n1', 'disconnect', 'show n2', 'connect frame n2']);
  });

  it('replaces a document that loaded but never said hello (the frame was navigated before its load)', () => {
    const { handshake, log, advance } = setUp();
    handshake.start();
    handshake.frameLoaded(nonce(1));
    advance(HELLO_TIMEOUT_MS - 1);
    expect(log).toEqual(['show n1']);
    advance(1);
    expect(log).toEqual(['show n1', 'show n2']);
    // A hello in time cancels the wait.
    handshake.frameLoaded(nonce(2));
    handshake.received(hello(2), frame);
    advance(HELLO_TIMEOUT_MS);
    expect(log).toEqual(['show n1', 'show n2', 'connect frame n2']);
  });

  it('waits longer each time the frame is navigated again, then stops with a notice until resumed', () => {
    const { handshake, log, advance } = setUp();
    handshake.start();
    const navigate = (n: number) => {
      handshake.frameLoaded(nonce(n));
      handshake.received(hello(n), frame);
      handshake.frameLoaded(nonce(n));
    };
    navigate(1);
    expect(log.splice(0)).toEqual(['show n1', 'connect frame n1', 'disconnect', 'show n2']);
    navigate(2);
    expect(log.splice(0)).toEqual(['connect frame n2', 'disconnect', 'show nothing']);
    expect(handshake.received(hello(2), frame)).toBe('no-preview');
    advance(499);
    expect(log.splice(0)).toEqual([]);
    advance(1);
    expect(log.splice(0)).toEqual(['show n3']);
    navigate(3);
    advance(1000);
    expect(log.splice(0)).toEqual(['connect frame n3', 'disconnect', 'show nothing', 'show n4']);
    expect(handshake.stopped).toBe(false);
    navigate(4);
    expect(log.splice(0)).toEqual(['connect frame n4', 'disconnect', 'show nothing', 'stopped after 4']);
    expect(handshake.stopped).toBe(true);
    advance(60_000);
    expect(log.splice(0)).toEqual([]);
    handshake.resume();
    expect(log.splice(0)).toEqual(['show n5']);
    expect(handshake.stopped).toBe(false);
  });

  it('counts only the navigations of the last 30 seconds', () => {
    const { handshake, log, advance } = setUp();
    handshake.start();
    for (let n = 1; n <= 6; n++) {
      handshake.frameLoaded(nonce(n));
      handshake.frameLoaded(nonce(n));
      advance(30_000);
    }
    expect(log.filter((line) => line.startsWith('stopped'))).toEqual([]);
    expect(handshake.nonce).toBe(nonce(7));
  });

  it('reloads: closes the ports of the document in the frame and puts a new one in, which alone gets them', () => {
    const { handshake, log } = setUp();
    handshake.start();
    handshake.frameLoaded(nonce(1));
    handshake.received(hello(1), frame);
    handshake.reload();
    expect(handshake.nonce).toBe(nonce(2));
    expect(handshake.received(hello(1), frame)).toBe('wrong-nonce');
    handshake.frameLoaded(nonce(2));
    expect(handshake.received(hello(2), frame)).toBe('connected');
    // The new document's load is its first: no navigation away is counted.
    expect(log).toEqual(['show n1', 'connect frame n1', 'disconnect', 'show n2', 'connect frame n2']);
  });

  it('closes the ports when disposed', () => {
    const { handshake, log } = setUp();
    handshake.start();
    handshake.dispose();
    handshake.received(hello(1), frame);
    handshake.dispose();
    expect(log).toEqual(['show n1', 'connect frame n1', 'disconnect']);
  });
});

describe('handshake messages and nonces', () => {
  it('reads a hello and a connect only with a well-formed nonce', () => {
    expect(parseHello({ type: 'quire-preview-hello', nonce: nonce(7) })).toBe(nonce(7));
    expect(parseConnect({ type: 'quire-preview-connect', nonce: nonce(7) })).toBe(nonce(7));
    expect(parseHello({ type: 'quire-preview-connect', nonce: nonce(7) })).toBeUndefined();
    expect(parseConnect({ type: 'quire-preview-connect' })).toBeUndefined();
    expect(parseConnect({ type: 'quire-preview-connect', nonce: 'ABC' })).toBeUndefined();
    expect(parseHello(null)).toBeUndefined();
  });

  it('puts the nonce in the fragment of the preview URL and reads it back', () => {
    const fresh = newPreviewNonce();
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(newPreviewNonce()).not.toBe(fresh);
    expect(previewDocumentUrl('/src/preview/preview.html', fresh)).toBe(`/src/preview/preview.html#n=${fresh}`);
    expect(nonceFromFragment(`#n=${fresh}`)).toBe(fresh);
    expect(nonceFromFragment('#n=short')).toBeUndefined();
    expect(nonceFromFragment('')).toBeUndefined();
  });
});
