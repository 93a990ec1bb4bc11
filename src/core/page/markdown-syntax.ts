import type { Root } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { type Processor, unified } from 'unified';

// Pages are read by unified with remark-parse (and remark-mdx, remark-frontmatter). Syntax of our
// own (GFM's reading half, math) is added as micromark and mdast-util-from-markdown extensions, not
// through the remark plugins that also register each syntax's Markdown writer: the writer
// (mdast-util-to-markdown) is only for "Copy page" and the export, and the app's worker would
// otherwise load it before its first preview.

/** A syntax extension: what micromark reads, and how its tokens become mdast nodes. */
export interface MarkdownSyntax {
  readonly micromark: readonly MicromarkExtension[];
  readonly mdast: readonly FromMarkdownExtension[];
}

/** What markdownParser reads besides CommonMark: MDX (remark-mdx), YAML front matter (remark-frontmatter), then the given syntaxes in order. */
export interface MarkdownParserOptions {
  readonly mdx?: boolean;
  readonly frontmatter?: boolean;
  readonly syntaxes: readonly MarkdownSyntax[];
}

/** A unified parser (remark-parse) of Markdown with the given syntax, in the order in which remark would `use` it. */
export function markdownParser(options: MarkdownParserOptions): (text: string) => Root {
  const processor = unified().use(remarkParse);
  if (options.mdx) processor.use(remarkMdx);
  if (options.frontmatter) processor.use(remarkFrontmatter, ['yaml']);
  const frozen = processor.use(syntaxPlugin, options.syntaxes).freeze();
  return (text) => frozen.parse(text);
}

/** The unified plugin that adds syntax extensions to remark-parse's micromark and mdast-util-from-markdown. */
function syntaxPlugin(this: Processor, syntaxes: readonly MarkdownSyntax[]): undefined {
  const data = this.data();
  for (const syntax of syntaxes) {
    (data.micromarkExtensions ??= []).push(...syntax.micromark);
    (data.fromMarkdownExtensions ??= []).push(...syntax.mdast);
  }
}
