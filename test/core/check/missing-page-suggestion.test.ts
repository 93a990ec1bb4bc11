import { describe, expect, it } from 'vitest';
import { applyTextEdits, checkProject, type Diagnostic, MemoryProject, quickFixes } from '../../../src/core/index.ts';

// Issue "every status tells the truth" §4: a navigation entry that names no page suggests the closest
// existing page, as unknown keys suggest the closest known key, with a fix that replaces the entry.

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## ${title}\n`;
const pages = { 'index.mdx': page('Home'), 'guides/quickstart.mdx': page('Quickstart'), 'guides/install.md': page('Install') };
const missingPages = (files: Record<string, string>) => checkProject(new MemoryProject(files)).diagnostics.filter((d) => d.code === 'project/missing-page');

describe('a navigation entry that names no page', () => {
  it('spec format: did you mean the closest page, with a fix replacing the entry (the fix the editor offers first)', () => {
    const config = '{\n  "name": "Acme",\n  "navigation": [{ "group": "Guides", "pages": ["index", "guides/quickstrat"] }]\n}\n';
    const [missing] = missingPages({ ...pages, 'docs.json': config });
    expect(missing).toEqual({
      file: 'docs.json',
      line: 3,
      column: 58,
      endLine: 3,
      endColumn: 77,
      severity: 'error',
      code: 'project/missing-page',
      message: 'Navigation lists "guides/quickstrat", but there is no guides/quickstrat.mdx or guides/quickstrat.md file; did you mean `guides/quickstart`?',
      path: 'navigation[0].pages[1]',
      data: { page: 'guides/quickstrat', suggestion: 'guides/quickstart' },
      fix: { title: 'Replace with `guides/quickstart`', edits: [{ file: 'docs.json', start: 77, end: 96, text: '"guides/quickstart"' }] },
    });
    expect(applyTextEdits(config, missing?.fix?.edits ?? [])).toBe(config.replace('"guides/quickstrat"', '"guides/quickstart"'));
    const fixes = quickFixes(config, missing as Diagnostic);
    expect(fixes.map((f) => f.title)).toEqual(['Replace with `guides/quickstart`', 'Create guides/quickstrat.mdx']);
    expect(fixes[0]?.edits).toEqual(missing?.fix?.edits);
  });

  it('current format: the same, in a group of a tab; a .md page is suggested by its path', () => {
    const config = JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation: { tabs: [{ tab: 'Docs', groups: [{ group: 'G', pages: ['index', 'guides/instal'] }] }] } });
    const [missing] = missingPages({ ...pages, 'docs.json': config });
    const start = config.indexOf('"guides/instal"');
    expect(missing?.message).toBe('Navigation lists "guides/instal", but there is no guides/instal.mdx or guides/instal.md file; did you mean `guides/install`?');
    expect(missing?.path).toBe('navigation.tabs[0].groups[0].pages[1]');
    expect(missing?.data).toEqual({ page: 'guides/instal', suggestion: 'guides/install' });
    expect(missing?.fix).toEqual({ title: 'Replace with `guides/install`', edits: [{ file: 'docs.json', start, end: start + '"guides/instal"'.length, text: '"guides/install"' }] });
    expect(quickFixes(config, missing as Diagnostic).map((f) => f.title)).toEqual(['Replace with `guides/install`', 'Create guides/instal.mdx']);
  });

  it('with no page near it: no suggestion, and the fix creates the page, as before', () => {
    const config = '{"name": "Acme", "navigation": [{"group": "G", "pages": ["index", "reference/webhooks"]}]}';
    const [missing] = missingPages({ ...pages, 'docs.json': config });
    expect(missing?.message).toBe('Navigation lists "reference/webhooks", but there is no reference/webhooks.mdx or reference/webhooks.md file. Create the page or fix the path.');
    expect(missing?.data).toEqual({ page: 'reference/webhooks' });
    expect(missing?.fix?.title).toBe('Create reference/webhooks.mdx');
  });

  it('never replaces over text that is no longer the entry (a stale range)', () => {
    const config = '{\n  "name": "Acme",\n  "navigation": [{ "group": "Guides", "pages": ["index", "guides/quickstrat"] }]\n}\n';
    const [missing] = missingPages({ ...pages, 'docs.json': config });
    expect(quickFixes(config.replace('"guides/quickstrat"', '"guides/quickstar"'), missing as Diagnostic).map((f) => f.title)).toEqual(['Create guides/quickstrat.mdx']);
  });
});
