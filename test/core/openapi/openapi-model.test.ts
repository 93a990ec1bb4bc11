import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { openapiModel } from '../../../src/core/openapi/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { siteRenderDiagnostics } from '../../../src/core/site/site-render-diagnostics.ts';
import { config } from '../site/site-fixture.ts';
import { api30, api31, docs, fixtureProject } from './openapi-fixtures.ts';
import { createSiteSession } from '../../../src/core/session/site-session.ts';

const brief = (list: readonly { file: string; line: number; column: number; endLine: number; endColumn: number; severity: string; code: string }[]) =>
  list.map((d) => `${d.file}:${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code}`);

describe('openapiModel', () => {
  it('reads the listed specs first, then the ones found in the project, and keeps URLs apart', () => {
    const model = openapiModel(fixtureProject(), config(docs));
    expect(model.sources).toEqual({ files: ['api30.yaml', 'old/swagger.json', 'specs/pets.json'], listed: ['api30.yaml', 'old/swagger.json'], urls: ['https://example.com/remote.json'] });
    expect([...model.documents.values()].map((d) => `${d.file} ${d.version}`)).toEqual(['api30.yaml 3.0.3', 'specs/pets.json 3.1.0']);
    expect(model.operations.map((o) => `${o.file} ${o.method} ${o.path}`)).toEqual(['api30.yaml get /users/{id}', 'api30.yaml delete /users/{id}', 'api30.yaml post /users', 'specs/pets.json post /pets']);
  });

  it('reports Swagger 2.0 at its version key and each dangling $ref at its first use, across files', () => {
    const model = openapiModel(fixtureProject(), config(docs));
    expect(brief(model.diagnostics)).toEqual([
      'old/swagger.json:2:3-2:13 error openapi/swagger-2',
      // The config's URL was not fetched: see remote-specs.test.ts.
      'docs.json:1:141-1:174 info openapi/not-fetched',
      'api30.yaml:56:31-56:59 error openapi/dangling-ref',
      'schemas/common.yaml:12:21-12:37 error openapi/dangling-ref',
    ]);
    expect(model.diagnostics.filter((d) => d.file !== 'docs.json').map((d) => [d.message, d.data])).toEqual([
      [
        'old/swagger.json is Swagger 2.0; Quire reads OpenAPI 3.0 and 3.1 only, so its operations have no pages. Convert it to OpenAPI 3 (for example with swagger2openapi or the Swagger Editor\'s "Convert to OpenAPI 3").',
        { file: 'old/swagger.json' },
      ],
      ['`$ref: #/components/schemas/Missing` leads nowhere: api30.yaml has nothing at `/components/schemas/Missing`. What it points to is shown as unknown; fix the reference or add what it names.', { ref: '#/components/schemas/Missing' }],
      ['`$ref: codes.yaml#/Code` leads nowhere: there is no file schemas/codes.yaml in the project. What it points to is shown as unknown; fix the reference or add what it names.', { ref: 'codes.yaml#/Code' }],
    ]);
  });

  it('notes a $ref to a URL, which is not fetched (info, as every openapi/not-fetched)', () => {
    const spec = JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/a': { get: { responses: { '200': { $ref: 'https://example.com/common.json#/Ok' } } } } } }, null, 1);
    const model = openapiModel(new MemoryProject({ 'api.json': spec }), undefined);
    expect(model.diagnostics).toEqual([
      {
        file: 'api.json',
        line: 12,
        column: 16,
        endLine: 12,
        endColumn: 51,
        severity: 'info',
        code: 'openapi/not-fetched',
        message: '`$ref: https://example.com/common.json#/Ok` is not followed: it points to a URL, which Quire does not fetch, so what it names shows as unknown. Copy that part into the project and refer to the file instead.',
        data: { ref: 'https://example.com/common.json#/Ok', url: 'https://example.com/common.json#/Ok' },
      },
    ]);
  });

  it('gives the same model in a session while no spec file (or file a $ref reads) changes, and a new one after an edit', () => {
    const files = fixtureProject();
    const session = createSiteSession(files);
    const model = (): ReturnType<typeof openapiModel> => openapiModel(session.project, config(docs));
    const first = model();
    // Outside a session nothing is kept: another call builds the model again.
    expect(openapiModel(files, config(docs))).not.toBe(openapiModel(files, config(docs)));
    expect(model()).toBe(first);
    files.set('users/get.mdx', 'a page edit does not count');
    expect(model()).toBe(first);
    files.set('schemas/codes.yaml', 'Code: {type: integer}\n');
    const second = model();
    expect(second).not.toBe(first);
    expect(brief(second.diagnostics)).toEqual(['old/swagger.json:2:3-2:13 error openapi/swagger-2', 'docs.json:1:141-1:174 info openapi/not-fetched', 'api30.yaml:56:31-56:59 error openapi/dangling-ref']);
    files.set('api30.yaml', api30.replace('summary: Delete a user', 'summary: Remove a user'));
    expect(model().operations[1]?.operation['summary']).toBe('Remove a user');
  });

  it('finds specs without any config, and reads the current format\'s api.openapi and navigation openapi', async () => {
    const project = new MemoryProject({ 'a.json': api31, 'b/openapi.yaml': api30, 'notes.json': '{"openapi": "not a spec"}', 'c.yml': 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\n' });
    expect(openapiModel(project, undefined).sources.files).toEqual(['a.json', 'b/openapi.yaml', 'c.yml']);
    const { loadSiteConfig } = await import('../../../src/core/site/load-site-config.ts');
    const current = {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#123456' },
      api: { openapi: 'c.yml' },
      navigation: { tabs: [{ tab: 'API', openapi: { source: 'b/openapi.yaml' }, groups: [{ group: 'G', openapi: 'https://example.com/x.json', pages: ['index'] }] }] },
    };
    const loaded = loadSiteConfig(new MemoryProject({ 'docs.json': JSON.stringify(current), 'index.mdx': '---\ntitle: Home\n---\n' }));
    const model = openapiModel(project, loaded.config);
    expect(model.sources).toEqual({ files: ['c.yml', 'b/openapi.yaml', 'a.json'], listed: ['c.yml', 'b/openapi.yaml'], urls: ['https://example.com/x.json'] });
  });

  it('is what quire check and the build report besides the pages', () => {
    const project = fixtureProject();
    expect(brief(siteRenderDiagnostics(project, config(docs)).filter((d) => d.code.startsWith('openapi/')))).toEqual([
      'typo.mdx:3:10-3:24 error openapi/unknown-operation',
      'old/swagger.json:2:3-2:13 error openapi/swagger-2',
      'docs.json:1:141-1:174 info openapi/not-fetched',
      'api30.yaml:56:31-56:59 error openapi/dangling-ref',
      'schemas/common.yaml:12:21-12:37 error openapi/dangling-ref',
    ]);
  });
});
