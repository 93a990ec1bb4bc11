import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';

/**
 * GitHub Flavored Markdown for remark-parse (tables, task lists, strikethrough, autolinks,
 * footnotes): remark-gfm's reading half. Pages are only read, never written back as Markdown, so
 * its writing half (mdast-util-to-markdown with GFM handlers, ~6 KB gzip in the worker) is left out.
 */
export function gfmSyntax(this: Processor): undefined {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
