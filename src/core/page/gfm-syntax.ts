import type { Nodes } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from './gfm-from-markdown.ts';
import type { MarkdownSyntax } from './markdown-syntax.ts';

type Transform = NonNullable<FromMarkdownExtension['transforms']>[number];

/**
 * GitHub Flavored Markdown (tables, task lists, strikethrough, autolinks, footnotes) as
 * mdast-util-from-markdown reads it: remark-gfm's reading half. Pages are only read, never written
 * back as Markdown, so its writing half (mdast-util-to-markdown with GFM handlers) is left out.
 */
export function gfmSyntax(): MarkdownSyntax {
  return { micromark: [gfm()], mdast: gfmFromMarkdown().map(withAutolinkGuard) };
}

/**
 * The autolink literal extension's transform (a find-and-replace of URLs and e-mail addresses in
 * every text node) run only on trees where one can be found. The transform walks the whole tree
 * with unist-util-visit-parents, which makes a closure, a name and a copy of the ancestors for
 * every node: a tenth of a page's parse and of what it allocates, for pages that mostly have no
 * bare link. The extension's other parts are kept as they are.
 */
function withAutolinkGuard(extension: FromMarkdownExtension): FromMarkdownExtension {
  const { transforms } = extension;
  if (!transforms || extension.enter?.['literalAutolink'] === undefined) return extension;
  return { ...extension, transforms: transforms.map((transform): Transform => (tree) => (mayHoldAutolinkLiteral(tree) ? transform(tree) : undefined)) };
}

/**
 * What every match of the transform's patterns holds: `http://`, `https://` or `www.` (a URL, any
 * case) or `@` (an e-mail, `mailto:` or `xmpp:` address).
 */
const literalMark = /https?:\/\/|www\.|@/i;

/** Whether a text node outside links (which the transform leaves alone) holds a literalMark. */
export function mayHoldAutolinkLiteral(node: Nodes): boolean {
  if (node.type === 'text') return literalMark.test(node.value);
  if (node.type === 'link' || node.type === 'linkReference' || !('children' in node)) return false;
  for (const child of node.children) if (mayHoldAutolinkLiteral(child)) return true;
  return false;
}
