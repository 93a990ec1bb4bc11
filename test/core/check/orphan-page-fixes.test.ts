import { describe, expect, it } from 'vitest';
import { type Diagnostic, fileDiagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { orphanPageFixes } from '../../../src/core/index.ts';
import { applyTextChanges } from '../../../src/workspace/text-changes.ts';

const orphan = (file: string): Diagnostic => fileDiagnostic(file, 'info', 'project/orphan-page', 'This page is not in the navigation of docs.json.');

/** Each fix's title and the config text after applying it. */
const results = (config: string, diagnostic: Diagnostic) => orphanPageFixes(config, diagnostic).map((fix) => [fix.title, applyTextChanges(config, fix.edits)]);

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

  it('edits the config file it is given (mint.json)', () => {
    const config = '{"navigation": [{"group": "A", "pages": []}]}';
    expect(orphanPageFixes(config, orphan('x.mdx'), 'mint.json')).toEqual([{ title: 'Add to group "A"', edits: [{ file: 'mint.json', start: 41, end: 41, text: '"x"' }] }]);
  });

  it('offers nothing for the object form of navigation, invalid JSON or another code', () => {
    expect(orphanPageFixes('{"navigation": {"tabs": [{"tab": "T", "groups": [{"group": "G", "pages": []}]}]}}', orphan('x.mdx'))).toEqual([]);
    expect(orphanPageFixes('{"navigation": [', orphan('x.mdx'))).toEqual([]);
    expect(orphanPageFixes('{"navigation": [{"group": "A", "pages": []}]}', { ...orphan('x.mdx'), code: 'project/missing-page' })).toEqual([]);
  });
});
