import { describe, expect, it } from 'vitest';
import '../../setup/load-resources.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { exportSite } from './export-site-files.ts';

describe('docs.json variables in a built site', () => {
  it('replace {{name}} in the page body and report an unknown name once, where it is written', () => {
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, variables: { version: '2.0.0', 'api-url': 'https://api.example.com' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
      'index.mdx': '---\ntitle: Home\n---\n\nVersion {{version}} at {{api-url}}; {{missing}}.\n',
    });
    const result = exportSite(project);
    expect(String(result.files.get('index.html'))).toContain('<p>Version 2.0.0 at https://api.example.com; {{missing}}.</p>');
    expect(result.diagnostics.filter((d) => d.code === 'render/unknown-variable' || d.code === 'config/not-shown').map((d) => [d.file, d.line, d.column, d.code, d.data])).toEqual([['index.mdx', 5, 37, 'render/unknown-variable', { name: 'missing' }]]);
  });

  it('replace {{name}} in the title, sidebar title and description of a page (the head, the heading, the sidebar)', () => {
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, variables: { product: 'Widget' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
      'index.mdx': '---\ntitle: "{{product}} guide"\nsidebarTitle: "{{product}}"\ndescription: "All about {{product}}."\n---\n\nBody.\n',
    });
    const html = String(exportSite(project).files.get('index.html'));
    expect(html).toContain('<title>Widget guide · Acme</title>');
    expect(html).toContain('All about Widget.');
    expect(html).not.toContain('{{product}}');
  });
});
