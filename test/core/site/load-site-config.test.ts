import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { checkProject, MemoryProject, planExport } from '../../../src/core/index.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';

const page = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`;
const brief = (d: { file: string; line: number; column: number; severity: string; code: string }) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`;

describe('loadSiteConfig', () => {
  it('an empty folder: one project/missing-config, for the check and the export alike', () => {
    const project = new MemoryProject({});
    const loaded = loadSiteConfig(project);
    expect(loaded).toMatchObject({ file: undefined, format: 'spec', config: undefined, valid: false, result: undefined });
    expect(loaded.diagnostics.map(brief)).toEqual(['docs.json:1:1 error project/missing-config']);
    expect(checkProject(project).diagnostics.map(brief)).toEqual(['docs.json:1:1 error project/missing-config']);
    expect(planExport(project).siteDiagnostics().map(brief)).toEqual(['docs.json:1:1 error project/missing-config']);
  });

  it('a spec-format config with a trailing comma and a bad colour: its valid part, the same one the export builds from', () => {
    const text = '{\n  "name": "Acme",\n  "colors": { "primary": "red" },\n  "navigation": [{ "group": "G", "pages": ["a"] }],\n}\n';
    const project = new MemoryProject({ 'docs.json': text, 'a.mdx': page('A') });
    const loaded = loadSiteConfig(project);
    expect(loaded.diagnostics.map(brief)).toEqual(['docs.json:3:26 error config/invalid-color', 'docs.json:4:51 error config/json-syntax']);
    expect(loaded.valid).toBe(false);
    expect(loaded.config).toEqual({
      name: 'Acme',
      navigation: [{ group: 'G', pages: ['a'] }],
      topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
      api: { playground: { mode: 'show' } },
      feedback: { suggestEdit: false, raiseIssue: false },
      modeToggle: { isHidden: false },
    });
    const plan = planExport(project);
    expect(plan.config).toEqual(loaded.config);
    expect(plan.jobs.map((j) => j.out)).toEqual(['a.html']);
    expect(plan.siteDiagnostics().map(brief)).toEqual(['docs.json:1:1 warning build/config-partial']);
  });

  it('a spec-format config with a comment: its settings, read from what the syntax check recovered (jsonc-parser is not in the worker up front)', () => {
    const text = '{\n  // the site\n  "name": "Acme",\n  "navigation": [{ "group": "G", "pages": ["a"] }]\n}\n';
    const loaded = loadSiteConfig(new MemoryProject({ 'docs.json': text, 'a.mdx': page('A') }));
    expect(loaded.diagnostics.map(brief)).toEqual(['docs.json:2:3 error config/json-syntax']);
    expect(loaded.config).toMatchObject({ name: 'Acme', navigation: [{ group: 'G', pages: ['a'] }] });
  });

  it('a current-format config: mapped to the spec shape, with one config/not-shown info at the key of each setting it cannot show', () => {
    const text = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, thumbnails: { appearance: 'dark' }, navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['guides/a'] }] }] } }, null, 2);
    const loaded = loadSiteConfig(new MemoryProject({ 'docs.json': text, 'guides/a.mdx': page('A') }));
    expect(loaded).toMatchObject({ file: 'docs.json', format: 'current', valid: true });
    expect(loaded.config?.navigation).toEqual([{ group: 'Guides / Start', pages: ['guides/a'] }]);
    expect(loaded.config?.tabs).toBeUndefined();
    expect(loaded.diagnostics).toEqual([
      {
        file: 'docs.json',
        line: 7,
        column: 3,
        endLine: 7,
        endColumn: 15,
        severity: 'info',
        code: 'config/not-shown',
        message: '`thumbnails` is not shown in the preview yet: Quire checks it, but the preview and the exported site leave it out.',
        path: 'thumbnails',
        data: { setting: '`thumbnails`' },
      },
    ]);
  });

  it('a current-format config with a trailing comma and a bad colour: the default colour, and every page still in the site', () => {
    const text = '{\n  "theme": "mint",\n  "name": "Acme",\n  "colors": { "primary": "red" },\n  "navigation": { "groups": [{ "group": "G", "pages": ["a"] }] },\n}\n';
    const project = new MemoryProject({ 'docs.json': text, 'a.mdx': page('A') });
    const loaded = loadSiteConfig(project);
    expect(loaded.diagnostics.map(brief)).toEqual(['docs.json:4:26 error config/invalid-color', 'docs.json:5:65 error config/json-syntax']);
    expect(loaded.valid).toBe(false);
    expect(loaded.config?.colors).toEqual({ primary: '#0d9373' });
    expect(loaded.config?.navigation).toEqual([{ group: 'G', pages: ['a'] }]);
    expect(planExport(project).config).toEqual(loaded.config);
  });

  it('reads mint.json when there is no docs.json', () => {
    const loaded = loadSiteConfig(new MemoryProject({ 'mint.json': JSON.stringify({ name: 'M', navigation: [{ group: 'G', pages: ['a'] }] }), 'a.mdx': page('A') }));
    expect(loaded).toMatchObject({ file: 'mint.json', format: 'spec', valid: true, diagnostics: [] });
  });
});
