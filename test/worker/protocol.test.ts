import { describe, expect, it } from 'vitest';
import { createWorkerBridge } from '../../src/worker/index.ts';
import { parseWorkerEvent, parseWorkerRequest } from '../../src/worker/protocol.ts';
import type { WorkerEvent, WorkerPort } from '../../src/worker/index.ts';

describe('the worker protocol', () => {
  it('accepts requests with text and byte files, and rejects malformed ones', () => {
    const png = new Uint8Array([137, 80]);
    expect(parseWorkerRequest({ type: 'load', files: [['a.mdx', 'x'], ['b.png', png]], assetPrefix: 'p:' })).toEqual({ type: 'load', files: [['a.mdx', 'x'], ['b.png', png]], assetPrefix: 'p:' });
    expect(parseWorkerRequest({ type: 'set-file', path: 'a.mdx', content: 'y', seq: 2 })).toEqual({ type: 'set-file', path: 'a.mdx', content: 'y', seq: 2 });
    expect(parseWorkerRequest({ type: 'set-stars' })).toEqual({ type: 'set-stars' });
    expect(parseWorkerRequest({ type: 'set-file', path: 'a.mdx', content: 5, seq: 2 })).toBeUndefined();
    expect(parseWorkerRequest({ type: 'load', files: [['a.mdx']], assetPrefix: '' })).toBeUndefined();
    expect(parseWorkerRequest({ type: 'show', target: '/' })).toBeUndefined();
  });

  it('accepts events carrying diagnostics with fixes, and rejects a diagnostic with a bad severity', () => {
    const diagnostic = { file: 'docs.json', line: 3, column: 5, endLine: 3, endColumn: 9, severity: 'error', code: 'project/missing-page', message: 'm', fix: { title: 'Create a.mdx', edits: [{ file: 'a.mdx', start: 0, end: 0, text: 'x' }] } };
    expect(parseWorkerEvent({ type: 'diagnostics', diagnostics: [diagnostic], files: 2, strict: false, checkedLoad: 1 })).toEqual({ type: 'diagnostics', diagnostics: [diagnostic], files: 2, strict: false, checkedLoad: 1 });
    expect(parseWorkerEvent({ type: 'diagnostics', diagnostics: [{ ...diagnostic, severity: 'fatal' }], files: 2, strict: false, checkedLoad: 1 })).toBeUndefined();
    expect(parseWorkerEvent({ type: 'render', seq: 1, file: 'a.mdx', pageUrl: '/a', html: '', scroll: 'top', ms: 2 })).toEqual({ type: 'render', seq: 1, file: 'a.mdx', pageUrl: '/a', html: '', scroll: 'top', ms: 2 });
  });

  it('carries the data of a diagnostic to the app, as quick fixes read it', () => {
    const diagnostic = { file: 'docs.json', line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'info', code: 'project/orphan-page', message: 'm', data: { page: 'a', groups: ['Start', 'Guides'] } };
    expect(parseWorkerEvent({ type: 'diagnostics', diagnostics: [diagnostic], files: 1, strict: true, checkedLoad: 0 })).toEqual({ type: 'diagnostics', diagnostics: [diagnostic], files: 1, strict: true, checkedLoad: 0 });
  });

  it('bridges a port: requests out, valid events in, invalid ones reported', () => {
    const sent: unknown[] = [];
    const port: WorkerPort = { postMessage: (m) => void sent.push(m), onmessage: null };
    const heard: WorkerEvent[] = [];
    const rejected: unknown[] = [];
    const bridge = createWorkerBridge(port, (e) => heard.push(e), (d) => rejected.push(d));
    bridge.send({ type: 'show', target: '/', seq: 1 });
    port.onmessage?.({ data: { type: 'not-found', seq: 1, target: '/' } } as MessageEvent);
    port.onmessage?.({ data: { type: 'not-found' } } as MessageEvent);
    expect(sent).toEqual([{ type: 'show', target: '/', seq: 1 }]);
    expect(heard).toEqual([{ type: 'not-found', seq: 1, target: '/' }]);
    expect(rejected).toEqual([{ type: 'not-found' }]);
    bridge.close();
    expect(port.onmessage).toBeNull();
  });
});
