import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { parseFrontmatter, parsePage } from '../../../src/core/page/index.ts';

function frontmatter(text: string, file = 'guides/getting-started.mdx', options: { snippet?: boolean } = {}) {
  return parseFrontmatter(parsePage(file, text), options);
}

/** `code line:column-endLine:endColumn` of each diagnostic. */
function where(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code} ${d.line}:${d.column}-${d.endLine}:${d.endColumn}`);
}

/** The text after applying a diagnostic's fix. */
function applyFix(text: string, d: Diagnostic | undefined): string {
  const edits = [...(d?.fix?.edits ?? [])].sort((a, b) => b.start - a.start);
  return edits.reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

describe('parseFrontmatter: accepted', () => {
  it('returns the data of a complete block with no diagnostics', () => {
    const result = frontmatter('---\ntitle: Getting started\ndescription: Install and run it.\nsidebarTitle: Start\nicon: rocket\n---\n\nBody');
    expect(result.diagnostics).toEqual([]);
    expect(result.data).toEqual({ title: 'Getting started', description: 'Install and run it.', sidebarTitle: 'Start', icon: 'rocket' });
  });

  it('accepts a page whose title and description come from an openapi key', () => {
    const result = frontmatter('---\nopenapi: GET /users\n---\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.data).toEqual({ openapi: 'GET /users' });
  });

  it('passes unknown keys through unchecked', () => {
    const result = frontmatter('---\ntitle: A\ndescription: B\nog:image: /a.png\ncustom: [1, 2]\n---\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.data).toEqual({ title: 'A', description: 'B', 'og:image': '/a.png', custom: [1, 2] });
  });

  it('expects nothing of a snippet but still checks its YAML', () => {
    expect(frontmatter('Just a fragment', 'snippets/a.mdx', { snippet: true }).diagnostics).toEqual([]);
    expect(frontmatter('---\nicon: x\n---\n', 'snippets/a.mdx', { snippet: true }).diagnostics).toEqual([]);
    expect(where(frontmatter('---\ntitle: a: b\n---\n', 'snippets/a.mdx', { snippet: true }).diagnostics)).toEqual(['page/frontmatter-syntax 2:8-2:9']);
  });
});

describe('parseFrontmatter: missing keys', () => {
  it('reports a page without front matter once, with a fix that inserts the block', () => {
    const text = '# Getting started\n\nBody';
    const [d, ...rest] = frontmatter(text).diagnostics;
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'page/missing-frontmatter', severity: 'warning', line: 1, column: 1, endLine: 1, endColumn: 18 });
    expect(applyFix(text, d)).toBe('---\ntitle: "Getting started"\ndescription: ""\n---\n\n# Getting started\n\nBody');
  });

  it('derives the suggested title from the file name when there is no heading', () => {
    const text = 'Body';
    expect(applyFix(text, frontmatter(text, 'guides/rate-limits.mdx').diagnostics[0])).toBe('---\ntitle: "Rate limits"\ndescription: ""\n---\n\nBody');
  });

  it('reports a missing title on the opening fence, with a fix that inserts it', () => {
    const text = '---\ndescription: How to start.\n---\n\nBody';
    const result = frontmatter(text);
    expect(where(result.diagnostics)).toEqual(['page/missing-title 1:1-1:4']);
    expect(result.diagnostics[0]?.severity).toBe('warning');
    expect(applyFix(text, result.diagnostics[0])).toBe('---\ntitle: "Getting started"\ndescription: How to start.\n---\n\nBody');
  });

  it('reports a missing description with a fix that inserts it before the closing fence', () => {
    const text = '---\ntitle: Start\n---\n\nBody';
    const result = frontmatter(text);
    expect(where(result.diagnostics)).toEqual(['page/missing-description 1:1-1:4']);
    expect(applyFix(text, result.diagnostics[0])).toBe('---\ntitle: Start\ndescription: ""\n---\n\nBody');
  });

  it('reports both keys of an empty block', () => {
    expect(where(frontmatter('---\n---\n').diagnostics)).toEqual(['page/missing-title 1:1-1:4', 'page/missing-description 1:1-1:4']);
  });

  it('reports an empty title without a fix', () => {
    const [d] = frontmatter('---\ntitle:\ndescription: x\n---\n').diagnostics;
    expect(d).toMatchObject({ code: 'page/missing-title', message: '`title` is empty. Give the page a clear, specific title.' });
    expect(d?.fix).toBeUndefined();
  });

  it('keeps CRLF line breaks in its fixes', () => {
    const text = '---\r\ntitle: Start\r\n---\r\n\r\nBody';
    expect(applyFix(text, frontmatter(text).diagnostics[0])).toBe('---\r\ntitle: Start\r\ndescription: ""\r\n---\r\n\r\nBody');
  });
});

describe('parseFrontmatter: wrong types', () => {
  it('reads a number title as the text written, with advice and a fix that quotes it', () => {
    // Before: the same diagnostic as an error, and the title "3.1". The platform shows `3.10` as written.
    const text = '---\ntitle: 3.10\ndescription: x\n---\n';
    const result = frontmatter(text);
    expect(where(result.diagnostics)).toEqual(['page/invalid-frontmatter 2:1-2:12']);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'info', message: '`title` is read as the number `3.1` and shown as written; the spec types it as text, so write `title: "3.10"`.' });
    expect(result.data['title']).toBe('3.10');
    expect(applyFix(text, result.diagnostics[0])).toBe('---\ntitle: "3.10"\ndescription: x\n---\n');
  });

  it('still reports a boolean title as an error', () => {
    const result = frontmatter('---\ntitle: true\ndescription: x\n---\n');
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['error page/invalid-frontmatter']);
  });

  it('reports a list title and leaves it out of the data', () => {
    const result = frontmatter('---\ntitle: [a]\ndescription: x\n---\n');
    expect(where(result.diagnostics)).toEqual(['page/invalid-frontmatter 2:1-2:11']);
    expect(result.diagnostics[0]?.message).toBe('`title` must be text, but it is a list. Write `title: "…"`.');
    expect(result.data).toEqual({ description: 'x' });
  });

  it('checks booleans and keyword lists', () => {
    const result = frontmatter('---\ntitle: a\ndescription: b\nhidden: yes please\nkeywords: api\n---\n');
    expect(where(result.diagnostics)).toEqual(['page/invalid-frontmatter 4:1-4:19', 'page/invalid-frontmatter 5:1-5:14']);
    // Keys outside spec 2.3 are conventions: a wrong type there is a warning (the page renders without it).
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['warning', 'warning']);
    expect(result.data).toEqual({ title: 'a', description: 'b', keywords: ['api'] });
  });

  it('reports front matter that is not a map', () => {
    const result = frontmatter('---\n- a\n- b\n---\n');
    expect(where(result.diagnostics)).toEqual(['page/invalid-frontmatter 2:1-3:4']);
    expect(result.data).toEqual({});
  });
});

describe('parseFrontmatter: broken YAML', () => {
  it('reports the error at its line and column in the page, with a hint and a quoting fix', () => {
    const text = '---\ntitle: Start\ndescription: Setup: the basics\n---\n\nBody';
    const result = frontmatter(text);
    expect(where(result.diagnostics)).toEqual(['page/frontmatter-syntax 3:14-3:15']);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'error',
      message: 'Front matter is not valid YAML: Nested mappings are not allowed in compact mappings. A value that contains `: ` or spans lines must be quoted: `description: "Set up: the basics"`.',
    });
    expect(applyFix(text, result.diagnostics[0])).toBe('---\ntitle: Start\ndescription: "Setup: the basics"\n---\n\nBody');
  });

  it('reports an unclosed quote and keeps what could be read', () => {
    const result = frontmatter('---\ntitle: "Start\ndescription: x\n---\n');
    expect(result.diagnostics.map((d) => d.code)).toEqual(['page/frontmatter-syntax']);
    expect(result.diagnostics[0]?.line).toBe(3);
    expect(result.diagnostics[0]?.message).toContain('Close the quoted value with the same quote it starts with.');
  });

  it('reports duplicate keys at the second one', () => {
    expect(where(frontmatter('---\ntitle: a\ntitle: b\ndescription: c\n---\n').diagnostics)).toEqual(['page/frontmatter-syntax 3:1-3:6']);
  });

  it('reads a quoted description continued at column 0 as js-yaml (the platform) does', () => {
    // Before: page/frontmatter-syntax 3:25 (Missing closing "quote) and 4:1 (Implicit map keys need to be followed by map values), errors.
    const text = '---\ntitle: Pricing\ndescription: "Plans, limits and\nhow billing works"\nhidden: maybe\n---\n';
    const result = frontmatter(text);
    expect(result.data).toEqual({ title: 'Pricing', description: 'Plans, limits and how billing works' });
    // Positions after the rewritten lines are still the page's own.
    expect(where(result.diagnostics)).toEqual(['page/invalid-frontmatter 5:1-5:14']);
  });

  it('reads a single-quoted value continued on lines left of its key', () => {
    const result = frontmatter("---\ntitle: A\nmeta:\n  description: 'it''s\nlong\n  and longer'\n---\n", 'snippets/a.mdx', { snippet: true });
    expect(result.data).toEqual({ title: 'A', meta: { description: "it's long and longer" } });
    expect(result.diagnostics).toEqual([]);
  });

  it('still reports a quote that never closes, where js-yaml fails too', () => {
    expect(where(frontmatter('---\ntitle: A\ndescription: "first\nsecond\n---\n').diagnostics)).toEqual(['page/frontmatter-syntax 4:7-4:7']);
  });

  it('reads front matter of a page whose MDX does not parse', () => {
    const result = frontmatter('---\ntitle: Broken\ndescription: x\n---\n\n<Note>\nnever closed\n');
    expect(result.data).toEqual({ title: 'Broken', description: 'x' });
    expect(result.diagnostics).toEqual([]);
  });
});
