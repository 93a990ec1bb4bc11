import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { exportSite } from './export-site-files.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Plants API', version: '1' },
  servers: [{ url: 'https://api.example.com/v1' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: { Plant: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid', description: 'The plant.' }, name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } } },
  },
  security: [{ bearer: [] }],
  paths: {
    '/plants/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'Which plant.' }],
      patch: {
        tags: ['Plants'],
        operationId: 'updatePlant',
        summary: 'Update a plant',
        description: 'Changes a plant.\n\nOnly the fields given change.',
        parameters: [{ name: 'dryRun', in: 'query', schema: { type: 'boolean' }, description: 'Check only.' }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string', description: 'A new name.' } } } } } },
        responses: {
          '200': { description: 'The plant as changed.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Plant' } } } },
          '404': { description: 'No such plant.' },
        },
      },
    },
  },
};

describe('page.md of an endpoint page', () => {
  it('writes the operation as Markdown: method and path, base URL, description, auth, parameters, body and responses, then the page’s own content', () => {
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation: { pages: ['index', 'api/update'] } }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'api/update.mdx': '---\nopenapi: "openapi.json PATCH /plants/{id}"\n---\n\nSee also the **guide**.\n',
      'openapi.json': JSON.stringify(spec),
    });
    const files = exportSite(project, { publish: true }).files;
    const md = String(files.get('api/update.md'));
    expect(md.slice(md.indexOf('`PATCH'))).toBe(
      [
        '`PATCH /plants/{id}`',
        '',
        'Base URL: `https://api.example.com/v1`',
        '',
        'Changes a plant.',
        '',
        'Only the fields given change.',
        '',
        '## Authorization',
        '',
        '- `Authorization` (header, bearer)',
        '',
        '## Path parameters',
        '',
        '- `id` `string`, required: Which plant.',
        '',
        '## Query parameters',
        '',
        '- `dryRun` `boolean`: Check only.',
        '',
        '## Request body',
        '',
        '`application/json`, required',
        '',
        '- `name` `string`: A new name.',
        '',
        '## Responses',
        '',
        '### 200 `application/json`',
        '',
        'The plant as changed.',
        '',
        '- `id` `string<uuid>`, required: The plant.',
        '- `name` `string`',
        '- `tags` `string[]`',
        '',
        '### 404',
        '',
        'No such plant.',
        '',
        'See also the **guide**.',
        '',
      ].join('\n'),
    );
  });

  it('a page the navigation generates from a spec gets one too, under its title', () => {
    const small = { openapi: '3.1.0', info: { title: 'P', version: '1' }, paths: { '/plants': { get: { tags: ['Plants'], operationId: 'listPlants', summary: 'List plants', responses: { '200': { description: 'OK' } } } } } };
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }, { group: 'API', openapi: 'openapi.json' }] } }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'openapi.json': JSON.stringify(small),
    });
    const md = String(exportSite(project, { publish: true }).files.get('plants/list-plants.md'));
    expect(md.slice(md.indexOf('# List plants'))).toBe('# List plants\n\n`GET /plants`\n\n## Responses\n\n### 200\n\nOK\n');
  });
});
