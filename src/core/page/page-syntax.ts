import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { mdxExpressionFromMarkdown } from 'mdast-util-mdx-expression';
import { mdxJsxFromMarkdown } from 'mdast-util-mdx-jsx';
import { mdxjsEsmFromMarkdown } from 'mdast-util-mdxjs-esm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { mdxjs } from 'micromark-extension-mdxjs';
import { gfmSyntax } from './gfm-syntax.ts';
import type { MarkdownSyntax } from './markdown-syntax.ts';

/**
 * The syntax a page is read with, in the order remark's plugins were used in: MDX (ESM, JSX,
 * expressions: remark-mdx's reading half) unless it is a `.md` page, YAML front matter
 * (remark-frontmatter's), GFM, and math when given (see lazy-math-syntax.ts).
 */
export function pageSyntax(mdx: boolean, math: MarkdownSyntax | undefined): MarkdownSyntax[] {
  return [
    ...(mdx ? [{ micromark: [mdxjs()], mdast: [mdxExpressionFromMarkdown(), mdxJsxFromMarkdown(), mdxjsEsmFromMarkdown()] }] : []),
    { micromark: [frontmatter(['yaml'])], mdast: [frontmatterFromMarkdown(['yaml'])] },
    gfmSyntax(),
    ...(math ? [math] : []),
  ];
}
