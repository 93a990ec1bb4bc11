import { toHtml } from 'hast-util-to-html';
import { toHast } from 'mdast-util-to-hast';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../src/core/page/index.ts';
import { capInlineMarkup } from '../../../src/core/page/inline-markup-cap.ts';
import type { InlineMarkupCaps } from '../../../src/core/page/inline-markup-cap.ts';

/** The page's HTML (plain mdast-util-to-hast) and its diagnostics as `code@line:column-endLine:endColumn data`. */
function parsed(file: string, text: string, caps?: InlineMarkupCaps): { html: string; diagnostics: string[] } {
  const page = parsePage(file, text, caps ? { inlineMarkupCaps: caps } : {});
  return {
    html: toHtml(toHast(page.tree)),
    diagnostics: page.diagnostics.map((d) => `${d.severity} ${d.code}@${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${JSON.stringify(d.data)}`),
  };
}

const small = (perBlock: number, perPage = 100, autolinkScan?: number): InlineMarkupCaps => ({ perBlock, perPage, ...(autolinkScan === undefined ? {} : { autolinkScan }) });

describe('capInlineMarkup', () => {
  it('replaces the runs past a block cap, character for character, with punctuation stand-ins the page does not use', () => {
    expect(capInlineMarkup('*a* __b__ *c*\n\n*d*', false, small(2))).toEqual({
      text: '*a* \u2e01\u2e01b\u2e01\u2e01 \u2e00c\u2e00\n\n*d*',
      capped: [{ kind: 'delimiters', start: 0, end: 13, count: 6, cap: 'block', limit: 2 }],
      restore: new Map([
        ['\u2e00', '*'],
        ['\u2e01', '_'],
      ]),
    });
  });

  it('skips a stand-in the page already has', () => {
    expect(capInlineMarkup('\u2e00 *a* *b*', false, small(2)).text).toBe('\u2e00 *a* \u2e01b\u2e01');
  });

  it('leaves a page under every cap as it is', () => {
    const text = '# *Title*\n\nSome **bold**, `code`, [a link](/x) and www.example.com.\n';
    expect(capInlineMarkup(text, true)).toEqual({ text, capped: [], restore: new Map() });
  });
});

describe('parsePage with inline markup past a cap', () => {
  it('renders the runs past the block cap as written, and warns on the block with the count and the cap', () => {
    expect(parsed('a.md', 'Intro *a*\n\n*b* *c* *d*\n\n*e*', small(4))).toEqual({
      html: '<p>Intro <em>a</em></p>\n<p><em>b</em> <em>c</em> *d*</p>\n<p><em>e</em></p>',
      diagnostics: ['warning page/too-much-markup@3:1-3:12 {"kind":"delimiters","count":6,"limit":4,"cap":"block"}'],
    });
  });

  it('counts the page: past its cap every further run is text', () => {
    expect(parsed('a.md', '*a* *b*\n\n*c* *d*\n\n*e*', small(10, 6))).toEqual({
      html: '<p><em>a</em> <em>b</em></p>\n<p><em>c</em> *d*</p>\n<p>*e*</p>',
      diagnostics: ['warning page/too-much-markup@3:1-3:8 {"kind":"delimiters","count":4,"limit":6,"cap":"page"}', 'warning page/too-much-markup@5:1-5:4 {"kind":"delimiters","count":2,"limit":6,"cap":"page"}'],
    });
  });

  it('caps strikethrough, brackets, backticks and bare links the same way', () => {
    expect(parsed('a.md', '~~a~~ ~~b~~ [c](/c) [d](/d) `e` `f` www.g.com www.h.com', small(2))).toEqual({
      html: '<p><del>a</del> ~~b~~ <a href="/c">c</a> [d](/d) <code>e</code> <code>f</code> <a href="http://www.g.com">www.g.com</a> <a href="http://www.h.com">www.h.com</a></p>',
      diagnostics: [
        'warning page/too-much-markup@1:1-1:56 {"kind":"delimiters","count":4,"limit":2,"cap":"block"}',
        'warning page/too-much-markup@1:1-1:56 {"kind":"brackets","count":4,"limit":2,"cap":"block"}',
      ],
    });
    // Backtick runs count as the spans micromark tries to open: `e` and `f` are two.
    expect(parsed('a.md', '`e` `f` `g`', small(2))).toEqual({
      html: '<p><code>e</code> <code>f</code> `g`</p>',
      diagnostics: ['warning page/too-much-markup@1:1-1:12 {"kind":"backticks","count":3,"limit":2,"cap":"block"}'],
    });
    // An unclosed run reads to the end of the block: past the budget, it and every run after it are text.
    expect(parsed('a.md', '``a `b` `c`', small(10, 10, 8))).toEqual({
      html: '<p>``a `b` `c`</p>',
      diagnostics: ['warning page/too-much-markup@1:1-1:12 {"kind":"backticks","count":3,"limit":8,"cap":"scan"}'],
    });
    expect(parsed('a.md', 'www.g.com www.h.com https://i.com', small(2)).html).toBe(
      '<p><a href="http://www.g.com">www.g.com</a> <a href="http://www.h.com">www.h.com</a> https://i.com</p>',
    );
  });

  it('stops bare links once they have read the page budget up to the next space', () => {
    expect(parsed('a.md', 'www.g.com www.h.com', small(10, 10, 8))).toEqual({
      html: '<p><a href="http://www.g.com">www.g.com</a> www.h.com</p>',
      diagnostics: ['warning page/too-much-markup@1:1-1:20 {"kind":"autolinks","count":2,"limit":8,"cap":"scan"}'],
    });
  });

  it('leaves no `[` open past the budget of words looking back to it', () => {
    expect(parsed('a.md', 'x [a [b c d e', small(10, 10, 8))).toEqual({
      html: '<p>x [a [b c d e</p>',
      diagnostics: ['warning page/too-much-markup@1:1-1:14 {"kind":"brackets","count":2,"limit":8,"cap":"scan"}'],
    });
    expect(capInlineMarkup('x [a [b c d e', false, small(10, 10, 8)).text).toBe('x \u2e00a \u2e00b c d e');
  });

  it('does not count fenced code, and counts each table row apart', () => {
    const text = '```c\n*p = **q * *r;\n```\n\n| a | b |\n| - | - |\n| *x* | *y* |\n| *z* | **w** |\n';
    expect(parsed('a.md', text, small(4))).toEqual({
      html: '<pre><code class="language-c">*p = **q * *r;\n</code></pre>\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><em>x</em></td>\n<td><em>y</em></td>\n</tr>\n<tr>\n<td><em>z</em></td>\n<td><strong>w</strong></td>\n</tr>\n</tbody>\n</table>',
      diagnostics: [],
    });
  });

  it('counts what only looks like a fence or a table as the paragraph micromark reads', () => {
    // A backtick fence's info may not hold a backtick; a fence in a quote ends with the quote; a
    // delimiter row with more cells than its header makes no table.
    expect(parsed('a.md', '```a`\n*b* *c*', small(2)).html).toBe('<p>```a`\n<em>b</em> *c*</p>');
    expect(parsed('a.md', '> ```\n*b* *c*', small(2))).toEqual({
      html: '<blockquote>\n<pre><code></code></pre>\n</blockquote>\n<p><em>b</em> *c*</p>',
      diagnostics: ['warning page/too-much-markup@1:1-1:6 {"kind":"delimiters","count":4,"limit":2,"cap":"block"}'],
    });
    expect(parsed('a.md', 'a|b\n-|-|-\n|*c*\n|*d*', small(2)).html).toBe('<p>a|b\n-|-|-\n|<em>c</em>\n|*d*</p>');
  });

  it('keeps a capped character inside code, a link destination and a component attribute as written', () => {
    expect(parsed('a.mdx', '*a* `*b*` [c](/x*y) <A t="*"/>', small(2)).html).toBe('<p><em>a</em> <code>*b*</code> <a href="/x*y">c</a> <div></div></p>');
    const page = parsePage('a.mdx', '*a* <A t="*_*"/>', { inlineMarkupCaps: small(2) });
    expect(JSON.stringify(page.tree.children[0])).toContain('"value":"*_*"');
  });

  it("reads the red team's page (*a_ × 1,500, then a* × 1,500) with the emphasis past the cap as text", () => {
    const text = '*a_ '.repeat(1500) + 'a*'.repeat(1500);
    const page = parsePage('a.md', text);
    expect(page.ok).toBe(true);
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column, d.data])).toEqual([['page/too-much-markup', 1, 1, { kind: 'delimiters', count: 4500, limit: 500, cap: 'block' }]]);
    expect(toHtml(toHast(page.tree))).toBe(`<p>${text}</p>`);
  });

  it('leaves a normal page exactly as micromark reads it, with no warning', () => {
    const text = '# *Title*\n\nSome **bold**, ~~gone~~, `code`, [a link](/x "t") and www.example.com.\n\n- *one*\n- [two][t]\n\n[t]: /two\n';
    expect(parsed('a.md', text)).toEqual({
      html:
        '<h1><em>Title</em></h1>\n<p>Some <strong>bold</strong>, <del>gone</del>, <code>code</code>, <a href="/x" title="t">a link</a> and <a href="http://www.example.com">www.example.com</a>.</p>\n<ul>\n<li><em>one</em></li>\n<li><a href="/two">two</a></li>\n</ul>',
      diagnostics: [],
    });
  });
});
