import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import '../../setup/load-resources.ts';
import { generatedPages } from '../../../src/core/openapi/generated-pages.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import { exportSite } from '../site/export-site-files.ts';
import { all, attr, text, withClass } from '../site/html-query.ts';

// The platform's OpenAPI extensions and `api` settings (x-codeSamples, x-hidden, x-excluded, x-mint,
// x-group, api.params, api.url, api.examples), each as its documentation describes it.

const spec = {
  openapi: '3.1.0',
  info: { title: 'Plants', version: '1' },
  servers: [{ url: 'https://api.example.com' }, { url: 'https://eu.api.example.com' }],
  tags: [{ name: 'plants', 'x-group': 'Plant care' }],
  paths: {
    '/plants': {
      get: {
        operationId: 'listPlants',
        summary: 'List plants',
        tags: ['plants'],
        parameters: [
          { name: 'limit', in: 'query', required: false, example: 10, schema: { type: 'integer' } },
          { name: 'kind', in: 'query', required: true, example: 'fern', schema: { type: 'string' } },
        ],
        'x-codeSamples': [
          { lang: 'bash', label: 'CLI', source: 'planter list -u\n' },
          { lang: 'javascript', source: "planter.list({ unwatered: true });" },
          { lang: 'ruby' },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string', readOnly: true, nullable: true, 'x-internal': 'admin', 'x-mint': { pre: 'beta', post: ['new'] } }, nested: { type: 'object', properties: { a: { type: 'string' } } } } } } } } },
      },
      post: { operationId: 'createPlant', summary: 'Create a plant', tags: ['plants'], 'x-hidden': true, parameters: [{ name: 'dry', in: 'query', example: true, schema: { type: 'boolean' } }], responses: { '201': { description: 'created' } } },
    },
    '/secret': { get: { operationId: 'secret', tags: ['plants'], 'x-excluded': true, responses: { '200': { description: 'ok' } } } },
    '/water': {
      post: {
        operationId: 'water',
        tags: ['plants'],
        'x-mint': { href: '/guides/watering', metadata: { title: 'Water a plant', description: 'Gives it water.', openapi: 'ignored', tag: 'NEW' }, content: 'Read **this** first.' },
        responses: { '204': { description: 'done' } },
      },
    },
  },
};

function project(api: Record<string, unknown> = {}): MemoryProject {
  const docs = { theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, api, navigation: { tabs: [{ tab: 'Guides', pages: ['index'] }, { tab: 'API', openapi: 'openapi.json' }] } };
  return new MemoryProject({ 'docs.json': JSON.stringify(docs), 'openapi.json': JSON.stringify(spec), 'index.mdx': '---\ntitle: Intro\n---\n\nHi.\n' });
}

const cls = (name: string) => (el: Parameters<typeof attr>[0]) => (attr(el, 'class') ?? '').split(' ').includes(name);

describe('OpenAPI extensions', () => {
  it('x-excluded has no page, x-hidden a page outside the sidebar, x-mint sets URL, front matter and content, x-group names the group', () => {
    const files = project();
    const config = loadSiteConfig(files).config;
    expect([...generatedPages(files, config).files]).toEqual([
      ['plants/list-plants.mdx', '---\nopenapi: "openapi.json GET /plants"\n---\n'],
      ['plants/create-plant.mdx', '---\nopenapi: "openapi.json POST /plants"\n---\n'],
      ['guides/watering.mdx', '---\nopenapi: "openapi.json POST /water"\ntitle: "Water a plant"\ndescription: "Gives it water."\ntag: "NEW"\n---\n\nRead **this** first.\n'],
    ]);
    const exported = exportSite(files);
    expect([...exported.files.keys()].filter((f) => f.endsWith('.html')).sort()).toEqual(['404.html', 'guides/watering.html', 'index.html', 'plants/create-plant.html', 'plants/list-plants.html']);
    const listed = parse(String(exported.files.get('plants/list-plants.html')));
    const sidebar = withClass(listed, 'q-nav')[0];
    expect(sidebar ? withClass(sidebar, 'q-nav-link').map((a) => attr(a, 'href')) : []).toEqual(['list-plants.html', '../guides/watering.html']);
    expect(sidebar ? all(sidebar, cls('q-nav-heading')).map(text) : []).toEqual(['Plant care']);
    const water = String(exported.files.get('guides/watering.html'));
    expect(water).toContain('<title>Water a plant');
    expect(all(parse(water), (e) => e.tagName === 'strong').map(text)).toEqual(['this']);
  });

  it('x-mint.content shows before the generated parameters and responses, below the endpoint, as on the platform; a hand-written page’s own content stays after them', () => {
    /** The classes of the main column's children, in order. */
    const mainColumn = (html: string) => {
      const main = withClass(parse(html), 'q-api-main')[0];
      return (main?.childNodes ?? []).flatMap((n) => ('tagName' in n ? [(attr(n as Parameters<typeof attr>[0], 'class') ?? '').split(' ').slice(0, 2).join(' ')] : []));
    };
    const base = project();
    const docs = base.readText('docs.json')?.replace('"pages":["index"]', '"pages":["index","hand"]') ?? '';
    const hand = '---\ntitle: By hand\nopenapi: "openapi.json POST /water"\n---\n\nMy **notes**.\n';
    const exported = exportSite(new MemoryProject({ ...Object.fromEntries(base.list().map((path) => [path, base.readText(path) ?? ''])), 'docs.json': docs, 'hand.mdx': hand }));
    expect(mainColumn(String(exported.files.get('guides/watering.html')))).toEqual(['q-api-endpoint', 'q-api-servers', 'q-api-content', 'q-api-section q-api-responses']);
    expect(mainColumn(String(exported.files.get('hand.html')))).toEqual(['q-api-endpoint', 'q-api-servers', 'q-api-section q-api-responses', 'q-api-content']);
  });

  it('x-codeSamples replace the generated samples, labels and languages kept; malformed entries are skipped', () => {
    const doc = parse(String(exportSite(project()).files.get('plants/list-plants.html')));
    const request = all(doc, cls('q-api-request-example'))[0];
    expect(request ? all(request, (e) => attr(e, 'role') === 'tab').map(text) : []).toEqual(['CLI', 'javascript']);
    expect(request ? all(request, (e) => e.tagName === 'code').map((c) => [attr(c, 'class'), text(c)]) : []).toEqual([
      ['language-bash hljs', 'planter list -u'],
      ['language-javascript hljs', 'planter.list({ unwatered: true });'],
    ]);
  });

  it('api.examples: defaults "all" puts optional parameters with an example in the samples, "required" leaves them out; autogenerate false leaves only x-codeSamples', () => {
    const curl = (api: Record<string, unknown>) => {
      const doc = parse(String(exportSite(project(api)).files.get('plants/create-plant.html')));
      return all(doc, cls('q-api-request-example')).flatMap((r) => all(r, (e) => e.tagName === 'code').map(text)).slice(0, 1);
    };
    expect(curl({})[0]).toContain("--url 'https://api.example.com/plants?dry=true'");
    expect(curl({ examples: { defaults: 'required' } })[0]).toMatch(/--url 'https:\/\/api\.example\.com\/plants'$/);
    expect(curl({ examples: { autogenerate: false } })).toEqual([]);
  });

  it('api.params.expanded "all" opens nested fields; api.params.post and x-mint pre/post show pills in order after the built-in badges', () => {
    const page = (api: Record<string, unknown>) => parse(String(exportSite(project(api)).files.get('plants/list-plants.html')));
    const closed = page({});
    expect(all(closed, (e) => e.tagName === 'details').map((d) => attr(d, 'open'))).toEqual([undefined, undefined]);
    const open = page({ params: { expanded: 'all', post: ['nullable', 'x-internal', 'missing'] } });
    expect(all(open, (e) => e.tagName === 'details').map((d) => attr(d, 'open'))).toEqual(['', '']);
    const head = all(open, cls('q-field-head')).find((h) => all(h, cls('q-field-name')).map(text)[0] === 'id');
    expect(head ? head.childNodes.map((n) => [attr(n as Parameters<typeof attr>[0], 'class'), text(n as Parameters<typeof text>[0])]) : []).toEqual([
      ['q-field-pill q-field-pill-pre', 'beta'],
      ['q-field-name', 'id'],
      ['q-field-type', 'string | null'],
      ['q-field-badge q-field-read-only', 'read-only'],
      ['q-field-pill q-field-pill-post', 'nullable'],
      ['q-field-pill q-field-pill-post', 'admin'],
      ['q-field-pill q-field-pill-post', 'new'],
    ]);
  });

  it('api.url "full" shows the base URL in the header; by default only when there is one base URL to choose', () => {
    const header = (api: Record<string, unknown>) => all(parse(String(exportSite(project(api)).files.get('plants/list-plants.html'))), cls('q-api-url')).map(text);
    expect(header({})).toEqual(['/plants']);
    expect(header({ url: 'full' })).toEqual(['https://api.example.com/plants']);
  });
});
