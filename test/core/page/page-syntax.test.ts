import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { gfmSyntax } from '../../../src/core/page/gfm-syntax.ts';
import { markdownParser } from '../../../src/core/page/markdown-syntax.ts';
import type { MarkdownSyntax } from '../../../src/core/page/markdown-syntax.ts';
import { mathSyntax } from '../../../src/core/page/math-syntax.ts';
import { pageParser } from '../../../src/core/page/page-syntax.ts';
import { starterProject } from '../../../src/workspace/index.ts';

// Core reads pages with remark-parse, remark-mdx and remark-frontmatter, and GFM through its own
// reading half (the table and task list handlers written in gfm-from-markdown.ts) instead of
// remark-gfm: every tree must be the one remark-gfm made, positions included.

/** The remark pipeline with remark-gfm: remark-parse, remark-mdx, remark-frontmatter (YAML), remark-gfm and the math syntax as a plugin. */
function remarkParser(mdx: boolean, math: boolean): (text: string) => Root {
  const mathPlugin = function (this: Processor): undefined {
    const data = this.data();
    const syntax = mathSyntax();
    (data.micromarkExtensions ??= []).push(...syntax.micromark);
    (data.fromMarkdownExtensions ??= []).push(...syntax.mdast);
  };
  const base = mdx ? unified().use(remarkParse).use(remarkMdx) : unified().use(remarkParse);
  const parser = base.use(remarkFrontmatter, ['yaml']).use(remarkGfm);
  const processor = (math ? parser.use(mathPlugin) : parser).freeze();
  return (text) => processor.parse(text);
}

const gfmSamples = [
  '| a | b `x\\|y` | c |\n|:--|:-:|--:|\n| 1 | `p\\|q\\\\|r` | ~~s~~ |\n| only one |\n',
  'Text\n\n| h |\n| - |\n\nafter `a\\|b` outside a table\n',
  '- [ ] open\n- [x] done\n- [X]  two spaces\n- [ ]\n- [x] \n  second paragraph\n\n  - [ ] nested\n',
  '1. [x] ordered\n2. not a task\n\n* [ ] *emphasis first*\n* [x]\ttab\n',
  '> - [ ] quoted task\n> | a |\n> |---|\n> | b |\n',
  'A footnote[^1] and a link www.example.com, https://example.com/a?b=c. and mail@example.com.\n\n[^1]: The note, `code`.\n',
  '~one~ ~~two~~ ~~~three~~~\n',
];

const mdxSamples = [
  '---\ntitle: "T"\n---\n\nimport { A } from "/snippets/a.mdx";\n\n<Card title="x" icon={"y"}>\n  | a |\n  |---|\n  | {1 + 1} |\n</Card>\n\n- [x] <Badge>ok</Badge>\n',
  'export const n = 1;\n\n{n} and <span>inline `a\\|b`</span>\n',
];

const mathSamples = ['Euler: $e^{i\\pi}$ in | a table? |\n\n| $x$ | b |\n|---|---|\n| $$y$$ | `c\\|d` |\n\n$$\nz\n$$\n', '- [x] $a$ task\n'];

const expectSame = (mdx: boolean, math: boolean, text: string) => {
  const syntax: MarkdownSyntax | undefined = math ? mathSyntax() : undefined;
  expect(pageParser(mdx, syntax)(text)).toEqual(remarkParser(mdx, math)(text));
};

describe("the page parser's trees are the remark plugins' trees", () => {
  it('GFM (tables with escaped pipes in code, alignment, task lists, footnotes, autolinks, strikethrough) in Markdown and MDX pages', () => {
    for (const text of gfmSamples) {
      expectSame(false, false, text);
      expectSame(true, false, text);
    }
  });

  it('MDX with front matter, ESM, JSX and expressions; and the math syntax', () => {
    for (const text of mdxSamples) expectSame(true, false, text);
    for (const text of mathSamples) {
      expectSame(false, true, text);
      expectSame(true, true, text);
    }
  });

  it('every page of the starter project', () => {
    const pages = [...starterProject()].filter(([path]) => /\.mdx?$/.test(path));
    expect(pages.length).toBeGreaterThan(10);
    for (const [path, text] of pages) expectSame(!path.endsWith('.md'), text.includes('$'), text);
  });

  it('a table cell keeps `\\|` in code outside tables and unescapes it inside them, as mdast-util-gfm-table does', () => {
    const tree = markdownParser({ syntaxes: [gfmSyntax()] })('| `a\\|b` |\n|---|\n\n`c\\|d`\n');
    const table = tree.children[0];
    const paragraph = tree.children[1];
    expect(table?.type === 'table' && table.children[0]?.children[0]?.children[0]).toMatchObject({ type: 'inlineCode', value: 'a|b' });
    expect(paragraph?.type === 'paragraph' && paragraph.children[0]).toMatchObject({ type: 'inlineCode', value: 'c\\|d' });
  });
});
