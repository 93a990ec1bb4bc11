import '../setup/load-resources.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryProject } from '../../src/core/project/project.ts';
import { exportSite } from '../core/site/export-site-files.ts';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { serveStatic } from './static-server.ts';
import { writeTree } from '../setup/write-tree.ts';

// The API playground in real Chromium against mock APIs on 127.0.0.1 that the test starts: two
// that allow any origin (CORS) and check credentials, and one that sends no CORS headers. The
// preview has no network: Send goes through the app, which asks before the first request to an origin.

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

interface MockApi {
  readonly url: string;
  readonly received: Received[];
  close(): Promise<void>;
}

const accepted = new Set(['Bearer secret-token', 'Bearer token-for-b', `Basic ${Buffer.from('ada:pa55').toString('base64')}`]);

/** An API answering what it received as JSON when the credentials are right, 401 otherwise; with `cors`, to any origin. */
async function startApi(name: string, cors: boolean): Promise<MockApi> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = cors ? { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, x-api-key, content-type', 'access-control-allow-methods': 'GET, POST' } : {};
      if (request.method === 'OPTIONS') {
        response.writeHead(204, headers).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const ok = accepted.has(request.headers.authorization ?? '') || request.headers['x-api-key'] === 'key-123';
      response.writeHead(ok ? 200 : 401, { ...headers, 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? { server: name, path: request.url, ...(body ? { received: JSON.parse(body) as unknown } : {}) } : { error: 'unauthorized' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const env = sharedAppAndBrowser();
let root = '';
let apiA: MockApi;
let apiB: MockApi;
let noCors: MockApi;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-api-playground-'));
  [apiA, apiB, noCors] = await Promise.all([startApi('A', true), startApi('B', true), startApi('no-cors', false)]);
});
afterAll(async () => {
  await Promise.all([apiA?.close(), apiB?.close(), noCors?.close()]);
  await rm(root, { recursive: true, force: true });
});

/** The OpenAPI file of every project: GET /users/{id} and POST /users with a JSON body example, served from `server`. */
const spec = (server: string) => `openapi: 3.0.3
info: {title: Users, version: "1"}
servers: [{url: "${server}"}]
paths:
  /users/{id}:
    get:
      summary: Get a user
      parameters:
        - {name: id, in: path, required: true, schema: {type: integer}}
        - {name: expand, in: query, schema: {type: string}}
      responses: {'200': {description: The user.}}
  /users:
    post:
      summary: Create a user
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, properties: {name: {type: string, example: Ada}}}}}
      responses: {'201': {description: Created.}}
`;

/** A spec-format project with the two operation pages (the first of `pages` is its home) and `api` as given, or `docs` as its config; returns its folder. */
async function writeProject(name: string, api: Record<string, unknown>, options: { docs?: Record<string, unknown>; pages?: string[] } = {}): Promise<string> {
  const files: Record<string, string> = {
    'docs.json': JSON.stringify(options.docs ?? { name: 'Users API', navigation: [{ group: 'API', pages: options.pages ?? ['users', 'create'] }], openapi: 'api.yaml', api }),
    'api.yaml': spec(apiA.url),
    'users.mdx': '---\nopenapi: GET /users/{id}\n---\n',
    'create.mdx': '---\nopenapi: POST /users\n---\n',
  };
  return writeTree(join(root, name), files);
}

/** Opens the app in a fresh profile with `folder` as its workspace, at its home page titled `title`. */
async function openProject(folder: string, workspace: string, title: string) {
  const session = await openApp(env.browser, env.app.url);
  await waitForPreviewTitle(session.page, 'Welcome to Acme Plants');
  await session.page.getByLabel('Open folder as workspace').setInputFiles(folder);
  await session.page.getByRole('button', { name: `Workspace: ${workspace}` }).waitFor();
  await waitForPreviewTitle(session.page, title);
  return session;
}

/** Presses the playground's Send; confirms the app's question first when `confirmOrigin` is given, and returns the question's text. */
async function send(page: Page, confirmOrigin?: string): Promise<string | undefined> {
  await previewFrame(page).getByRole('region', { name: 'Try it' }).getByRole('button', { name: 'Send' }).click();
  if (confirmOrigin === undefined) return undefined;
  const dialog = page.getByRole('dialog', { name: `Send a request to ${confirmOrigin}?` });
  const text = await dialog.locator('p').textContent();
  await dialog.getByRole('button', { name: 'Send' }).click();
  return text ?? undefined;
}

/** The playground's result once it shows one: the status line (time left out), the body, or the error. */
async function result(page: Page): Promise<{ status?: string; body?: string; error?: string }> {
  const out = previewFrame(page).locator('[data-quire-pg-result]');
  await out.locator('.q-pg-status, .q-pg-error').waitFor();
  if ((await out.locator('.q-pg-error').count()) > 0) return { error: (await out.locator('.q-pg-error').textContent()) ?? '' };
  return { status: ((await out.locator('.q-pg-status').textContent()) ?? '').replace(/ · \d+ ms$/, ' · ms'), body: (await out.locator('.q-pg-body-out').textContent()) ?? '' };
}

/** Every value of the app's localStorage, sessionStorage and IndexedDB (bytes as UTF-8), as one string to search. */
function appStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) parts.push(`${store.key(i)}=${store.getItem(store.key(i) ?? '')}`);
    const decode = (value: unknown): string => (value instanceof Uint8Array || value instanceof ArrayBuffer ? new TextDecoder().decode(value) : JSON.stringify(value, (_k, v: unknown) => (v instanceof Uint8Array || v instanceof ArrayBuffer ? new TextDecoder().decode(v) : v)));
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error as Error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error as Error);
        });
        parts.push(...values.map(decode));
      }
      db.close();
    }
    return parts.join('\n');
  });
}

describe('the API playground in the preview', () => {
  it('sends with a bearer token through the app after asking, switches base URL, explains a server without CORS, and keeps the token only when remembered', async () => {
    const folder = await writeProject('bearer', { baseUrl: [apiA.url, apiB.url, noCors.url], auth: { method: 'bearer' } });
    const { context, page, errors } = await openProject(folder, 'bearer', 'Get a user');
    try {
      const form = previewFrame(page).getByRole('region', { name: 'Try it' });
      await form.getByLabel('Bearer token').fill('secret-token');
      await form.getByLabel('id').fill('42');
      await form.getByLabel('expand').fill('team');
      const question = await send(page, apiA.url);
      expect(question).toBe(`The page's playground asks to send GET ${apiA.url}/users/42?expand=team with the headers Authorization: Bearer •••• and no body. It goes from ${new URL(env.app.url).origin}, without this app's cookies. Send requests to ${apiA.url} from now on?`);
      expect(await result(page)).toEqual({ status: '200 OK · ms', body: JSON.stringify({ server: 'A', path: '/users/42?expand=team' }, null, 2) });
      expect(apiA.received.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([['GET', '/users/42?expand=team', 'Bearer secret-token']]);
      // The same origin again: no question.
      await send(page);
      await expect.poll(() => apiA.received.length).toBe(2);

      // The token typed for A is A's: B's inputs start empty, and B gets no Authorization.
      await form.getByRole('radio', { name: apiB.url }).check();
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('');
      const beforeB = apiB.received.length;
      await send(page, apiB.url);
      expect(await result(page)).toEqual({ status: '401 Unauthorized · ms', body: JSON.stringify({ error: 'unauthorized' }, null, 2) });
      expect(apiB.received.slice(beforeB).map((r) => [r.url, r.headers.authorization])).toEqual([['/users/42?expand=team', undefined]]);
      await form.getByLabel('Bearer token').fill('token-for-b');
      await send(page);
      expect(await result(page)).toEqual({ status: '200 OK · ms', body: JSON.stringify({ server: 'B', path: '/users/42?expand=team' }, null, 2) });
      expect(apiB.received.slice(beforeB).map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer token-for-b']);

      await form.getByRole('radio', { name: noCors.url }).check();
      await send(page, noCors.url);
      const failed = await result(page);
      expect(failed.error).toBe(
        `No response from the API. Either it cannot be reached (check the base URL and that the server runs), or it does not allow requests from this page: a browser shows a page the response of another origin only when that API allows it (CORS). The API must allow this origin, ${new URL(env.app.url).origin}, by answering with an Access-Control-Allow-Origin header (and, for the headers sent, Access-Control-Allow-Headers in its answer to the OPTIONS preflight).`,
      );

      expect(await appStorage(page)).not.toContain('secret-token');
      // Back on A, what was typed for A is there again (this page's memory), and B's is not.
      await form.getByRole('radio', { name: apiA.url }).check();
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('secret-token');
      await form.getByLabel('Remember credentials in this browser').check();
      await send(page);
      expect((await result(page)).status).toBe('200 OK · ms');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quire:api-credentials'))) ?? 'null')).toEqual({ [apiA.url]: { bearer: 'secret-token' } });
      // After a reload the app gives the preview what it remembers for the page's API origins: the input's value, never its attribute.
      await page.reload();
      await waitForPreviewTitle(page, 'Get a user');
      await expect.poll(() => form.getByLabel('Bearer token').inputValue()).toBe('secret-token');
      expect(await form.getByLabel('Bearer token').getAttribute('value')).toBeNull();
      expect(await form.getByLabel('Remember credentials in this browser').isChecked()).toBe(true);
      expect(errors.filter((e) => !e.includes('CORS policy') && !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a remembered token to its origin: switching the base URL to another fills the inputs for that one, and switching back fills the token again', async () => {
    const folder = await writeProject('switch', { baseUrl: [apiA.url, apiB.url], auth: { method: 'bearer' } });
    const { context, page, errors } = await openProject(folder, 'switch', 'Get a user');
    try {
      const form = previewFrame(page).getByRole('region', { name: 'Try it' });
      await form.getByLabel('Bearer token').fill('secret-token');
      await form.getByLabel('id').fill('1');
      await form.getByLabel('Remember credentials in this browser').check();
      await send(page, apiA.url);
      expect((await result(page)).status).toBe('200 OK · ms');
      await page.reload();
      await waitForPreviewTitle(page, 'Get a user');
      await expect.poll(() => form.getByLabel('Bearer token').inputValue()).toBe('secret-token');

      await form.getByRole('radio', { name: apiB.url }).check();
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('');
      expect(await form.getByLabel('Remember credentials in this browser').isChecked()).toBe(false);
      await form.getByLabel('id').fill('2');
      const before = apiB.received.length;
      const question = await send(page, apiB.url);
      expect(question).toBe(`The page's playground asks to send GET ${apiB.url}/users/2 with no headers and no body. It goes from ${new URL(env.app.url).origin}, without this app's cookies. Send requests to ${apiB.url} from now on?`);
      expect((await result(page)).status).toBe('401 Unauthorized · ms');
      expect(apiB.received.slice(before).map((r) => [r.url, r.headers.authorization])).toEqual([['/users/2', undefined]]);

      await form.getByRole('radio', { name: apiA.url }).check();
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('secret-token');
      expect(await form.getByLabel('Remember credentials in this browser').isChecked()).toBe(true);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quire:api-credentials'))) ?? 'null')).toEqual({ [apiA.url]: { bearer: 'secret-token' } });
      // B's 401 is a failed load to the console.
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends basic credentials named by api.auth.name and the JSON body prefilled from the schema', async () => {
    const folder = await writeProject('basic', { auth: { method: 'basic', name: 'client:secret' } }, { pages: ['create', 'users'] });
    const { context, page, errors } = await openProject(folder, 'basic', 'Create a user');
    try {
      const form = previewFrame(page).getByRole('region', { name: 'Try it' });
      expect(await form.locator('textarea').inputValue()).toBe('{\n  "name": "Ada"\n}');
      await form.getByLabel('client').fill('ada');
      await form.getByLabel('secret').fill('pa55');
      const before = apiA.received.length;
      await send(page, apiA.url);
      expect(await result(page)).toEqual({ status: '200 OK · ms', body: JSON.stringify({ server: 'A', path: '/users', received: { name: 'Ada' } }, null, 2) });
      expect(apiA.received.slice(before).map((r) => [r.method, r.headers.authorization, r.headers['content-type'], r.body])).toEqual([['POST', `Basic ${Buffer.from('ada:pa55').toString('base64')}`, 'application/json', '{\n  "name": "Ada"\n}']]);
      expect(await appStorage(page)).not.toContain('pa55');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends an API key in the header api.mdx.auth names (current format), prefilled from the servers of the spec', async () => {
    const folder = await writeProject('key', {}, { docs: { theme: 'mint', name: 'Users API', colors: { primary: '#2f7d32' }, api: { openapi: 'api.yaml', mdx: { auth: { method: 'key', name: 'X-Api-Key' } } }, navigation: { pages: ['users', 'create'] } } });
    const { context, page, errors } = await openProject(folder, 'key', 'Get a user');
    try {
      const form = previewFrame(page).getByRole('region', { name: 'Try it' });
      expect(await form.getByRole('radio').count()).toBe(0);
      await form.getByLabel('X-Api-Key').fill('key-123');
      await form.getByLabel('id').fill('7');
      const before = apiA.received.length;
      await send(page, apiA.url);
      expect(await result(page)).toEqual({ status: '200 OK · ms', body: JSON.stringify({ server: 'A', path: '/users/7' }, null, 2) });
      expect(apiA.received.slice(before).map((r) => [r.url, r.headers['x-api-key'], r.headers.authorization])).toEqual([['/users/7', 'key-123', undefined]]);
      expect(await appStorage(page)).not.toContain('key-123');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows in simple mode the endpoint and parameters with nothing to send, and in hide mode no playground', async () => {
    const simple = await openProject(await writeProject('simple', { playground: { mode: 'simple' } }), 'simple', 'Get a user');
    try {
      const frame = previewFrame(simple.page);
      const endpoint = frame.getByRole('region', { name: 'Endpoint' });
      expect(await endpoint.locator('.q-pg-endpoint').textContent()).toBe(`GET ${apiA.url}/users/{id}`);
      expect(await endpoint.locator('li').allTextContents()).toEqual(['id path, integer, required', 'expand query, string']);
      expect(await frame.getByRole('button', { name: 'Send' }).count()).toBe(0);
      expect(await frame.getByRole('region', { name: 'Try it' }).count()).toBe(0);
    } finally {
      await simple.context.close();
    }
    const hidden = await openProject(await writeProject('hide', { playground: { mode: 'hide' } }), 'hide', 'Get a user');
    try {
      const frame = previewFrame(hidden.page);
      await frame.locator('.q-api-page').waitFor();
      expect(await frame.locator('.q-api-playground').count()).toBe(0);
    } finally {
      await hidden.context.close();
    }
  });
});

describe('the API playground of an exported site', () => {
  it('sends from the page itself (its CSP allows http(s) connections) and shows the same result, explaining a server without CORS', async () => {
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ name: 'Users API', navigation: [{ group: 'API', pages: ['users'] }], openapi: 'api.yaml', api: { baseUrl: [apiA.url, noCors.url], auth: { method: 'bearer', inputPrefix: 'Bearer ' } } }),
      'api.yaml': spec(apiA.url),
      'users.mdx': '---\nopenapi: GET /users/{id}\n---\n',
    });
    const dir = join(root, 'export');
    for (const [path, body] of exportSite(project).files) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), body);
    }
    const site = await serveStatic(dir);
    const context = await env.browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`${site.url}users.html`);
      const form = page.getByRole('region', { name: 'Try it' });
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('Bearer ');
      await form.getByLabel('Bearer token').fill('Bearer secret-token');
      await form.getByLabel('id').fill('5');
      const before = apiA.received.length;
      await form.getByRole('button', { name: 'Send' }).click();
      const out = page.locator('[data-quire-pg-result]');
      await out.locator('.q-pg-status').waitFor();
      expect((await out.locator('.q-pg-status').textContent())?.replace(/ · \d+ ms$/, '')).toBe('200 OK');
      expect(await out.locator('.q-pg-body-out').textContent()).toBe(JSON.stringify({ server: 'A', path: '/users/5' }, null, 2));
      expect(apiA.received.slice(before).map((r) => [r.url, r.headers.authorization, r.headers.origin])).toEqual([['/users/5', 'Bearer secret-token', new URL(site.url).origin]]);
      await form.getByRole('radio', { name: noCors.url }).check();
      await form.getByRole('button', { name: 'Send' }).click();
      await out.locator('.q-pg-error').waitFor();
      expect(await out.locator('.q-pg-error').textContent()).toContain(`The API must allow this origin, ${new URL(site.url).origin}, by answering with an Access-Control-Allow-Origin header`);
      expect(errors.filter((e) => !e.includes('CORS policy') && !e.includes('Failed to load resource'))).toEqual([]);
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain('secret-token');
      await form.getByRole('radio', { name: apiA.url }).check();
      await form.getByLabel('Remember credentials in this browser').check();
      await form.getByRole('button', { name: 'Send' }).click();
      await out.locator('.q-pg-status').waitFor();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quire-api-credentials'))) ?? 'null')).toEqual({ [apiA.url]: { bearer: 'Bearer secret-token' } });
      await page.reload();
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('Bearer secret-token');
    } finally {
      await context.close();
      await site.close();
    }
  });

  it('keeps a remembered token to its origin: switching the base URL to another sends none there, and switching back fills it again', async () => {
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ name: 'Users API', navigation: [{ group: 'API', pages: ['users'] }], openapi: 'api.yaml', api: { baseUrl: [apiA.url, apiB.url], auth: { method: 'bearer' } } }),
      'api.yaml': spec(apiA.url),
      'users.mdx': '---\nopenapi: GET /users/{id}\n---\n',
    });
    const dir = join(root, 'export-switch');
    for (const [path, body] of exportSite(project).files) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), body);
    }
    const site = await serveStatic(dir);
    const context = await env.browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`${site.url}users.html`);
      const form = page.getByRole('region', { name: 'Try it' });
      const out = page.locator('[data-quire-pg-result]');
      await form.getByLabel('Bearer token').fill('secret-token');
      await form.getByLabel('id').fill('3');
      await form.getByLabel('Remember credentials in this browser').check();
      await form.getByRole('button', { name: 'Send' }).click();
      await out.locator('.q-pg-status').waitFor();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quire-api-credentials'))) ?? 'null')).toEqual({ [apiA.url]: { bearer: 'secret-token' } });
      await page.reload();
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('secret-token');

      await form.getByRole('radio', { name: apiB.url }).check();
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('');
      expect(await form.getByLabel('Remember credentials in this browser').isChecked()).toBe(false);
      await form.getByLabel('id').fill('4');
      const before = apiB.received.length;
      await form.getByRole('button', { name: 'Send' }).click();
      await out.locator('.q-pg-status').waitFor();
      expect((await out.locator('.q-pg-status').textContent())?.replace(/ · \d+ ms$/, '')).toBe('401 Unauthorized');
      expect(apiB.received.slice(before).map((r) => [r.url, r.headers.authorization])).toEqual([['/users/4', undefined]]);

      await form.getByRole('radio', { name: apiA.url }).check();
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('secret-token');
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quire-api-credentials'))) ?? 'null')).toEqual({ [apiA.url]: { bearer: 'secret-token' } });
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
      await site.close();
    }
  });

  it('sends nothing when the page\'s path would take the request, and the base URL\'s remembered token, to another origin', async () => {
    const portB = new URL(apiB.url).port;
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ name: 'Users API', navigation: [{ group: 'API', pages: ['steal'] }], api: { baseUrl: 'http://127.0.0', auth: { method: 'bearer' } } }),
      // The base URL's origin is http://127.0.0.0; followed by this path it is http://127.0.0.1:B/steal, B's.
      'steal.mdx': `---\ntitle: Steal\napi: "GET .1:${portB}/steal"\n---\n`,
    });
    const dir = join(root, 'export-steal');
    for (const [path, body] of exportSite(project).files) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), body);
    }
    const site = await serveStatic(dir);
    const context = await env.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}steal.html`);
      await page.evaluate(() => localStorage.setItem('quire-api-credentials', JSON.stringify({ 'http://127.0.0.0': { bearer: 'secret-token' } })));
      await page.reload();
      const form = page.getByRole('region', { name: 'Try it' });
      expect(await form.getByLabel('Bearer token').inputValue()).toBe('secret-token');
      const before = apiB.received.length;
      await form.getByRole('button', { name: 'Send' }).click();
      const error = page.locator('[data-quire-pg-result] .q-pg-error');
      await error.waitFor();
      expect(await error.textContent()).toBe(`The request would go to ${apiB.url}, not to the base URL http://127.0.0: the operation's path must start with /.`);
      expect(apiB.received.length).toBe(before);
    } finally {
      await context.close();
      await site.close();
    }
  });
});
