import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import '../../setup/load-resources.ts';
import { checkProject } from '../../../src/core/check/check-project.ts';
import { generatedPages, generatedPagesOf, kebab, sameGeneratedFiles, withGeneratedPages } from '../../../src/core/openapi/generated-pages.ts';
import { supplyRemoteSpecs } from '../../../src/core/openapi/index.ts';
import { MemoryProject, type Project } from '../../../src/core/project/project.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import type { SiteNavEntry, SiteModel } from '../../../src/core/site/site-model.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import type { WorkerEvent } from '../../../src/worker/index.ts';
import { SiteService } from '../../../src/worker/site-service.ts';
import { exportSite } from '../site/export-site-files.ts';
import { all, attr, text, withClass } from '../site/html-query.ts';

/** A small spec: two tags, an untagged operation, ids, a summary only, and neither. */
const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Acme API', version: '1' },
  paths: {
    '/users': {
      get: { operationId: 'listUsers', summary: 'List users', tags: ['Users'], responses: { '200': { description: 'ok' } } },
      post: { summary: 'Create a user', tags: ['Users'], responses: { '201': { description: 'created' } } },
    },
    '/users/{id}': { delete: { tags: ['Users'], responses: { '204': { description: 'gone' } } } },
    '/orders': { get: { operationId: 'listOrders', summary: 'List orders', tags: ['Order Items'], responses: { '200': { description: 'ok' } } } },
    '/health': { get: { summary: 'Health', responses: { '200': { description: 'ok' } } } },
  },
});

const intro = '---\ntitle: Intro\ndescription: The start.\n---\n\nHello.\n';

/** A project of a current-format docs.json with `navigation`, the spec at `api/openapi.json` and `index.mdx`, plus `extra` files. */
function project(navigation: Record<string, unknown>, extra: Record<string, string> = {}): MemoryProject {
  const docs = { theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation };
  return new MemoryProject({ 'docs.json': JSON.stringify(docs, null, 2), 'api/openapi.json': spec, 'index.mdx': intro, ...extra });
}

function siteOf(files: Project): SiteModel {
  const loaded = loadSiteConfig(files);
  if (!loaded.config) throw new Error(JSON.stringify(loaded.diagnostics));
  return buildSiteModel(loaded.config, withGeneratedPages(files, loaded.config));
}

/** The sidebar as `group: page (METHOD)` lines, nested groups indented. */
function outline(entries: readonly SiteNavEntry[], indent = ''): string[] {
  return entries.flatMap((e) => (e.kind === 'page' ? [`${indent}${e.page.path}${e.page.operation ? ` (${e.page.operation.method} ${e.page.operation.path})` : ''}`] : [`${indent}[${e.name}]`, ...outline(e.entries, `${indent}  `)]));
}

const levelNav = { tabs: [{ tab: 'Guides', pages: ['index'] }, { tab: 'API', openapi: 'api/openapi.json' }] };

describe('pages generated from OpenAPI (current format)', () => {
  it('names pages after tag and operationId, summary or method and path, in kebab case', () => {
    expect([kebab('listUsers'), kebab('Create a user'), kebab('delete /users/{id}'), kebab('Order Items'), kebab('  ')]).toEqual(['list-users', 'create-a-user', 'delete-users-id', 'order-items', '']);
  });

  it('a level with `openapi` and no pages gets one group per tag, untagged operations under the spec title; pages carry their method badges', () => {
    const files = project(levelNav);
    const site = siteOf(files);
    const config = loadSiteConfig(files).config;
    expect([...generatedPages(files, config).files]).toEqual([
      ['users/list-users.mdx', '---\nopenapi: "api/openapi.json GET /users"\n---\n'],
      ['users/create-a-user.mdx', '---\nopenapi: "api/openapi.json POST /users"\n---\n'],
      ['users/delete-users-id.mdx', '---\nopenapi: "api/openapi.json DELETE /users/{id}"\n---\n'],
      ['order-items/list-orders.mdx', '---\nopenapi: "api/openapi.json GET /orders"\n---\n'],
      ['acme-api/health.mdx', '---\nopenapi: "api/openapi.json GET /health"\n---\n'],
    ]);
    expect(outline(site.nav)).toEqual([
      '[]',
      '  index',
      '[Users]',
      '  users/list-users (GET /users)',
      '  users/create-a-user (POST /users)',
      '  users/delete-users-id (DELETE /users/{id})',
      '[Order Items]',
      '  order-items/list-orders (GET /orders)',
      '[Acme API]',
      '  acme-api/health (GET /health)',
    ]);
    const page = site.byPath.get('users/list-users');
    expect([page?.title, page?.section.label, page?.listed]).toEqual(['List users', 'API', true]);
    // No summary: the title comes from the file name.
    expect(site.byPath.get('users/delete-users-id')?.title).toBe('Delete users id');
  });

  it('an endpoint entry resolves to its page, in a group with `openapi` and `directory`; a spec-less entry uses the group’s spec', () => {
    const files = project({
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'Reference', openapi: { source: 'api/openapi.json', directory: 'reference' }, pages: ['GET /users', 'api/openapi.json post /users'] },
        { group: 'All', openapi: 'api/openapi.json' },
      ],
    });
    const site = siteOf(files);
    expect(outline(site.nav)).toEqual([
      '[Start]',
      '  index',
      '[Reference]',
      '  reference/users/list-users (GET /users)',
      '  reference/users/create-a-user (POST /users)',
      '[All]',
      '  [Users]',
      '    users/list-users (GET /users)',
      '    users/create-a-user (POST /users)',
      '    users/delete-users-id (DELETE /users/{id})',
      '  [Order Items]',
      '    order-items/list-orders (GET /orders)',
      '  [Acme API]',
      '    acme-api/health (GET /health)',
    ]);
    // The check finds the same entries, nested in groups: no missing page, no unknown operation.
    expect(checkProject(files).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('a real file at a generated path wins: the generated page takes the next free name', () => {
    const real = '---\ntitle: Our own list\n---\n\nWritten by hand.\n';
    const files = project(levelNav, { 'users/list-users.mdx': real });
    const view = withGeneratedPages(files, loadSiteConfig(files).config);
    expect([...(generatedPagesOf(view)?.files.keys() ?? [])].slice(0, 2)).toEqual(['users/list-users-2.mdx', 'users/create-a-user.mdx']);
    expect(view.readText('users/list-users.mdx')).toBe(real);
    const site = siteOf(files);
    expect(outline(site.nav).slice(2, 4)).toEqual(['[Users]', '  users/list-users-2 (GET /users)']);
    // The hand-written page is in no navigation: hidden, as before.
    expect(site.byPath.get('users/list-users')?.listed).toBe(false);
  });

  it('a level whose `openapi` is a URL gets pages once its host supplied the spec, named by the URL', () => {
    const url = 'https://api.acme.dev/openapi.json';
    const files = project({ tabs: [{ tab: 'Guides', pages: ['index'] }, { tab: 'API', openapi: url }] });
    expect(outline(siteOf(files).nav)).toEqual(['[]', '  index']);
    const site = siteOf(supplyRemoteSpecs(files, new Map([[url, { text: spec }]])));
    expect(outline(site.nav).slice(2, 4)).toEqual(['[Users]', '  users/list-users (GET /users)']);
    expect(site.project.readText('users/list-users.mdx')).toBe(`---\nopenapi: "${url} GET /users"\n---\n`);
  });

  it('without generated pages the project is returned as it is, and wrapping twice changes nothing', () => {
    const plain = project({ pages: ['index'] });
    const config = loadSiteConfig(plain).config;
    expect(withGeneratedPages(plain, config)).toBe(plain);
    const files = project(levelNav);
    const levelConfig = loadSiteConfig(files).config;
    const view = withGeneratedPages(files, levelConfig);
    expect(withGeneratedPages(view, levelConfig)).toBe(view);
    // A config read again (another object) makes another view, which reads the same.
    const again = withGeneratedPages(files, loadSiteConfig(files).config);
    expect([again === view, sameGeneratedFiles(again, view), sameGeneratedFiles(plain, view)]).toEqual([false, true, false]);
    expect(view.list()).toEqual(['acme-api/health.mdx', 'api/openapi.json', 'docs.json', 'index.mdx', 'order-items/list-orders.mdx', 'users/create-a-user.mdx', 'users/delete-users-id.mdx', 'users/list-users.mdx']);
  });

  it('an endpoint that matches no operation is an openapi error at the entry with suggestions, not a missing page; check and export agree', () => {
    const files = project({ pages: ['index', 'GET /user', 'GET /orders'] });
    expect(checkProject(project({ tabs: [{ tab: 'API', groups: [{ group: 'Users', pages: ['DELETE /users'] }] }] })).diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.path])).toEqual([['openapi/unknown-operation', 'navigation.tabs[0].groups[0].pages[0]']]);
    const result = checkProject(files);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.path, d.line, d.message, d.data])).toEqual([
      [
        'openapi/unknown-operation',
        'navigation.pages[1]',
        10,
        'Navigation lists "GET /user", an endpoint that names no operation of the project\'s OpenAPI files, so it has no page. Did you mean `GET /users`?',
        { value: 'GET /user', suggestions: ['GET /users'] },
      ],
    ]);
    expect(result.diagnostics.filter((d) => d.code === 'project/missing-page')).toEqual([]);

    const exported = exportSite(files);
    expect(exported.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect([...exported.files.keys()].filter((f) => f.endsWith('.html')).sort()).toEqual(['404.html', 'index.html', 'order-items/list-orders.html']);
    const doc = parse(String(exported.files.get('order-items/list-orders.html')));
    const sidebar = withClass(doc, 'q-nav')[0];
    expect(sidebar ? withClass(sidebar, 'q-nav-link').map((a) => attr(a, 'href')) : []).toEqual(['../index.html', 'list-orders.html']);
    expect(sidebar ? withClass(sidebar, 'q-nav-method').map(text) : []).toEqual(['GET']);
    // The page renders the operation: its method and path.
    expect(all(doc, (el) => (attr(el, 'class') ?? '').split(' ').includes('q-api-path')).map(text)).toEqual(['/orders']);
  });

  it('every generated page of a level is exported, and the check reports nothing the export does not', () => {
    const files = project(levelNav);
    const exported = exportSite(files);
    expect([...exported.files.keys()].filter((f) => f.endsWith('.html')).sort()).toEqual([
      '404.html',
      'acme-api/health.html',
      'index.html',
      'order-items/list-orders.html',
      'users/create-a-user.html',
      'users/delete-users-id.html',
      'users/list-users.html',
    ]);
    expect(exported.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(checkProject(files).diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  // The preview's worker reads the same overlay (its own tests are in test/worker; this one is about generated pages).
  it('the preview lists and renders generated pages, and an edit of the spec adds the new operation’s page', () => {
    const events: WorkerEvent[] = [];
    const service = new SiteService((e) => events.push(e), { set: () => {}, clear: () => {} });
    service.attachPreview({ postMessage: (m) => void events.push(m as WorkerEvent) });
    const files = project(levelNav);
    service.handle({ type: 'load', files: files.list().map((f) => [f, files.readText(f) ?? '']), assetPrefix: 'asset:' });
    const sites = () => events.filter((e): e is Extract<WorkerEvent, { type: 'site' }> => e.type === 'site');
    expect(sites()[0]?.pages.map((p) => [p.file, p.title])).toEqual([
      ['index.mdx', 'Intro'],
      ['users/list-users.mdx', 'List users'],
      ['users/create-a-user.mdx', 'Create a user'],
      ['users/delete-users-id.mdx', 'Delete users id'],
      ['order-items/list-orders.mdx', 'List orders'],
      ['acme-api/health.mdx', 'Health'],
    ]);
    service.handle({ type: 'show', target: '/users/list-users', seq: 1 });
    const render = events.find((e): e is Extract<WorkerEvent, { type: 'render' }> => e.type === 'render' && e.html !== '');
    const doc = parse(render?.html ?? '');
    expect([render?.file, all(doc, (el) => (attr(el, 'class') ?? '').split(' ').includes('q-api-path')).map(text)]).toEqual(['users/list-users.mdx', ['/users']]);
    const edited = JSON.parse(spec) as { paths: Record<string, unknown> };
    edited.paths['/teams'] = { get: { operationId: 'listTeams', summary: 'List teams', tags: ['Teams'], responses: { '200': { description: 'ok' } } } };
    service.handle({ type: 'set-file', path: 'api/openapi.json', content: JSON.stringify(edited), seq: 2 });
    expect(sites().at(-1)?.pages.map((p) => p.file).at(-1)).toBe('teams/list-teams.mdx');
  });
});
