import '../setup/load-resources.ts';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/cli/build-site.ts';
import { BuildWorkers } from '../../src/cli/build-workers.ts';
import { fetchSpecs, nodeSpecFetch } from '../../src/cli/fetch-specs.ts';
import { loadProject } from '../../src/cli/load-project.ts';
import { cliSandbox } from './cli-sandbox.ts';

const { root, write, run, runWith } = cliSandbox('quire-fetch-');

const spec = `openapi: 3.1.0
info: {title: Users, version: "1"}
paths:
  /users/{id}:
    get:
      summary: Get a user
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        "200": {description: The user}
`;

// A local server the test starts and stops: a spec, a missing file, and a page that is no spec.
const asked: string[] = [];
const server = createServer((request, response) => {
  asked.push(request.url ?? '');
  if (request.url === '/spec.yaml') response.writeHead(200, { 'content-type': 'application/yaml' }).end(spec);
  else if (request.url === '/page.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Docs</title><p>Hello</p>');
  else response.writeHead(404).end('not found');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A project whose docs.json names three specs by URL and whose page documents an operation of the first. */
function project(name: string): void {
  const docs = { name: 'Acme', navigation: [{ group: 'API', pages: ['get'] }], openapi: [`${base}/spec.yaml`, `${base}/missing.yaml`, `${base}/page.html`] };
  write(name, { 'docs.json': `${JSON.stringify(docs, null, 2)}\n`, 'get.mdx': '---\nopenapi: GET /users/{id}\n---\n\nWritten by hand.\n' });
}

/** The OpenAPI lines of a text report, the server's port written as PORT. */
const openapiLines = (stdout: string): string[] =>
  stdout
    .split('\n')
    .filter((l) => l.includes(' openapi/') || /^[✔✖]/.test(l))
    .map((l) => l.replaceAll(base, 'BASE'));

describe('quire check --fetch', () => {
  it('does not fetch without --fetch, and says how to', async () => {
    project('off');
    asked.length = 0;
    const r = await runWith({ fetchSpec: nodeSpecFetch }, 'check', 'off');
    expect(asked).toEqual([]);
    const how = 'which was not fetched, so its operations have no pages here. `quire check --fetch` and `quire build --fetch` fetch it; the app fetches it itself.';
    expect(openapiLines(r.stdout)).toEqual([
      `docs.json:12:5 info openapi/not-fetched The config names the OpenAPI spec at BASE/spec.yaml, ${how}`,
      `docs.json:13:5 info openapi/not-fetched The config names the OpenAPI spec at BASE/missing.yaml, ${how}`,
      `docs.json:14:5 info openapi/not-fetched The config names the OpenAPI spec at BASE/page.html, ${how}`,
      'get.mdx:2:10 info openapi/not-fetched `openapi: GET /users/{id}`: the project has no OpenAPI 3 file, so the page shows only its own content. Quire does not fetch the spec at BASE/spec.yaml; add that file to the project to see its operations.',
      '✔ 0 errors, 0 warnings in 2 files',
    ]);
    expect(r.code).toBe(0);
  });

  it('fetches each URL once with --fetch: the spec is read as a file, a 404 and a page that is no spec are warnings', async () => {
    project('on');
    asked.length = 0;
    const r = await runWith({ fetchSpec: nodeSpecFetch }, 'check', 'on', '--fetch');
    expect(asked.sort()).toEqual(['/missing.yaml', '/page.html', '/spec.yaml']);
    const advice = 'so its operations have no pages. Check the URL, or add the file to the project and name it instead.';
    expect(openapiLines(r.stdout)).toEqual([
      `docs.json:13:5 warning openapi/fetch-failed The OpenAPI spec at BASE/missing.yaml could not be read: the server answered 404, ${advice}`,
      `docs.json:14:5 warning openapi/fetch-failed The OpenAPI spec at BASE/page.html could not be read: what the server sent is not an OpenAPI description (it has no \`openapi\` version at the top), ${advice}`,
      '✔ 0 errors, 2 warnings in 2 files',
    ]);
    expect(r.code).toBe(0);
  });

  it('builds the operation page from the fetched spec with quire build --fetch', async () => {
    project('site');
    const r = await runWith({ fetchSpec: nodeSpecFetch }, 'build', 'site', '--out', 'site-out', '--fetch', '--format', 'json');
    const report = JSON.parse(r.stdout) as { diagnostics: { code: string }[] };
    expect(report.diagnostics.map((d) => d.code)).toEqual(['openapi/fetch-failed', 'openapi/fetch-failed']);
    const html = readFileSync(join(root, 'site-out', 'get.html'), 'utf8');
    expect(html).toContain('data-openapi-path="/users/{id}"');
    expect(r.code).toBe(0);
  });

  it('reports every URL as unreachable when the CLI has no network, and refuses --fetch with --config', async () => {
    project('nonet');
    const r = await run('check', 'nonet', '--fetch');
    // The three URLs of docs.json, and the page whose operation may be in the first.
    expect(openapiLines(r.stdout).filter((l) => l.includes('fetch-failed')).map((l) => l.split(':')[0])).toEqual(['docs.json', 'docs.json', 'docs.json', 'get.mdx']);
    expect(r.stdout).toContain('could not be read: it could not be reached (no network access here)');
    const both = await run('check', '--config', 'nonet/docs.json', '--fetch');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('quire: --fetch needs a project folder: with --config only docs.json is checked.');
  });

  it('gives the fetched specs to the build\'s worker threads, whose pages then document the operation', async () => {
    project('threads');
    const loaded = await loadProject(join(root, 'threads'));
    const remote = await fetchSpecs(loaded, nodeSpecFetch);
    const workers = new BuildWorkers(new URL('../../src/cli/main.ts', import.meta.url));
    try {
      const built = await buildSite(join(root, 'threads'), loaded, { jobs: 2, workers, mainThread: false, remote });
      expect(String(built.files.get('get.html'))).toContain('data-openapi-path="/users/{id}"');
      // Without them, a worker's project has no spec (the main thread's project alone was supplied).
      const bare = await buildSite(join(root, 'threads'), loaded, { jobs: 2, workers, mainThread: false });
      expect(String(bare.files.get('get.html'))).not.toContain('data-openapi-path');
    } finally {
      workers.stop();
    }
  }, 120_000);
});
