import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isWorkerEvent } from '../../src/worker/worker-event-guard.ts';
import { WorkerEventSchema } from '../../src/worker/protocol.ts';
import { disagreements, mutations, notMessages } from '../core/protocol/guard-samples.ts';

const accepts = (value: unknown) => z.safeParse(WorkerEventSchema, value).success;

const diagnostic = { file: 'docs.json', line: 1, column: 2, endLine: 1, endColumn: 5, severity: 'warning', code: 'config/unknown-key', message: 'Unknown key' };
const fullDiagnostic = { ...diagnostic, path: 'theme', fix: { title: 'Remove it', edits: [{ file: 'docs.json', start: 0, end: 4, text: '' }] }, data: { key: 'theme', count: 2, strict: true, keys: ['a', 'b'] } };

/** One event of each type, every optional field set and not. */
const valid = [
  { type: 'diagnostics', diagnostics: [fullDiagnostic, diagnostic], files: 2, strict: false, checkedLoad: 1, cached: true },
  { type: 'diagnostics', diagnostics: [], files: 0, strict: true, checkedLoad: 0 },
  { type: 'site', pages: [{ path: '/quickstart', file: 'quickstart.mdx', title: 'Quickstart' }], home: 'index.mdx', githubRepository: 'acme/site' },
  { type: 'site', pages: [] },
  { type: 'render', seq: 1, file: 'a.mdx', pageUrl: '/a', html: '', scroll: 'top', ms: 2 },
  { type: 'render', seq: 2, file: 'a.mdx', pageUrl: '/a', html: '', scroll: { anchor: 'install' }, ms: 0.5 },
  { type: 'render-body', seq: 3, file: 'a.mdx', html: '', ms: 1 },
  { type: 'render-error', seq: 4, file: 'a.mdx', line: 3, message: 'Unexpected character' },
  { type: 'render-error', seq: 4, file: 'docs.json', message: 'Invalid config' },
  { type: 'not-found', seq: 5, target: '/missing' },
  { type: 'failed', message: 'Could not load the renderer', loading: true },
  { type: 'failed', message: 'Boom' },
  { type: 'page-markdown', id: 1, markdown: '# Title' },
  { type: 'page-markdown', id: 2 },
];

describe('isWorkerEvent, the main thread\'s check of the worker\'s events before zod has loaded', () => {
  it('accepts every event of each type', () => {
    expect(valid.filter((event) => !isWorkerEvent(event))).toEqual([]);
    expect(valid.filter((event) => !accepts(event))).toEqual([]);
  });

  it('accepts and rejects exactly what WorkerEventSchema does: each field missing, of each wrong type, with extra or prototype-polluting keys, inherited, or in a holed array', () => {
    const samples = [...valid.flatMap(mutations), ...notMessages, { ...valid[4], type: 'load' }, { ...valid[4], type: 'assets' }, { ...valid[9], type: 'rendered' }];
    expect(disagreements(samples, isWorkerEvent, accepts)).toEqual([]);
    // The samples test both answers: most are refused, and some changes are accepted (an extra key, a field set to a value of its type).
    const accepted = samples.filter(accepts).length;
    expect([accepted > valid.length, samples.length - accepted > samples.length / 2]).toEqual([true, true]);
  });

  it('refuses a diagnostic with an unknown severity, a fix whose edits are no array, and data holding an object, as zod does', () => {
    const event = (d: object) => ({ type: 'diagnostics', diagnostics: [d], files: 1, strict: false, checkedLoad: 1 });
    const samples = [event({ ...diagnostic, severity: 'fatal' }), event({ ...diagnostic, fix: { title: 't', edits: { file: 'a', start: 0, end: 1, text: '' } } }), event({ ...diagnostic, data: { key: { nested: true } } }), event({ ...diagnostic, path: undefined })];
    expect(samples.map(isWorkerEvent)).toEqual([false, false, false, false]);
    expect(samples.map(accepts)).toEqual([false, false, false, false]);
  });
});
