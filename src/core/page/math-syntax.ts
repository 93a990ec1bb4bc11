import type { InlineMath, Math } from 'mdast-util-math';
import { mathFromMarkdown } from 'mdast-util-math';
import type { CompileContext, Extension as FromMarkdownExtension, Handle, Token } from 'mdast-util-from-markdown';
import { math } from 'micromark-extension-math';
import type { MarkdownSyntax } from './markdown-syntax.ts';

// Math as the platform reads it, with the packages it uses (remark-math's micromark-extension-math and
// mdast-util-math): `$…$` and `$$…$$` inside a paragraph are inline math, and a `$$` fence on lines
// of its own holds display math. What is between the dollars is the formula's text, never Markdown
// or an MDX expression, so `$x^{2}$` keeps its braces: the construct takes the text at `$`, before
// MDX's expression construct at `{` sees it, as code spans do.
//
// A single dollar opens math, as remark-math's default does on the platform: two dollars in one
// paragraph ("$5 and $10") are a formula there too, and its docs say to write `\$` for a dollar.

export type { InlineMath, Math as MathBlock } from 'mdast-util-math';

declare module 'mdast-util-math' {
  interface InlineMathData {
    /** Written with two or more dollars: typeset as display math. */
    display?: boolean;
  }
}

/** Reads math in Markdown and MDX pages: `$…$`, `$$…$$` and `$$` fences, as remark-math does. */
export function mathSyntax(): MarkdownSyntax {
  return { micromark: [math({ singleDollarTextMath: true })], mdast: [fromMarkdown] };
}

const library = mathFromMarkdown();
const libraryExit = library.exit ?? {};

/**
 * The library's tree, without the HTML it puts in each node's data (`hName`, `hChildren`: a copy of
 * the formula for rehype), which our renderer does not read and the parse memo would keep; inline
 * math written with two or more dollars is marked as display math.
 */
const fromMarkdown: FromMarkdownExtension = {
  ...library,
  exit: {
    ...libraryExit,
    mathFlow(this: CompileContext, token: Token) {
      // Under the buffer the library opened for the formula's text at the opening fence.
      const node = this.stack[this.stack.length - 2] as Math | undefined;
      libraryExit.mathFlow?.call(this, token);
      if (node) delete node.data;
    },
    mathText(this: CompileContext, token: Token) {
      // Under the buffer the library opened for the formula's text.
      const node = this.stack[this.stack.length - 2] as InlineMath | undefined;
      (libraryExit.mathText as Handle).call(this, token);
      if (!node) return;
      if (/^\${2}/.test(this.sliceSerialize(token))) node.data = { display: true };
      else delete node.data;
    },
  },
};
