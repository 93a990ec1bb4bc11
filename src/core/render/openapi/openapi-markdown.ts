import type { Element, ElementContent, Nodes as HastNodes } from 'hast';
import type { Nodes, Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { LruCache } from '../../lru-cache.ts';
import { cacheSlot } from '../../session/session-caches.ts';
import { cachesOf } from '../../session/session-project.ts';
import { gfmSyntax } from '../../page/gfm-syntax.ts';
import { markdownParser } from '../../page/markdown-syntax.ts';
import { el } from '../hast-helpers.ts';
import type { RenderContext } from '../render-context.ts';
import { assetUrl, linkUrl } from '../urls.ts';

/** Characters of one description read as Markdown; the rest is cut, so its cost stays bounded. */
export const maxDescriptionChars = 20_000;

/** A session's parsed descriptions (a shared schema's fields repeat across the pages of a spec). */
const parsedDescriptions = cacheSlot('openapi-markdown', () => new LruCache<string, Root>(2_000_000, (key) => key.length + 1));
let parser: ReturnType<typeof markdownParser> | undefined;

/**
 * A description of an OpenAPI document (CommonMark with GitHub's tables and lists, as the spec says)
 * as hast: plain Markdown, never MDX, and nothing of it is raw HTML (HTML shows as the text it is
 * written as). Links and images go through the page's URLs (`ctx`), as the page's own do; unsafe
 * ones show as their text or alt text.
 */
export function openapiMarkdown(text: string, ctx: RenderContext): ElementContent[] {
  const source = text.slice(0, maxDescriptionChars);
  // Descriptions repeat across the pages of a spec (a shared schema's fields): the session parses each text once.
  const parsed = cachesOf(ctx.project).get(parsedDescriptions);
  let tree = parsed.get(source);
  if (!tree) {
    tree = (parser ??= markdownParser({ syntaxes: [gfmSyntax()] }))(source);
    parsed.set(source, tree);
  }
  const hast = toHast(withHtmlAsText(structuredClone(tree)) as Root);
  const out = hast.type === 'root' ? hast.children : [hast];
  return out.flatMap((node) => safe(node as HastNodes, ctx));
}

/** Turns `html` nodes into text (in place), so an author's markup shows as written. */
function withHtmlAsText(node: Nodes): Nodes {
  if ('children' in node) node.children = (node.children as Nodes[]).map((child) => (child.type === 'html' ? { type: 'text', value: child.value } : withHtmlAsText(child))) as typeof node.children;
  return node;
}

/** The node with its link and image URLs made final, unsafe ones taken out (a refused link becomes its text, a refused image its alt text). */
function safe(node: HastNodes, ctx: RenderContext): ElementContent[] {
  if (node.type === 'text') return [node];
  if (node.type !== 'element') return [];
  const children = node.children.flatMap((child) => safe(child, ctx));
  if (node.tagName === 'a') {
    const href = typeof node.properties['href'] === 'string' ? linkUrl(ctx, node.properties['href']) : undefined;
    return href === undefined ? children : [el('a', { href }, children)];
  }
  if (node.tagName === 'img') {
    const src = typeof node.properties['src'] === 'string' ? assetUrl(ctx, node.properties['src']) : undefined;
    const alt = typeof node.properties['alt'] === 'string' ? node.properties['alt'] : '';
    return src === undefined ? (alt ? [{ type: 'text', value: alt }] : []) : [el('img', { src, alt })];
  }
  // Footnote ids would clash with the page's own.
  const { id: _id, ...properties } = node.properties;
  const element: Element = { ...node, properties, children };
  return [element];
}
