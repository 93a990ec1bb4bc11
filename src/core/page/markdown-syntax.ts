import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';

// Core parses with micromark and mdast-util-from-markdown directly, not through unified and the
// remark plugins: those also register each syntax's Markdown writer (mdast-util-to-markdown's
// handlers), which only "Copy page" and the export need, and the app's worker then loaded it before
// its first preview. remark-parse is this call with the plugins' extensions, so the trees are the same.

/** A syntax extension: what micromark reads, and how its tokens become mdast nodes. */
export interface MarkdownSyntax {
  readonly micromark: readonly MicromarkExtension[];
  readonly mdast: readonly FromMarkdownExtension[];
}

/** A parser of Markdown with the given syntax extensions, in order (the order in which remark would `use` them). */
export function markdownParser(syntaxes: readonly MarkdownSyntax[]): (text: string) => Root {
  const extensions = syntaxes.flatMap((s) => s.micromark);
  const mdastExtensions = syntaxes.flatMap((s) => s.mdast);
  return (text) => fromMarkdown(text, { extensions, mdastExtensions });
}
