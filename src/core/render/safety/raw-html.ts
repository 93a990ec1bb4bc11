import type { Element, ElementContent } from 'hast';
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import type { RenderContext } from '../render-context.ts';
import { cleanAttributes } from './clean-attributes.ts';
import { droppedElements, htmlElements, svgElements, voidElements } from './html-allowlist.ts';

/** HTML written in a `.md` page, turned into hast through the allowlist, with what was removed. */
export interface RawHtmlResult {
  readonly nodes: ElementContent[];
  readonly removed: string[];
}

const token = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Decodes character references (`&amp;`, `&#106;`, `&#x6A;`, `&colon;`) as a browser would in text and attributes. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (match, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    const decoded = decodeNamedCharacterReference(body);
    return decoded === false ? match : decoded;
  });
}

/**
 * Parses a fragment of raw HTML with a small tokenizer (tags, attributes, text, comments) and builds
 * hast through the same allowlist as JSX: scripts, styles, event handlers and unsafe URLs are removed.
 * Each fragment is parsed on its own: unclosed elements close at its end, stray end tags are ignored.
 */
export function rawHtmlToHast(ctx: RenderContext, html: string): RawHtmlResult {
  const root: ElementContent[] = [];
  const removed: string[] = [];
  interface Open {
    readonly tag: string;
    readonly children: ElementContent[];
    /** False inside a dropped element: everything up to its end tag is discarded. */
    readonly keep: boolean;
    readonly svg: boolean;
    readonly element: Element | undefined;
  }
  const stack: Open[] = [];
  const current = () => stack[stack.length - 1];
  const push = (node: ElementContent) => {
    const top = current();
    if (top && !top.keep) return;
    (top ? top.children : root).push(node);
  };
  let last = 0;
  for (const m of html.matchAll(token)) {
    if (m.index > last) push({ type: 'text', value: decodeEntities(html.slice(last, m.index)) });
    last = m.index + m[0].length;
    const [, closing, opening, attrs = '', selfClosing] = m;
    if (closing) {
      const name = closing.toLowerCase();
      const at = stack.map((s) => s.tag.toLowerCase()).lastIndexOf(name);
      if (at < 0) continue;
      while (stack.length > at) close();
    } else if (opening) {
      const svg = current()?.svg === true || opening === 'svg';
      const lower = opening.toLowerCase();
      const dropped = droppedElements.has(lower) && !(svg && lower === 'title');
      const allowed = !dropped && (svg ? svgElements.has(opening) : htmlElements.has(lower));
      if (!allowed) removed.push(`<${opening}>`);
      const pairs: [string, string | true][] = [];
      for (const a of attrs.matchAll(attribute)) pairs.push([a[1] ?? '', a[2] ?? a[3] ?? a[4] ?? true]);
      const tag = svg ? opening : lower;
      const { properties, unsafe } = allowed ? cleanAttributes(ctx, tag, pairs.map(([k, v]) => [k, typeof v === 'string' ? decodeEntities(v) : v] as const), svg) : { properties: {}, unsafe: [] };
      removed.push(...unsafe.map((u) => `${u} on <${opening}>`));
      const isVoid = !svg && voidElements.has(lower);
      if (isVoid || selfClosing) {
        if (allowed) push({ type: 'element', tagName: tag, properties, children: [] });
        continue;
      }
      const children: ElementContent[] = [];
      stack.push({ tag, children, keep: !dropped && (current()?.keep ?? true), svg, element: allowed ? { type: 'element', tagName: tag, properties, children } : undefined });
    }
  }
  if (last < html.length) push({ type: 'text', value: decodeEntities(html.slice(last)) });
  while (stack.length > 0) close();
  return { nodes: root, removed };

  function close(): void {
    const entry = stack.pop();
    if (!entry?.keep) return;
    const target = current();
    const into = target ? (target.keep ? target.children : undefined) : root;
    if (!into) return;
    if (entry.element) into.push(entry.element);
    else into.push(...entry.children);
  }
}
