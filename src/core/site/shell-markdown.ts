import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { Nodes, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { markdownParser } from '../page/markdown-syntax.ts';
import { LruCache } from '../lru-cache.ts';
import { cacheSlot } from '../session/session-caches.ts';
import { outsideProps } from './shell-context.ts';

/** Characters of a config text (banner, 404 description) read as Markdown; the rest is cut, so its cost stays bounded. */
export const maxShellMarkdownChars = 4000;

/** A session's parsed banner and page-not-found texts, rendered on every page. */
export const shellMarkdownCache = cacheSlot('shell-markdown', () => new LruCache<string, Root>(16));
let parser: ReturnType<typeof markdownParser> | undefined;

/**
 * A short Markdown text of the config (the banner, the 404 page's description) as paragraphs with
 * bold, italic, struck and code text, line breaks and links (their targets through `href`: a link it
 * refuses shows as its text). It is plain Markdown, not MDX, and nothing of it is raw HTML: HTML shows
 * as the text it is written as, images as their alt text, and each other block (a list, a heading)
 * as one paragraph of its parts.
 * @param parsed texts parsed before (a session's, see shellMarkdownCache: the banner is
 *   rendered on every page); default none.
 */
export function shellMarkdown(text: string, href: (url: string) => string | undefined, parsed?: LruCache<string, Root>): Element[] {
  const source = text.slice(0, maxShellMarkdownChars);
  let tree = parsed?.get(source);
  if (!tree) {
    tree = (parser ??= markdownParser({ syntaxes: [] }))(source);
    parsed?.set(source, tree);
  }
  return tree.children.map((block) => h('p', phrasing(inline(block), href)));
}

/** A block's text as phrasing: a paragraph's or heading's own, code and HTML as text, other blocks' parts joined by spaces. */
function inline(node: Nodes): PhrasingContent[] {
  if (node.type === 'paragraph' || node.type === 'heading') return node.children;
  if (node.type === 'code' || node.type === 'html') return [{ type: 'text', value: node.value }];
  if ('children' in node) return (node.children as Nodes[]).flatMap((child, i): PhrasingContent[] => [...(i > 0 ? [{ type: 'text', value: ' ' } as const] : []), ...inline(child)]);
  return [{ type: 'text', value: toString(node) }];
}

function phrasing(nodes: readonly PhrasingContent[], href: (url: string) => string | undefined): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    switch (node.type) {
      case 'text':
      case 'html':
        return [{ type: 'text', value: node.value }];
      case 'strong':
        return [h('strong', phrasing(node.children, href))];
      case 'emphasis':
        return [h('em', phrasing(node.children, href))];
      case 'delete':
        return [h('del', phrasing(node.children, href))];
      case 'inlineCode':
        return [h('code', node.value)];
      case 'break':
        return [h('br')];
      case 'link': {
        const target = href(node.url);
        const children = phrasing(node.children, href);
        return target === undefined ? children : [h('a', { href: target, ...outsideProps(node.url) }, children)];
      }
      default:
        return [{ type: 'text', value: toString(node as Nodes) }];
    }
  });
}
