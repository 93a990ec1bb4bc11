import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from './gfm-from-markdown.ts';
import type { MarkdownSyntax } from './markdown-syntax.ts';

/**
 * GitHub Flavored Markdown (tables, task lists, strikethrough, autolinks, footnotes) as
 * mdast-util-from-markdown reads it: remark-gfm's reading half. Pages are only read, never written
 * back as Markdown, so its writing half (mdast-util-to-markdown with GFM handlers) is left out.
 */
export function gfmSyntax(): MarkdownSyntax {
  return { micromark: [gfm()], mdast: gfmFromMarkdown() };
}
