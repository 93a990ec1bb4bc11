import '../setup/load-resources.ts';
import { describe, expect, it, vi } from 'vitest';
import type { FetchedResponse, SpecFetch } from '../../src/core/openapi/index.ts';
import { offlineMessage } from '../../src/offline/index.ts';
import { corsExplanation } from '../../src/worker/remote-spec-loader.ts';
import { SiteService } from '../../src/worker/site-service.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';

const url = 'https://api.example.com/openapi.json';
const spec = JSON.stringify({ openapi: '3.1.0', info: { title: 'Users', version: '1' }, paths: { '/users/{id}': { get: { summary: 'Get a user', responses: { '200': { description: 'The user' } } } } } });
const files: [string, string][] = [
  ['docs.json', JSON.stringify({ name: 'Acme', navigation: [{ group: 'API', pages: ['get'] }], openapi: url })],
  ['get.mdx', '---\nopenapi: GET /users/{id}\n---\n\nWritten by hand.\n'],
];

/** A Response-like answer with `text` as its body. */
function answer(status: number, text: string): FetchedResponse {
  const chunks = [new TextEncoder().encode(text)];
  return { ok: status < 300, status, headers: { get: () => null }, body: { getReader: () => ({ read: async () => (chunks.length ? { done: false, value: chunks.shift() } : { done: true }), cancel: async () => {} }) } };
}

function setup(fetchSpec: SpecFetch, online = () => true) {
  const events: WorkerEvent[] = [];
  const feed: WorkerEvent[] = [];
  const timers: (() => void)[] = [];
  const service = new SiteService((e) => events.push(e), { set: (fn) => timers.push(fn), clear: () => {} }, { fetchSpec, online });
  service.attachPreview({ postMessage: (m) => void feed.push(m as WorkerEvent) });
  service.handle({ type: 'load', files, assetPrefix: 'asset:' });
  const renders = () => feed.flatMap((e) => (e.type === 'render' || e.type === 'render-body' ? [e.html] : []));
  /** The OpenAPI diagnostics of the last check, after running the timers that start it. */
  const openapiDiagnostics = () => {
    for (const fn of timers.splice(0)) fn();
    const last = events.filter((e) => e.type === 'diagnostics').at(-1);
    return last?.type === 'diagnostics' ? last.diagnostics.filter((d) => d.code.startsWith('openapi/')).map((d) => [d.file, d.severity, d.code, d.message]) : undefined;
  };
  return { service, renders, openapiDiagnostics };
}

describe('SiteService: OpenAPI specs at URLs', () => {
  it('fetches a URL the config names once per session and renders its operation when it arrives', async () => {
    const asked: string[] = [];
    let answerWith: (r: FetchedResponse) => void = () => {};
    const { service, renders, openapiDiagnostics } = setup((u) => {
      asked.push(u);
      return new Promise((resolve) => (answerWith = resolve));
    });
    service.handle({ type: 'show', target: 'get.mdx', seq: 1 });
    expect(asked).toEqual([url]);
    expect(renders().at(-1)).not.toContain('data-openapi-path');
    answerWith(answer(200, spec));
    await vi.waitFor(() => expect(renders().at(-1)).toContain('data-openapi-path="/users/{id}"'));
    expect(openapiDiagnostics()).toEqual([]);
    // The config changing again, or the project loaded again, does not fetch again.
    service.handle({ type: 'set-file', path: 'docs.json', content: files[0]?.[1].replace('Acme', 'Acme 2') ?? '', seq: 2 });
    service.handle({ type: 'load', files, assetPrefix: 'asset:' });
    service.handle({ type: 'show', target: 'get.mdx', seq: 3 });
    expect(asked).toEqual([url]);
    expect(renders().at(-1)).toContain('data-openapi-path="/users/{id}"');
  });

  it('explains a fetch the browser refused (CORS, or an unreachable host) as openapi/fetch-failed at the config', async () => {
    let failed = false;
    const { openapiDiagnostics } = setup(() => {
      failed = true;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect(failed).toBe(true);
    const message = `The OpenAPI spec at ${url} could not be read: it could not be reached (${corsExplanation}), so its operations have no pages. Check the URL, or add the file to the project and name it instead.`;
    await vi.waitFor(() => expect(openapiDiagnostics()?.[0]).toEqual(['docs.json', 'warning', 'openapi/fetch-failed', message]));
  });

  it('shows a page whose operation may be in a spec the browser refused a warning saying so, and lists openapi/fetch-failed at docs.json and at the page', async () => {
    const { service, renders, openapiDiagnostics } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    service.handle({ type: 'show', target: 'get.mdx', seq: 1 });
    // Until the fetch failed, the page says the spec has not been fetched.
    expect(renders().at(-1)).toContain('which has not been fetched (<code>openapi/not-fetched</code>)');
    await vi.waitFor(() => expect(renders().at(-1)).toContain('reason <code>network</code>'));
    const html = renders().at(-1) ?? '';
    expect(html.slice(html.indexOf('<div class="q-callout-content">'), html.indexOf('</div></div>', html.indexOf('q-api-unread')))).toBe(
      `<div class="q-callout-content"><p><code>GET /users/{id}</code> is looked up in the OpenAPI spec at <code>${url}</code>, which could not be read: it could not be reached (${corsExplanation}) (<code>openapi/fetch-failed</code>, reason <code>network</code>).</p><p>The published site fetches the spec when it is built with <code>quire build --fetch</code>, and shows the operation if the spec has it.</p>`,
    );
    expect(html).toContain('Written by hand.');
    expect(openapiDiagnostics()?.map(([file, severity, code]) => [file, severity, code])).toEqual([
      ['docs.json', 'warning', 'openapi/fetch-failed'],
      ['get.mdx', 'warning', 'openapi/fetch-failed'],
    ]);
  });

  it('says it is offline without fetching, and fetches once back online', async () => {
    let online = false;
    const asked: string[] = [];
    const { service, renders, openapiDiagnostics } = setup(
      async (u) => {
        asked.push(u);
        return answer(200, spec);
      },
      () => online,
    );
    expect(asked).toEqual([]);
    expect(openapiDiagnostics()).toEqual([
      ['docs.json', 'warning', 'openapi/fetch-failed', `The OpenAPI spec at ${url} was not fetched: ${offlineMessage}`],
      ['get.mdx', 'warning', 'openapi/fetch-failed', `\`openapi: GET /users/{id}\`: the project has no OpenAPI 3 file, so the page shows only its own content. The spec at ${url} could not be read: ${offlineMessage}`],
    ]);
    online = true;
    service.handle({ type: 'set-file', path: 'docs.json', content: files[0]?.[1] ?? '', seq: 2 });
    service.handle({ type: 'show', target: 'get.mdx', seq: 3 });
    expect(asked).toEqual([url]);
    await vi.waitFor(() => expect(renders().at(-1)).toContain('data-openapi-path="/users/{id}"'));
  });
});
