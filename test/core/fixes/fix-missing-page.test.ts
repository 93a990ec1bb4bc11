import { describe, expect, it } from 'vitest';
import { checkProject, type Diagnostic, MemoryProject, quickFixes } from '../../../src/core/index.ts';

const missing = (page: string | undefined, message = 'Navigation lists a page that does not exist.'): Diagnostic => ({
  file: 'docs.json',
  line: 2,
  column: 57,
  endLine: 2,
  endColumn: 81,
  severity: 'error',
  code: 'project/missing-page',
  message,
  path: 'navigation[0].pages[1]',
  ...(page === undefined ? {} : { data: { page } }),
});

describe('missingPageFixes', () => {
  it('creates <page>.mdx with a title from the page path and an empty description', () => {
    expect(quickFixes('{}', missing('guides/getting-started'))).toEqual([
      { title: 'Create guides/getting-started.mdx', edits: [{ file: 'guides/getting-started.mdx', start: 0, end: 0, text: '---\ntitle: "Getting started"\ndescription: ""\n---\n\n' }] },
    ]);
  });

  it('reads the page from data only, so a new wording of the message changes nothing', () => {
    expect(quickFixes('{}', missing('/faq', 'x'))[0]?.edits[0]?.file).toBe('faq.mdx');
    expect(quickFixes('{}', missing(undefined, 'Navigation lists "faq", but there is no faq.mdx.'))).toEqual([]);
  });

  it('escapes a quote of the file name in the YAML title', () => {
    expect(quickFixes('{}', missing('say "hi"'))[0]?.edits).toEqual([{ file: 'say "hi".mdx', start: 0, end: 0, text: '---\ntitle: "Say \\"hi\\""\ndescription: ""\n---\n\n' }]);
  });

  it('offers nothing for a URL', () => {
    expect(quickFixes('{}', missing('https://acme.dev/x'))).toEqual([]);
  });

  it('is the fix quire check attaches, with the page in data', () => {
    const config = '{"name": "A", "colors": {"primary": "#000000"}, "navigation": [{"group": "G", "pages": ["say \\"hi\\""]}]}';
    const [diagnostic] = checkProject(new MemoryProject({ 'docs.json': config })).diagnostics.filter((d) => d.code === 'project/missing-page');
    expect(diagnostic?.data).toEqual({ page: 'say "hi"' });
    expect(diagnostic?.fix).toEqual(quickFixes(config, { ...diagnostic!, message: 'x' })[0]);
    expect(diagnostic?.fix?.edits[0]?.text).toBe('---\ntitle: "Say \\"hi\\""\ndescription: ""\n---\n\n');
  });
});
