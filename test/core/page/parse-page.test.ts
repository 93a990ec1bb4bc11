import { describe, expect, it, vi } from 'vitest';
import { parsePage } from '../../../src/core/page/index.ts';
import { createSessionCaches } from '../../../src/core/session/session-caches.ts';
import { parseMemo } from '../../../src/core/page/parse-page.ts';

/** The one diagnostic of a page that does not parse, as `line:column-endLine:endColumn message`. */
function mdxError(text: string): string {
  const page = parsePage('page.mdx', text);
  expect(page.ok).toBe(false);
  expect(page.diagnostics).toHaveLength(1);
  const d = page.diagnostics[0]!;
  expect(d.code).toBe('page/mdx-syntax');
  expect(d.severity).toBe('error');
  return `${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.message}`;
}

describe('parsePage', () => {
  it('parses MDX with front matter, GFM and JSX into mdast', () => {
    const page = parsePage('a.mdx', '---\ntitle: A\n---\n\n| a |\n| - |\n| 1 |\n\n<Note>\nHi\n</Note>\n');
    expect(page.ok).toBe(true);
    expect(page.diagnostics).toEqual([]);
    expect(page.tree.children.map((n) => n.type)).toEqual(['yaml', 'table', 'mdxJsxFlowElement']);
  });

  it('gives mdast positions whose end is exclusive, like Diagnostic', () => {
    const page = parsePage('a.mdx', 'ab ![alt](/x.png) cd');
    const paragraph = page.tree.children[0];
    const image = paragraph?.type === 'paragraph' ? paragraph.children[1] : undefined;
    expect(image?.type).toBe('image');
    // `![alt](/x.png)` is 14 characters from column 4: the end column is the one after it.
    expect(image?.position?.start).toMatchObject({ line: 1, column: 4, offset: 3 });
    expect(image?.position?.end).toMatchObject({ line: 1, column: 18, offset: 17 });
  });

  it('parses .md files as Markdown, where a lone < is text', () => {
    expect(parsePage('a.md', 'if a <3 then').ok).toBe(true);
    expect(parsePage('a.mdx', 'if a <3 then').ok).toBe(false);
  });
});

describe('MDX syntax errors', () => {
  it('reports an unclosed component on its opening tag, even at the end of the page', () => {
    expect(mdxError('Intro\n\n<Note>\ntext\n')).toBe('3:1-3:7 MDX syntax error: `<Note>` opened on line 3 is never closed. Add `</Note>` where its content ends, or write `<Note />` if it has no content.');
  });

  it('asks for a self-closing void element', () => {
    expect(mdxError('a\n\n<br>\n\nb')).toBe('3:1-3:5 MDX syntax error: `<br>` must be closed in MDX: write `<br />`.');
    expect(mdxError('<img src="a.png">')).toBe('1:1-1:18 MDX syntax error: `<img>` must be closed in MDX: write `<img />`.');
  });

  it('explains a tag left open at the end of a list item', () => {
    expect(mdxError('- item\n  <Note>\n  x\n</Note>')).toBe(
      '2:3-2:9 MDX syntax error: `<Note>` (line 2) is not closed before the end of its list item. Close it inside the same list item, or put `<Note>` and `</Note>` on lines of their own with the same indentation.',
    );
  });

  it('reports a mismatched closing tag on the closing tag', () => {
    expect(mdxError('<Note>\ntext\n</Tip>')).toBe('3:1-3:7 MDX syntax error: `</Tip>` does not match the open `<Note>` from line 1. Tags must nest: close `<Note>` first with `</Note>`, or fix the tag name.');
  });

  it('reports a closing tag without an opening tag', () => {
    expect(mdxError('text\n\n</Note>')).toBe('3:2-3:3 MDX syntax error: This closing tag has no matching opening tag. Remove it, or add the opening tag before it.');
  });

  it('explains a closing tag in the middle of a paragraph', () => {
    expect(mdxError('<Note>\n  text </Note>')).toBe('2:8-2:15 MDX syntax error: `</Note>` closes in the middle of a paragraph that started inside the element. Put `</Note>` on a line of its own.');
  });

  it('explains a literal less-than sign', () => {
    expect(mdxError('Latency is <3 ms')).toBe('1:13-1:14 MDX syntax error: A `<` followed by `3` is read as the start of a tag. Write `&lt;` or `\\<` to show a literal less-than sign.');
  });

  it('explains braces that are not JavaScript', () => {
    expect(mdxError('Use {foo bar} here')).toBe(
      '1:9-1:10 MDX syntax error: The text in `{…}` is not valid JavaScript (Unexpected content after expression). Curly braces hold JavaScript in MDX: write `\\{` to show a literal brace, or put the text in backticks as code.',
    );
    expect(mdxError('Use { here')).toBe('1:11-1:11 MDX syntax error: A `{` starts a JavaScript expression in MDX, and this one is never closed. Add the closing `}`, or write `\\{` to show a literal brace.');
  });

  it('explains HTML comments, autolinks and email links', () => {
    expect(mdxError('<!-- note -->')).toBe('1:2-1:3 MDX syntax error: HTML comments (`<!-- … -->`) do not work in MDX. Write the comment as `{/* … */}`.');
    expect(mdxError('See <https://example.com>.')).toBe('1:12-1:13 MDX syntax error: Links in angle brackets (`<https://…>`) do not work in MDX. Write `[text](https://…)` or the bare URL.');
    expect(mdxError('Mail <me@example.com>.')).toBe('1:9-1:10 MDX syntax error: Email links in angle brackets (`<me@example.com>`) do not work in MDX. Write `[me@example.com](mailto:me@example.com)`.');
  });

  it('explains attribute mistakes', () => {
    expect(mdxError('<Card title=Intro />')).toBe('1:13-1:14 MDX syntax error: Attribute values must be in quotes (`title="Intro"`) or braces (`cols={2}`).');
    expect(mdxError('<Card title="Intro />')).toBe('1:22-1:22 MDX syntax error: An attribute value is missing its closing quote `"`.');
    expect(mdxError('<Card title="a" href="/x"')).toBe('1:26-1:26 MDX syntax error: A tag is never finished. End it with `>`, or `/>` if it has no content.');
  });

  it('explains invalid import lines', () => {
    expect(mdxError('import X from "./x\n\n<X />')).toBe(
      '1:15-1:16 MDX syntax error: A line that starts with `import` or `export` is read as JavaScript, and this one is not valid (Unterminated string constant). Fix the statement, or reword the line so it does not start with `import` or `export`.',
    );
  });

  it('explains lazy lines in block quotes', () => {
    expect(mdxError('> <Note\ntitle="x" />')).toBe(
      '2:1-2:2 MDX syntax error: A line inside a block quote or list is not marked like the rest of the block. Start it with `>` (in a block quote) or indent it (in a list), or leave a blank line before it.',
    );
  });
});

describe('parse memo', () => {
  it('returns the same tree for the same file and text, and a new parse when either changes', async () => {
    const { parsePage } = await import('../../../src/core/page/index.ts');
    const memo = createSessionCaches().get(parseMemo);
    const a = parsePage('memo.mdx', '# A\n', { memo });
    expect(parsePage('memo.mdx', '# A\n', { memo }).tree).toBe(a.tree);
    expect(parsePage('memo.mdx', '# B\n', { memo }).tree).not.toBe(a.tree);
    expect(parsePage('other.mdx', '# B\n', { memo }).tree).not.toBe(a.tree);
    expect(parsePage('memo.mdx', '# B\n', { memo: createSessionCaches().get(parseMemo) }).tree).not.toBe(parsePage('other.mdx', '# B\n', { memo }).tree);
  });

  it('remembers nothing without a memo: no parse is shared between callers', async () => {
    const { parsePage } = await import('../../../src/core/page/index.ts');
    expect(parsePage('memo.mdx', '# A\n').tree).not.toBe(parsePage('memo.mdx', '# A\n').tree);
  });

  it('does not keep a parse made while the entity table was not loaded (the app parses again once it is)', async () => {
    // In the app's build micromark decodes names through core's resource, and a lookup without the
    // table is noted as missing by the work under way; here every parse misses it while the table is "missing".
    let missing = false;
    vi.resetModules();
    vi.doMock('../../../src/core/resources/index.ts', async (original) => {
      const resources = await original<typeof import('../../../src/core/resources/index.ts')>();
      return { ...resources, trackResources: <T>(job: () => T) => ({ result: job(), missing: missing ? ['entities'] : [] }) };
    });
    try {
      const { parsePage } = await import('../../../src/core/page/index.ts');
      const memo = createSessionCaches().get(parseMemo);
      const text = '&copy; Acme\n';
      const first = parsePage('entities.mdx', text, { memo });
      expect(first.provisional).toBeUndefined();
      missing = true;
      const withoutTable = parsePage('entities.mdx', '&copy; Acme, 2024\n', { memo });
      expect(withoutTable.provisional).toBe(true);
      expect(parsePage('entities.mdx', '&copy; Acme, 2024\n', { memo }).tree).not.toBe(withoutTable.tree);
      // The last parse kept is still the one made with the table.
      expect(parsePage('entities.mdx', text, { memo }).tree).toBe(first.tree);
    } finally {
      vi.doUnmock('../../../src/core/resources/index.ts');
      vi.resetModules();
    }
  });
});

describe('parsePage and custom heading ids', () => {
  it('parses `## Title {#id}` (an expression that is not JavaScript to MDX) into the heading with data.customId, positions intact', () => {
    const page = parsePage('ids.mdx', '## Title {#my-id}\n\nText');
    expect(page.ok).toBe(true);
    expect(page.diagnostics).toEqual([]);
    const heading = page.tree.children[0];
    expect(heading).toMatchObject({ type: 'heading', depth: 2, data: { customId: 'my-id' }, children: [{ type: 'text', value: 'Title' }] });
    expect(page.tree.children[1]?.position?.start).toEqual({ line: 3, column: 1, offset: 19 });
  });

  it('takes an id that starts with a digit, as HTML allows', () => {
    expect(parsePage('ids.mdx', '### Step {#1-install}').tree.children[0]).toMatchObject({ data: { customId: '1-install' }, children: [{ type: 'text', value: 'Step' }] });
  });

  it('still reports an expression after other text as MDX syntax', () => {
    expect(parsePage('bad.mdx', 'Text {#id}').diagnostics.map((d) => d.code)).toEqual(['page/mdx-syntax']);
  });
});
