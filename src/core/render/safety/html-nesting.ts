import type { Element, ElementContent } from 'hast';
import { isBlank } from '../hast-helpers.ts';

// Nestings the HTML standard's tree builder does not keep (a `div` closes an open `p`, an `a`
// closes an open `a`, a `tr` gets a `tbody`, text in a table moves before it, …), for the HTML
// elements the renderer can emit. None of them can turn text into markup; they only make the
// browser's tree differ from ours, so ours is rewritten into what parses as written.

/** Start tags that close an open `p` (in button scope). */
const closesP: ReadonlySet<string> = new Set(['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'li', 'dd', 'dt', 'plaintext', 'table', 'hr', 'xmp']);
/** Elements that end the scope in which an open element is looked for (`has an element in scope`), plus `button` for button scope. */
const scopeEnd: ReadonlySet<string> = new Set(['applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template', 'svg', 'math']);
/** The tree builder's special elements, which stop the search for an open `li`/`dd`/`dt` (except address, div and p). */
const special: ReadonlySet<string> = new Set(['applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote', 'body', 'br', 'button', 'caption', 'center', 'col', 'colgroup', 'dd', 'details', 'dir', 'dl', 'dt', 'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'iframe', 'img', 'input', 'keygen', 'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav', 'noembed', 'noframes', 'noscript', 'object', 'ol', 'param', 'plaintext', 'pre', 'script', 'search', 'section', 'select', 'source', 'style', 'summary', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul', 'wbr', 'xmp', 'svg', 'math']);
const headings: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const voids: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Where each table part may stand; anywhere else the tree builder ignores its tag (and keeps its content). */
const tableParents: Readonly<Record<string, ReadonlySet<string>>> = {
  caption: new Set(['table']),
  colgroup: new Set(['table']),
  thead: new Set(['table']),
  tbody: new Set(['table']),
  tfoot: new Set(['table']),
  col: new Set(['colgroup']),
  tr: new Set(['tbody', 'thead', 'tfoot']),
  td: new Set(['tr']),
  th: new Set(['tr']),
};

/**
 * What replaces an HTML element (inside an HTML `parent`, undefined at the top) so that the tree
 * builder nests it as written; undefined when it already does. A `p` holding a block becomes a
 * `div`; a link inside a link (or `nobr` in `nobr`), a button inside a button, a heading directly
 * inside a heading, a list item inside an item of its own kind and an `rt`/`rp` directly inside an
 * element its start tag would close become `span`/`div` carrying `q-as-<tag>`; a table gets
 * the `tbody`, `tr` and `colgroup` the builder would add, and what may not stand in it moves before
 * it (foster parenting); a table part outside its table is replaced by its content; void elements
 * hold nothing. Only this element and its own descendants are looked at.
 */
export function renest(node: Element, parent: string | undefined): ElementContent[] | undefined {
  const tag = node.tagName;
  const parents = tableParents[tag];
  if (parents && !(parent !== undefined && parents.has(parent))) return node.children;
  if (voids.has(tag)) return node.children.length > 0 ? [{ ...node, children: [] }] : undefined;
  if (tag === 'table') return table(node);
  const nested =
    tag === 'p' ? (has(node.children, (e) => closesP.has(e.tagName), (e) => scopeEnd.has(e.tagName) || e.tagName === 'button') ? [{ ...node, tagName: 'div', properties: withClass(node, 'q-as-p') }] : undefined)
    : tag === 'a' || tag === 'nobr' ? rename(node, (e) => e.tagName === tag, (e) => scopeEnd.has(e.tagName) && e.tagName !== 'table', 'span')
    : tag === 'button' ? rename(node, (e) => e.tagName === 'button', (e) => scopeEnd.has(e.tagName), 'span')
    : headings.has(tag) ? rename(node, (e) => headings.has(e.tagName), () => true, 'span', false)
    : tag === 'li' ? rename(node, (e) => e.tagName === 'li', stopsItemSearch, 'div')
    : tag === 'dd' || tag === 'dt' ? rename(node, (e) => e.tagName === 'dd' || e.tagName === 'dt', stopsItemSearch, 'div')
    : undefined;
  return nested ?? closedByRuby(node);
}

/** Elements an `rt`/`rp` start tag closes when they are the current node (generate implied end tags, inside a `ruby`). */
const impliedEnd: ReadonlySet<string> = new Set(['dd', 'dt', 'li', 'optgroup', 'option', 'p', 'rb', 'rp', 'rt', 'rtc']);

/** The element with its `rt`/`rp` children turned into spans when it is one the start tag of such a child would close. */
function closedByRuby(node: Element): ElementContent[] | undefined {
  return impliedEnd.has(node.tagName) ? rename(node, (e) => e.tagName === 'rt' || e.tagName === 'rp', () => true, 'span', false) : undefined;
}

function stopsItemSearch(e: Element): boolean {
  return special.has(e.tagName) && e.tagName !== 'address' && e.tagName !== 'div' && e.tagName !== 'p';
}

/** Whether some descendant matches, looking inside an element only when `stop` says no. */
function has(nodes: readonly ElementContent[], match: (e: Element) => boolean, stop: (e: Element) => boolean): boolean {
  return nodes.some((n) => n.type === 'element' && (match(n) || (!stop(n) && has(n.children, match, stop))));
}

/**
 * The element with the matching descendants (looked for as in {@link has}) turned into `as` elements
 * carrying `q-as-<tag>`; undefined when none matches. `deep`: matches inside a match count too (a
 * link in a link in a link; not a heading in a heading in a heading, where only the parent counts).
 */
function rename(node: Element, match: (e: Element) => boolean, stop: (e: Element) => boolean, as: string, deep = true): ElementContent[] | undefined {
  if (!has(node.children, match, stop)) return undefined;
  const walk = (nodes: readonly ElementContent[]): ElementContent[] =>
    nodes.map((n) => {
      if (n.type !== 'element') return n;
      const children = stop(n) && !(deep && match(n)) ? n.children : walk(n.children);
      if (!match(n)) return { ...n, children };
      // A link's own attributes mean nothing on a span.
      const properties = n.tagName === 'a' ? { className: withClass(n, 'q-as-a')['className'] } : withClass(n, `q-as-${n.tagName}`);
      return { ...n, tagName: as, properties, children };
    });
  return [{ ...node, children: walk(node.children) }];
}

function withClass(node: Element, name: string): Element['properties'] {
  const className = Array.isArray(node.properties['className']) ? node.properties['className'] : [];
  return { ...node.properties, className: [...className, name] };
}

/** A table as the tree builder makes it: implied `tbody`/`tr`/`colgroup`, and whatever may not stand inside moved before it. */
function table(node: Element): ElementContent[] | undefined {
  const fostered: ElementContent[] = [];
  const children = rows(node.children, 'table', fostered);
  if (fostered.length === 0 && children === undefined) return undefined;
  return [...fostered, { ...node, children: children ?? node.children }];
}

const wrapperOf: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  table: { tr: 'tbody', td: 'tbody', th: 'tbody', col: 'colgroup' },
  tbody: { td: 'tr', th: 'tr' },
  thead: { td: 'tr', th: 'tr' },
  tfoot: { td: 'tr', th: 'tr' },
};
const allowedIn: Readonly<Record<string, ReadonlySet<string>>> = {
  table: new Set(['caption', 'colgroup', 'thead', 'tbody', 'tfoot']),
  tbody: new Set(['tr']),
  thead: new Set(['tr']),
  tfoot: new Set(['tr']),
  tr: new Set(['td', 'th']),
  colgroup: new Set(['col']),
};

/** The children of a table part (`container`), or undefined when they need no change; what may not stand there is added to `fostered`. */
function rows(nodes: readonly ElementContent[], container: string, fostered: ElementContent[]): ElementContent[] | undefined {
  const list = mergeTexts(nodes);
  const out: ElementContent[] = [];
  let changed = list !== nodes;
  for (let i = 0; i < list.length; i++) {
    const n = list[i] as ElementContent;
    if (n.type === 'comment' || (n.type === 'text' && isBlank(n))) {
      out.push(n);
      continue;
    }
    const wrap = n.type === 'element' ? wrapperOf[container]?.[n.tagName] : undefined;
    if (wrap) {
      // The implied wrapper holds the run of parts it wraps and the blank text between and after them.
      let end = i + 1;
      while (end < list.length && isWrappedBy(list[end] as ElementContent, container, wrap)) end++;
      const run = list.slice(i, end);
      out.push({ type: 'element', tagName: wrap, properties: {}, children: rows(run, wrap, fostered) ?? run });
      changed = true;
      i = end - 1;
      continue;
    }
    const hiddenInput = n.type === 'element' && n.tagName === 'input' && container === 'table' && String(n.properties['type']).toLowerCase() === 'hidden';
    if (n.type !== 'element' || !(allowedIn[container]?.has(n.tagName) || hiddenInput)) {
      changed = true;
      fostered.push(n);
      continue;
    }
    const inner = allowedIn[n.tagName] ? rows(n.children, n.tagName, fostered) : undefined;
    if (inner !== undefined) changed = true;
    out.push(inner === undefined ? n : { ...n, children: inner });
  }
  return changed ? out : undefined;
}

function isWrappedBy(n: ElementContent, container: string, wrap: string): boolean {
  return n.type === 'comment' || (n.type === 'text' && isBlank(n)) || (n.type === 'element' && wrapperOf[container]?.[n.tagName] === wrap);
}

/** The nodes with adjacent texts joined (the tree builder reads them as one run of characters), or the same list when there are none. */
function mergeTexts(nodes: readonly ElementContent[]): readonly ElementContent[] {
  if (!nodes.some((n, i) => n.type === 'text' && nodes[i + 1]?.type === 'text')) return nodes;
  const out: ElementContent[] = [];
  for (const n of nodes) {
    const last = out[out.length - 1];
    if (n.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + n.value };
    else out.push(n);
  }
  return out;
}
