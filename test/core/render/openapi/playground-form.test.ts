import '../../../setup/load-resources.ts';
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../../src/core/project/project.ts';
import { playgroundAuthInputs, renderPlayground } from '../../../../src/core/render/openapi/playground-form.ts';
import type { PlaygroundOperation } from '../../../../src/core/render/openapi/playground-form.ts';
import { serializeHtml } from '../../../../src/core/render/safety/serialize-html.ts';
import { loadSiteConfig } from '../../../../src/core/site/load-site-config.ts';
import { buildSiteModel } from '../../../../src/core/site/site-model.ts';
import { createSitePageRenderer } from '../../../../src/core/site/site-page-renderer.ts';
import { docs, fixtureProject } from '../../openapi/openapi-fixtures.ts';
import { config } from '../../site/site-fixture.ts';
import { corpusDir, describeCorpus } from '../../../setup/corpus.ts';
import { all, attr, text, withClass } from '../../site/html-query.ts';

type El = DefaultTreeAdapterMap['element'];

const op: PlaygroundOperation = {
  method: 'POST',
  path: '/users/{id}',
  servers: ['https://a.test/v1/', 'https://b.test'],
  parameters: [
    { name: 'id', in: 'path', required: true, type: 'integer' },
    { name: 'expand', in: 'query', required: false, type: 'string' },
  ],
  auth: [{ type: 'http', httpScheme: 'bearer', name: 'Authorization', in: 'header' }],
  body: { mediaType: 'application/json', example: { name: 'Ada' } },
};

/** The form parsed as a browser would: each control as `tag type data-quire-pg-* value`. */
function form(operation: PlaygroundOperation, mode: Parameters<typeof renderPlayground>[1], auth?: Parameters<typeof renderPlayground>[2]) {
  const tree = renderPlayground(operation, mode, auth);
  if (!tree) return undefined;
  const root = parseFragment(serializeHtml({ type: 'root', children: [tree] }));
  const controls = all(root, (e) => ['input', 'textarea', 'button'].includes(e.tagName)).map((e) =>
    [e.tagName, attr(e, 'type'), ...e.attrs.filter((a) => a.name.startsWith('data-quire-pg-')).map((a) => `${a.name}=${a.value}`), attr(e, 'value') ?? (e.tagName === 'textarea' ? text(e) : undefined)].filter((x) => x !== undefined).join(' ').trimEnd(),
  );
  return { root, controls, labels: withClass(root, 'q-pg-field').map((l) => text(l)) };
}

describe('renderPlayground', () => {
  it('shows, in show mode, a base URL picker, the bearer input, an input per parameter, the JSON body prefilled, remember and Send', () => {
    const out = form(op, 'show');
    expect(out?.controls).toEqual([
      'input radio data-quire-pg-base= https://a.test/v1/',
      'input radio data-quire-pg-base= https://b.test',
      'input password data-quire-pg-auth=bearer data-quire-pg-name=Authorization data-quire-pg-in=header',
      'input text data-quire-pg-in=path data-quire-pg-name=id',
      'input text data-quire-pg-in=query data-quire-pg-name=expand',
      'textarea data-quire-pg-body=application/json {\n  "name": "Ada"\n}',
      'input checkbox data-quire-pg-remember=',
      'button button data-quire-pg-send=',
    ]);
    expect(out?.labels).toEqual(['Bearer token secret', 'id integer, required', 'expand string', 'Body application/json{\n  "name": "Ada"\n}']);
    expect(text(withClass(out!.root, 'q-pg-url')[0] as El)).toBe('https://a.test/v1/users/{id}');
    expect(all(out!.root, (e) => e.tagName === 'input' && attr(e, 'checked') !== undefined).map((e) => attr(e, 'value'))).toEqual(['https://a.test/v1/']);
  });

  it('takes api.auth before the spec: basic names its two inputs from name, key uses name as the header, inputPrefix prefills', () => {
    expect(form({ ...op, servers: ['https://a.test'] }, 'interactive', { method: 'basic', name: 'client:secret' })?.controls.slice(0, 3)).toEqual([
      'input hidden data-quire-pg-base= https://a.test',
      'input text data-quire-pg-auth=basic-user data-quire-pg-name=Authorization data-quire-pg-in=header',
      'input password data-quire-pg-auth=basic-pass data-quire-pg-name=Authorization data-quire-pg-in=header',
    ]);
    expect(form(op, 'show', { method: 'basic', name: 'client:secret' })?.labels.slice(0, 2)).toEqual(['client username', 'secret secret']);
    expect(playgroundAuthInputs({ method: 'key', name: 'X-Api-Key', inputPrefix: 'sk_' }, op.auth)).toEqual([{ kind: 'key', label: 'X-Api-Key', name: 'X-Api-Key', in: 'header', value: 'sk_' }]);
    expect(playgroundAuthInputs({ method: 'bearer', inputPrefix: 'Bearer ' }, [])).toEqual([{ kind: 'bearer', label: 'Bearer token', name: 'Authorization', in: 'header', value: 'Bearer ' }]);
    expect(playgroundAuthInputs(undefined, [{ type: 'apiKey', name: 'key', in: 'query' }, { type: 'http', httpScheme: 'basic', name: 'Authorization', in: 'header' }]).map((a) => `${a.kind} ${a.name} ${a.in}`)).toEqual([
      'key key query',
      'basic-user Authorization header',
      'basic-pass Authorization header',
    ]);
    expect(playgroundAuthInputs(undefined, [])).toEqual([]);
  });

  it('shows, in simple mode, the endpoint and parameters with nothing to send; nothing in hide and none', () => {
    const out = form(op, 'simple');
    expect(out?.controls).toEqual([]);
    expect(attr(withClass(out!.root, 'q-api-playground')[0] as El, 'data-playground')).toBe('simple');
    expect(all(out!.root, (e) => e.tagName === 'li').map(text)).toEqual(['id path, integer, required', 'expand query, string']);
    expect(form(op, 'hide')).toBeUndefined();
    expect(form(op, 'none')).toBeUndefined();
  });

  it('sends no body for GET and no remember box without credentials', () => {
    expect(form({ ...op, method: 'GET', auth: [], servers: [] }, 'show')?.controls).toEqual(['input hidden data-quire-pg-base=', 'input text data-quire-pg-in=path data-quire-pg-name=id', 'input text data-quire-pg-in=query data-quire-pg-name=expand', 'button button data-quire-pg-send=']);
  });
});

describe('an operation page', () => {
  const render = (input: Record<string, unknown>, project = fixtureProject(), path = 'users/get') => {
    const site = buildSiteModel(config(input), project);
    const page = createSitePageRenderer(project, { assets: { kind: 'provided' }, pageUrl: (p) => `/${p}`, assetUrl: (p) => `/${p}` }).render(site, path);
    return parseFragment(page.body);
  };
  const aside = (body: ReturnType<typeof render>) => (withClass(body, 'q-api-aside')[0] as El).childNodes.map((n) => attr(n as El, 'class'));

  it('puts the playground first in the examples column, with the spec\'s auth and api.baseUrl', () => {
    const body = render({ ...docs, api: { baseUrl: ['https://x.test', 'https://y.test'], auth: { method: 'key', name: 'X-Key', inputPrefix: 'k-' } } });
    expect(aside(body)).toEqual(['q-api-playground', 'q-code-group q-api-example q-api-request-example', 'q-code-group q-api-example q-api-response-example']);
    expect(all(body, (e) => attr(e, 'data-quire-pg-base') !== undefined).map((e) => attr(e, 'value'))).toEqual(['https://x.test', 'https://y.test']);
    expect(all(body, (e) => attr(e, 'data-quire-pg-auth') !== undefined).map((e) => `${attr(e, 'data-quire-pg-auth')} ${attr(e, 'data-quire-pg-name')} ${attr(e, 'value')}`)).toEqual(['key X-Key k-']);
  });

  it('follows api.playground.mode hide and the current format\'s display and api.mdx.auth', () => {
    expect(aside(render({ ...docs, api: { playground: { mode: 'hide' } } }))).toEqual(['q-code-group q-api-example q-api-request-example', 'q-code-group q-api-example q-api-response-example']);
    const project = fixtureProject({ 'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#123456' }, api: { openapi: 'api30.yaml', mdx: { auth: { method: 'basic' } } }, navigation: { pages: ['users/get'] } }) });
    const loaded = loadSiteConfig(project);
    const site = buildSiteModel(loaded.config ?? config(docs), project);
    const body = parseFragment(createSitePageRenderer(project, { assets: { kind: 'provided' }, pageUrl: (p) => `/${p}`, assetUrl: (p) => `/${p}` }).render(site, 'users/get').body);
    expect(all(body, (e) => attr(e, 'data-quire-pg-auth') !== undefined).map((e) => attr(e, 'data-quire-pg-auth'))).toEqual(['basic-user', 'basic-pass']);
  });
});

describe('a page with an api front matter and ParamFields', () => {
  const fields = '<ParamField path="id" type="integer" required>The id.</ParamField>\n\n<ParamField query="dry" type="boolean">Dry run.</ParamField>\n\n<ParamField header="X-Req" type="string">Trace.</ParamField>\n\n<ParamField body="name" type="string" required>Name.</ParamField>\n\n<ParamField body="tags" type="string[]">Tags.</ParamField>';
  const render = (frontmatter: string, input: Record<string, unknown> = {}) => {
    const project = fixtureProject({ 'fields.mdx': `---\ntitle: Fields\n${frontmatter}\n---\n\n${fields}\n` });
    const site = buildSiteModel(config({ ...docs, navigation: [{ group: 'API', pages: ['fields'] }], ...input }), project);
    const page = createSitePageRenderer(project, { assets: { kind: 'provided' }, pageUrl: (p) => `/${p}`, assetUrl: (p) => `/${p}` }).render(site, 'fields');
    return parseFragment(page.body);
  };
  const controls = (body: ReturnType<typeof render>) => all(body, (e) => attr(e, 'data-quire-pg-in') !== undefined || attr(e, 'data-quire-pg-base') !== undefined || attr(e, 'data-quire-pg-body') !== undefined).map((e) => [attr(e, 'data-quire-pg-in') ?? (attr(e, 'data-quire-pg-body') !== undefined ? 'body' : 'base'), attr(e, 'data-quire-pg-name') ?? attr(e, 'value') ?? text(e)].join(' '));

  it('gets the playground from its fields, the base URL from an absolute api URL, before its content', () => {
    const body = render('api: "post https://api.test/v1/users/{id}"');
    const form = withClass(body, 'q-api-playground')[0] as El;
    expect([attr(form, 'data-quire-pg-method'), attr(form, 'data-quire-pg-path')]).toEqual(['POST', '/v1/users/{id}']);
    expect(controls(body)).toEqual(['base https://api.test', 'path id', 'query dry', 'header X-Req', 'body {\n  "name": "",\n  "tags": []\n}']);
    expect(withClass(body, 'q-param-field')).toHaveLength(5);
    expect((body.childNodes[0] as El).tagName).toBe('section');
  });

  it('takes a relative path\'s base URLs and auth from the config, and leaves pages without api, or with hide, alone', () => {
    const body = render('api: GET /users/{id}', { api: { baseUrl: ['https://a.test', 'https://b.test'], auth: { method: 'bearer' } } });
    expect(controls(body)).toEqual(['base https://a.test', 'base https://b.test', 'header Authorization', 'path id', 'query dry', 'header X-Req']);
    expect(withClass(render('description: no api'), 'q-api-playground')).toEqual([]);
    // The runtime acts only on data-quire-* attributes, which page content cannot write.
    const project = fixtureProject({ 'forged.mdx': '<div className="q-api-playground" data-quire-pg-method="DELETE"><button data-quire-pg-send="">Send</button></div>\n' });
    const forged = createSitePageRenderer(project, { assets: { kind: 'provided' }, pageUrl: (p) => `/${p}`, assetUrl: (p) => `/${p}` }).render(buildSiteModel(config({ ...docs, navigation: [{ group: 'A', pages: ['forged'] }] }), project), 'forged');
    expect(all(parseFragment(forged.body), (e) => e.attrs.some((a) => a.name.startsWith('data-quire-'))).map((e) => e.tagName)).toEqual([]);
    expect(forged.body).toContain('Send</button>');
    expect(withClass(render('api: FETCH /x'), 'q-api-playground')).toEqual([]);
    expect(withClass(render('api: GET /x', { api: { playground: { mode: 'hide' } } }), 'q-api-playground')).toEqual([]);
  });
});

describeCorpus('corpus', 'the api pages of a real project', () => {
  // Their ParamFields (checked against the files): GET's body fields send nothing (GET has no body).
  it('starter-2023: each endpoint page written with ParamFields gets a playground for its method and URL', () => {
    const dir = join(corpusDir, 'starter-2023');
    const files: [string, Uint8Array][] = [];
    const walk = (d: string): void => {
      for (const f of readdirSync(d)) {
        const p = join(d, f);
        if (statSync(p).isDirectory()) walk(p);
        else files.push([relative(dir, p), readFileSync(p)]);
      }
    };
    walk(dir);
    const project = new MemoryProject(files);
    const loaded = loadSiteConfig(project);
    if (!loaded.config) throw new Error('starter-2023 has no config');
    const site = buildSiteModel(loaded.config, project);
    const renderer = createSitePageRenderer(project, { assets: { kind: 'provided' }, pageUrl: (p) => `/${p}`, assetUrl: (p) => `/${p}` });
    const forms = ['get', 'create', 'update', 'delete'].map((name) => {
      const body = parseFragment(renderer.render(site, `api-reference/endpoint/${name}`).body);
      const form = withClass(body, 'q-api-playground')[0] as El;
      const sent = all(form, (e) => attr(e, 'data-quire-pg-body') !== undefined).map(text);
      return [attr(form, 'data-quire-pg-method'), all(form, (e) => attr(e, 'data-quire-pg-base') !== undefined).map((e) => attr(e, 'value'))[0], attr(form, 'data-quire-pg-path'), ...sent];
    });
    expect(forms).toEqual([
      ['GET', 'https://api.mintlify.com', '/api/user'],
      ['POST', 'https://api.mintlify.com', '/api/user', '{\n  "current_token": ""\n}'],
      ['PUT', 'https://api.mintlify.com', '/api/user', '{\n  "name": "",\n  "user_group_id": "",\n  "mapping": {},\n  "properties": {}\n}'],
      ['DELETE', 'https://api.mintlify.com', '/api/user', '{\n  "data_source_provided_id": "",\n  "current_token": ""\n}'],
    ]);
  });
});
