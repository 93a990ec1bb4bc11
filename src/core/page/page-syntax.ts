import { gfmSyntax } from './gfm-syntax.ts';
import { markdownParser, type MarkdownSyntax } from './markdown-syntax.ts';

/**
 * The parser of a page: remark-parse with remark-mdx unless it is a `.md` page, YAML front matter
 * (remark-frontmatter), GFM, and math when given (see lazy-math-syntax.ts).
 */
export function pageParser(mdx: boolean, math: MarkdownSyntax | undefined): ReturnType<typeof markdownParser> {
  return markdownParser({ mdx, frontmatter: true, syntaxes: [gfmSyntax(), ...(math ? [math] : [])] });
}
