import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { fetchRemoteSpec, lookupOperation, openapiModel, supplyRemoteSpecs } from '../../../src/core/openapi/index.ts';
import type { FetchedResponse, RemoteSpec } from '../../../src/core/openapi/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { config } from '../site/site-fixture.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { createSitePageRenderer } from '../../../src/core/site/site-page-renderer.ts';
import { serializeHtml } from '../../../src/core/render/safety/serialize-html.ts';
import { uiIcon } from '../../../src/core/render/hast-helpers.ts';
import { createSiteSession } from '../../../src/core/session/site-session.ts';

const url = 'https://api.example.com/v1/openapi.yaml';
const docsObject = { name: 'Acme', navigation: [{ group: 'API', pages: ['get'] }], openapi: ['local.yaml', url] };
const docsText = `${JSON.stringify(docsObject, null, 2)}\n`;
const local = 'openapi: 3.0.3\ninfo: {title: L, version: "1"}\npaths:\n  /local:\n    get: {responses: {"200": {description: OK}}}\n';
const remoteSpec = `openapi: 3.1.0
info: {title: Remote, version: "1"}
paths:
  /users/{id}:
    get:
      summary: Get a user
      responses:
        "200":
          $ref: 'common.yaml#/Ok'
`;
const common = 'Ok: {description: The user}\n';
// The URL in docs.json, its quotes included.
const at = { file: 'docs.json', line: 13, column: 5, endLine: 13, endColumn: 46 };

function project(): MemoryProject {
  return new MemoryProject({ 'docs.json': docsText, 'local.yaml': local, 'get.mdx': '---\nopenapi: GET /users/{id}\n---\n' });
}

describe('openapiModel with specs at URLs', () => {
  it('says where to turn fetching on when the host supplied nothing', () => {
    const model = openapiModel(project(), config(docsObject));
    expect(docsText.split('\n')[at.line - 1]?.slice(at.column - 1, at.endColumn - 1)).toBe(JSON.stringify(url));
    expect(model.operations.map((o) => `${o.file} ${o.method} ${o.path}`)).toEqual(['local.yaml get /local']);
    expect(model.diagnostics).toEqual([
      {
        ...at,
        severity: 'info',
        code: 'openapi/not-fetched',
        message: `The config names the OpenAPI spec at ${url}, which was not fetched, so its operations have no pages here. \`quire check --fetch\` and \`quire build --fetch\` fetch it; the app fetches it itself.`,
        data: { url },
      },
    ]);
  });

  it('reads a supplied text as a spec file: its operations resolve and a relative $ref resolves against the URL when that was supplied too', () => {
    const p = supplyRemoteSpecs(project(), new Map([[url, { text: remoteSpec }], ['https://api.example.com/v1/common.yaml', { text: common }]]));
    const model = openapiModel(p, config(docsObject));
    expect(model.operations.map((o) => `${o.file} ${o.method} ${o.path}`)).toEqual(['local.yaml get /local', `${url} get /users/{id}`]);
    expect(model.diagnostics).toEqual([]);
    const found = lookupOperation(model, 'get.mdx', p.readText('get.mdx') ?? '', 'GET /users/{id}');
    expect(found.ok && `${found.operation.file} ${found.operation.operation['summary'] as string}`).toBe(`${url} Get a user`);
    const op = found.ok ? found.operation : undefined;
    const response = (op?.operation['responses'] as Record<string, unknown>)['200'];
    expect(model.refs.deref(url, response)).toMatchObject({ file: 'https://api.example.com/v1/common.yaml', value: { description: 'The user' }, name: 'Ok' });
  });

  it('reports a relative $ref of a fetched spec that was not supplied as dangling, at its place in the fetched text', () => {
    const model = openapiModel(project(), config(docsObject), new Map([[url, { text: remoteSpec }]]));
    expect(model.diagnostics).toEqual([
      {
        file: url,
        line: 9,
        column: 18,
        endLine: 9,
        endColumn: 33,
        severity: 'error',
        code: 'openapi/dangling-ref',
        message: '`$ref: common.yaml#/Ok` leads nowhere: https://api.example.com/v1/common.yaml was not fetched (only the specs the config names are). What it points to is shown as unknown; fix the reference or add what it names.',
        data: { ref: 'common.yaml#/Ok' },
      },
    ]);
  });

  it('reports a failed fetch as a warning at the config URL with its reason, and a text that is no spec likewise', () => {
    const failed: RemoteSpec = { error: { reason: 'status', status: 404, message: 'the server answered 404' } };
    const model = openapiModel(project(), config(docsObject), new Map([[url, failed]]));
    expect(model.diagnostics).toEqual([
      {
        ...at,
        severity: 'warning',
        code: 'openapi/fetch-failed',
        message: `The OpenAPI spec at ${url} could not be read: the server answered 404, so its operations have no pages. Check the URL, or add the file to the project and name it instead.`,
        data: { url, reason: 'status' },
      },
    ]);
    const html = openapiModel(project(), config(docsObject), new Map([[url, { text: '<!doctype html><p>Not here</p>' }]]));
    expect(html.diagnostics.map((d) => [d.code, d.data, d.message])).toEqual([
      ['openapi/fetch-failed', { url, reason: 'not-openapi' }, `The OpenAPI spec at ${url} could not be read: what the server sent is not an OpenAPI description (it has no \`openapi\` version at the top), so its operations have no pages. Check the URL, or add the file to the project and name it instead.`],
    ]);
    const json = openapiModel(project(), config(docsObject), new Map([[url, { text: '{"openapi": ' }]]));
    expect(json.diagnostics.map((d) => [d.code, d.data])).toEqual([['openapi/fetch-failed', { url, reason: 'not-openapi' }]]);
  });

  it('keeps the model in a session while the supplied texts are the same and makes a new one when one changes', () => {
    const p = createSiteSession(project()).project;
    const first = openapiModel(p, config(docsObject), new Map([[url, { text: remoteSpec }]]));
    expect(openapiModel(p, config(docsObject), new Map([[url, { text: remoteSpec }]]))).toBe(first);
    const second = openapiModel(p, config(docsObject), new Map([[url, { text: remoteSpec.replace('Get a user', 'Fetch a user') }]]));
    expect(second).not.toBe(first);
    expect(second.operations[1]?.operation['summary']).toBe('Fetch a user');
  });
});

/** A Response-like answer whose body comes in `chunks`. */
function answer(status: number, chunks: readonly string[], headers: Record<string, string> = {}): FetchedResponse {
  const queue = chunks.map((c) => new TextEncoder().encode(c));
  let cancelled = false;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    body: {
      getReader: () => ({
        read: async () => (cancelled || queue.length === 0 ? { done: true } : { done: false, value: queue.shift() as Uint8Array }),
        cancel: async () => {
          cancelled = true;
        },
      }),
    },
  };
}

describe('fetchRemoteSpec', () => {
  it('gives the text of a 2xx answer, streamed in parts', async () => {
    expect(await fetchRemoteSpec(url, async () => answer(200, ['openapi: ', '3.1.0\n']))).toEqual({ text: 'openapi: 3.1.0\n' });
  });

  it('gives the reason of each failure: status, size (declared or counted), scheme, timeout, network', async () => {
    expect(await fetchRemoteSpec(url, async () => answer(404, ['no']))).toEqual({ error: { reason: 'status', status: 404, message: 'the server answered 404' } });
    expect(await fetchRemoteSpec(url, async () => answer(200, [''], { 'content-length': '11' }), { maxBytes: 10 })).toEqual({ error: { reason: 'too-large', message: 'it is larger than 0.00001 MB' } });
    expect(await fetchRemoteSpec(url, async () => answer(200, ['123456', '789012']), { maxBytes: 10 })).toEqual({ error: { reason: 'too-large', message: 'it is larger than 0.00001 MB' } });
    let asked = false;
    expect(
      await fetchRemoteSpec('file:///etc/passwd', async () => {
        asked = true;
        return answer(200, ['x']);
      }),
    ).toEqual({ error: { reason: 'scheme', message: 'only http and https URLs are fetched' } });
    expect(asked).toBe(false);
    const timeout = Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' });
    expect(await fetchRemoteSpec(url, () => Promise.reject(timeout))).toEqual({ error: { reason: 'timeout', message: 'no answer came in time' } });
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    expect(await fetchRemoteSpec(url, () => Promise.reject(refused))).toEqual({ error: { reason: 'network', message: 'it could not be reached (fetch failed: connect ECONNREFUSED 127.0.0.1:9)' } });
    expect(await fetchRemoteSpec(url, () => Promise.reject(new TypeError('Failed to fetch')), { explainNetwork: () => 'CORS' })).toEqual({ error: { reason: 'network', message: 'it could not be reached (CORS)' } });
  });
});

describe('an operation page whose spec at a URL was not read', () => {
  const warningIcon = serializeHtml(uiIcon('warning'), { allowDangerousHtml: true });
  /** The page body of get.mdx as the site renders it, with `remote` supplied (or nothing), and its OpenAPI diagnostics. */
  function renderGet(remote: RemoteSpec | undefined) {
    const p = remote ? supplyRemoteSpecs(project(), new Map([[url, remote]])) : project();
    const page = createSitePageRenderer(p, { assets: { kind: 'provided' }, pageUrl: (path) => `/${path}`, assetUrl: (path) => `/${path}` }).render(buildSiteModel(config(docsObject), p), 'get');
    const start = page.body.indexOf('<div class="q-callout q-callout-warning q-api-unread"');
    return { note: start < 0 ? undefined : page.body.slice(start, page.body.indexOf('</div></div>', start) + 12), diagnostics: page.diagnostics.filter((d) => d.code.startsWith('openapi/')).map((d) => [d.file, d.line, d.severity, d.code, d.data]) };
  }

  it('says which URL was not fetched (openapi/not-fetched) and that the published site fetches it, above the page content', () => {
    const { note, diagnostics } = renderGet(undefined);
    expect(note).toBe(
      `<div class="q-callout q-callout-warning q-api-unread" role="note" aria-label="Warning"><span class="q-callout-icon" aria-hidden="true">${warningIcon}</span><div class="q-callout-content"><p><code>GET /users/{id}</code> is looked up in the OpenAPI spec at <code>${url}</code>, which has not been fetched (<code>openapi/not-fetched</code>).</p><p>The published site fetches the spec when it is built with <code>quire build --fetch</code>, and shows the operation if the spec has it.</p></div></div>`,
    );
    expect(diagnostics).toEqual([['get.mdx', 2, 'info', 'openapi/not-fetched', { value: 'GET /users/{id}', url }]]);
  });

  it('says why a fetch failed (openapi/fetch-failed and its reason), and the page diagnostic carries the reason', () => {
    const { note, diagnostics } = renderGet({ error: { reason: 'status', status: 404, message: 'the server answered 404' } });
    expect(note).toBe(
      `<div class="q-callout q-callout-warning q-api-unread" role="note" aria-label="Warning"><span class="q-callout-icon" aria-hidden="true">${warningIcon}</span><div class="q-callout-content"><p><code>GET /users/{id}</code> is looked up in the OpenAPI spec at <code>${url}</code>, which could not be read: the server answered 404 (<code>openapi/fetch-failed</code>, reason <code>status</code>).</p><p>The published site fetches the spec when it is built with <code>quire build --fetch</code>, and shows the operation if the spec has it.</p></div></div>`,
    );
    expect(diagnostics).toEqual([['get.mdx', 2, 'warning', 'openapi/fetch-failed', { value: 'GET /users/{id}', url, reason: 'status' }]]);
  });

  it('shows no note when the spec was read (the operation is there)', () => {
    expect(renderGet({ text: remoteSpec.replace("$ref: 'common.yaml#/Ok'", '{description: OK}') }).note).toBeUndefined();
  });
});
