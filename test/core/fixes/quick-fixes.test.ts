import { describe, expect, it } from 'vitest';
import { checkProject, type Diagnostic, MemoryProject, quickFixes } from '../../../src/core/index.ts';

const files: Record<string, string> = {
  'docs.json': '{\n  "name": "Acme",\n  "colors": { "primary": "#0D9373" },\n  "logoo": "/logo.png",\n  "navigation": [{ "group": "Start", "pages": ["intro", "guides/say-hi"] }]\n}\n',
  'intro.mdx': '---\ntitle: Intro\n---\n\n![Dashboard](/dash.png)\n',
  'lost.mdx': '# Lost page\n',
  'dash.png': 'png',
};

/** Each fixable diagnostic as `code: fix titles`, with the messages core wrote or with every message replaced. */
function fixTitles(rewrite: (d: Diagnostic) => Diagnostic): string[] {
  const project = new MemoryProject(files);
  return checkProject(project)
    .diagnostics.map(rewrite)
    .map((d) => `${d.code}: ${quickFixes(files[d.file] ?? '', d, (path) => files[path]).map((f) => f.title).join(' | ')}`)
    .filter((line) => !line.endsWith(': '));
}

describe('quickFixes', () => {
  it('offers the same fixes whatever the messages say: fixes read code, range and data only', () => {
    const expected = [
      'config/unknown-key: Rename to `logo` | Remove key `logoo`',
      'project/missing-page: Create guides/say-hi.mdx',
      'lint/image-outside-frame: Wrap in <Frame>',
      'page/missing-description: Add a description',
      'page/missing-frontmatter: Add front matter',
      'project/orphan-page: Add to group "Start"',
    ];
    expect(fixTitles((d) => d).sort()).toEqual(expected.sort());
    expect(fixTitles((d) => ({ ...d, message: 'x' })).sort()).toEqual(expected.sort());
  });

  it('has no fixes for a code without one', () => {
    expect(quickFixes('x', { file: 'a.mdx', line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', code: 'page/mdx-syntax', message: 'x' })).toEqual([]);
  });
});
