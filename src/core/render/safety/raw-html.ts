import type { Element, ElementContent } from 'hast';
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import type { RenderContext } from '../render-context.ts';
import { cleanAttributes } from './clean-attributes.ts';
import { droppedElements, htmlElements, svgElements, voidElements } from './html-allowlist.ts';
import { parseStable } from './parse-stable.ts';

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

interface Open {
  readonly tag: string;
  readonly children: ElementContent[];
  /** False inside a dropped element: everything up to its end tag is discarded. */
  readonly keep: boolean;
  readonly svg: boolean;
  readonly element: Element | undefined;
}

/**
 * Builds hast from raw HTML written in a `.md` page, through the same allowlist as JSX: scripts,
 * styles, event handlers and unsafe URLs are removed (and listed in `removed`). HTML arrives in
 * pieces (`feed`) with rendered Markdown between them (`add`), so `<a href>text</a>` spread over
 * several mdast nodes still nests; elements left open close at `finish`, stray end tags are ignored.
 */
export class HtmlTreeBuilder {
  readonly removed: string[] = [];
  readonly #ctx: RenderContext;
  readonly #root: ElementContent[] = [];
  readonly #stack: Open[] = [];

  constructor(ctx: RenderContext) {
    this.#ctx = ctx;
  }

  /** Adds rendered nodes at the current place. */
  add(nodes: readonly ElementContent[]): void {
    const top = this.#stack[this.#stack.length - 1];
    if (top && !top.keep) return;
    (top ? top.children : this.#root).push(...nodes);
  }

  /** Reads a piece of raw HTML. */
  feed(html: string): void {
    let last = 0;
    for (const m of html.matchAll(token)) {
      if (m.index > last) this.add([{ type: 'text', value: decodeEntities(html.slice(last, m.index)) }]);
      last = m.index + m[0].length;
      const [, closing, opening, attrs = '', selfClosing] = m;
      if (closing) this.#close(closing.toLowerCase());
      else if (opening) this.#open(opening, attrs, selfClosing === '/');
    }
    if (last < html.length) this.add([{ type: 'text', value: decodeEntities(html.slice(last)) }]);
  }

  /** Closes what is still open and returns the nodes. */
  finish(): ElementContent[] {
    while (this.#stack.length > 0) this.#pop();
    return this.#root;
  }

  #open(name: string, attrs: string, selfClosing: boolean): void {
    const top = this.#stack[this.#stack.length - 1];
    const svg = top?.svg === true || name === 'svg';
    const lower = name.toLowerCase();
    const dropped = droppedElements.has(lower) && !(svg && lower === 'title');
    const allowed = !dropped && (svg ? svgElements.has(name) : htmlElements.has(lower));
    if (!allowed && (top?.keep ?? true)) this.removed.push(`<${name}>`);
    const tag = svg ? name : lower;
    let element: Element | undefined;
    const children: ElementContent[] = [];
    if (allowed) {
      const pairs: (readonly [string, string | true])[] = [];
      for (const a of attrs.matchAll(attribute)) pairs.push([a[1] ?? '', a[2] ?? a[3] ?? a[4] ?? true]);
      const { properties, unsafe } = cleanAttributes(this.#ctx, tag, pairs.map(([k, v]) => [k, typeof v === 'string' ? decodeEntities(v) : v] as const), svg);
      this.removed.push(...unsafe.map((u) => `${u} on <${name}>`));
      element = { type: 'element', tagName: tag, properties, children };
    }
    if ((!svg && voidElements.has(lower)) || selfClosing) {
      if (element) this.add([element]);
      return;
    }
    this.#stack.push({ tag, children, keep: !dropped && (top?.keep ?? true), svg, element });
  }

  #close(name: string): void {
    const at = this.#stack.map((s) => s.tag.toLowerCase()).lastIndexOf(name);
    if (at < 0) return;
    while (this.#stack.length > at) this.#pop();
  }

  #pop(): void {
    const entry = this.#stack.pop();
    if (!entry?.keep) return;
    const { element } = entry;
    // Markdown rendered between the tags of an <svg> is HTML, and an iframe's content is read as
    // text: checked once, where the HTML part of the tree ends.
    const outer = element !== undefined && (element.tagName === 'svg' || element.tagName === 'iframe') && this.#stack[this.#stack.length - 1]?.svg !== true;
    this.add(outer ? parseStable([element], this.removed) : element ? [element] : entry.children);
  }
}
