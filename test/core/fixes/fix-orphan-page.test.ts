import { describe, expect, it } from 'vitest';
import { type Diagnostic, fileDiagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { applyTextEdits, checkProject, MemoryProject, quickFixes } from '../../../src/core/index.ts';

/** An orphan-page diagnostic; its message is 'x', since fixes read `data` and the file, never the message. */
const orphan = (file: string): Diagnostic => fileDiagnostic(file, 'info', 'project/orphan-page', 'x');

/** The fixes of a diagnostic when the project's docs.json (or `configFile`) is `config`. */
const orphanPageFixes = (config: string, diagnostic: Diagnostic, configFile = 'docs.json') => quickFixes('# Page', diagnostic, (path) => (path === configFile ? config : undefined));

/** Each fix's title and the config text after applying it. */
const results = (config: string, diagnostic: Diagnostic) => orphanPageFixes(config, diagnostic).map((fix) => [fix.title, applyTextEdits(config, fix.edits)]);

describe('orphanPageFixes', () => {
  it('offers one fix per group, appending the page on a new line indented like the others', () => {
    const config = '{\n  "name": "Docs",\n  "navigation": [\n    {\n      "group": "Start",\n      "pages": [\n        "index",\n        "quickstart"\n      ]\n    },\n    { "group": "Guides", "pages": ["guides/a"] }\n  ]\n}\n';
    expect(results(config, orphan('guides/lost.mdx'))).toEqual([
      ['Add to group "Start"', '{\n  "name": "Docs",\n  "navigation": [\n    {\n      "group": "Start",\n      "pages": [\n        "index",\n        "quickstart",\n        "guides/lost"\n      ]\n    },\n    { "group": "Guides", "pages": ["guides/a"] }\n  ]\n}\n'],
      ['Add to group "Guides"', '{\n  "name": "Docs",\n  "navigation": [\n    {\n      "group": "Start",\n      "pages": [\n        "index",\n        "quickstart"\n      ]\n    },\n    { "group": "Guides", "pages": ["guides/a", "guides/lost"] }\n  ]\n}\n'],
    ]);
    expect(orphanPageFixes(config, orphan('guides/lost.mdx'))[0]?.edits).toEqual([{ file: 'docs.json', start: 122, end: 122, text: ',\n        "guides/lost"' }]);
  });

  it('fills an empty pages array and names nested groups by their path', () => {
    const config = '{"name": "D", "navigation": [{"group": "API", "pages": [{"group": "Users", "pages": [ ]}]}]}';
    expect(results(config, orphan('api/list.md'))).toEqual([
      ['Add to group "API"', '{"name": "D", "navigation": [{"group": "API", "pages": [{"group": "Users", "pages": [ ]}, "api/list"]}]}'],
      ['Add to group "API › Users"', '{"name": "D", "navigation": [{"group": "API", "pages": [{"group": "Users", "pages": ["api/list"]}]}]}'],
    ]);
  });

  it('edits the config file the project has (mint.json)', () => {
    const config = '{"navigation": [{"group": "A", "pages": []}]}';
    expect(orphanPageFixes(config, orphan('x.mdx'), 'mint.json')).toEqual([{ title: 'Add to group "A"', edits: [{ file: 'mint.json', start: 41, end: 41, text: '"x"' }] }]);
  });

  it('offers nothing for the object form of navigation, invalid JSON, no config or another code', () => {
    expect(quickFixes('# Page', orphan('x.mdx'))).toEqual([]);
    expect(orphanPageFixes('{"navigation": {"tabs": [{"tab": "T", "groups": [{"group": "G", "pages": []}]}]}}', orphan('x.mdx'))).toEqual([]);
    expect(orphanPageFixes('{"navigation": [', orphan('x.mdx'))).toEqual([]);
    expect(orphanPageFixes('{"navigation": [{"group": "A", "pages": []}]}', { ...orphan('x.mdx'), code: 'project/missing-page' })).toEqual([]);
  });

  it('appends the page check names in data', () => {
    const config = '{"name": "A", "colors": {"primary": "#000000"}, "navigation": [{"group": "G", "pages": []}]}';
    const [diagnostic] = checkProject(new MemoryProject({ 'docs.json': config, 'guides/Lost.MDX': '---\ntitle: L\ndescription: D\n---\n' })).diagnostics.filter((d) => d.code === 'project/orphan-page');
    expect(diagnostic?.data).toEqual({ page: 'guides/Lost' });
    expect(orphanPageFixes(config, diagnostic!)[0]?.edits).toEqual([{ file: 'docs.json', start: 88, end: 88, text: '"guides/Lost"' }]);
  });
});
