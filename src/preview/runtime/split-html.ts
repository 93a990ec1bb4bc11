const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const rawTextElements = new Set(['script', 'style', 'textarea', 'title']);

/** One top-level piece of an HTML fragment: an element, a comment, or the text between them. */
export interface HtmlPiece {
  readonly kind: 'element' | 'comment' | 'text';
  /** Lowercase tag name of an element. */
  readonly tag: string;
  readonly html: string;
}

/**
 * Splits an HTML fragment into its top-level pieces without parsing it into a DOM: each
 * element (with everything inside it), each comment and each run of text between them. It reads
 * HTML as a serializer writes it (quoted attributes, escaped `<` in text); for anything it
 * cannot follow (unbalanced tags) it gives undefined, and the caller parses the whole fragment.
 */
export function splitTopLevel(html: string): HtmlPiece[] | undefined {
  const pieces: HtmlPiece[] = [];
  const open: string[] = [];
  let start = 0;
  let tag = '';
  let i = 0;
  const n = html.length;
  const flushText = (end: number) => {
    if (end > start) pieces.push({ kind: 'text', tag: '', html: html.slice(start, end) });
    start = end;
  };
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    i = lt;
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      if (close < 0) return undefined;
      if (open.length === 0) {
        flushText(i);
        pieces.push({ kind: 'comment', tag: '', html: html.slice(i, close + 3) });
        start = close + 3;
      }
      i = close + 3;
      continue;
    }
    const next = html.charCodeAt(i + 1);
    if (next === 47 /* / */) {
      const close = html.indexOf('>', i);
      if (close < 0 || open.pop() !== tagName(html, i + 2)) return undefined;
      i = close + 1;
      if (open.length === 0) {
        pieces.push({ kind: 'element', tag, html: html.slice(start, i) });
        start = i;
      }
      continue;
    }
    if (!isLetter(next)) {
      i++;
      continue;
    }
    const end = tagEnd(html, i);
    if (end < 0) return undefined;
    const name = tagName(html, i + 1);
    if (open.length === 0) {
      flushText(i);
      tag = name;
    }
    if (rawTextElements.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, end + 1);
      const closeEnd = close < 0 ? -1 : html.indexOf('>', close);
      if (closeEnd < 0) return undefined;
      i = closeEnd + 1;
    } else if (voidElements.has(name) || html.charCodeAt(end - 1) === 47 /* / */) {
      i = end + 1;
    } else {
      open.push(name);
      i = end + 1;
      continue;
    }
    if (open.length === 0) {
      pieces.push({ kind: 'element', tag: name, html: html.slice(start, i) });
      start = i;
    }
  }
  if (open.length !== 0) return undefined;
  flushText(n);
  return pieces;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** The lowercase tag name starting at `from`. */
function tagName(html: string, from: number): string {
  let end = from;
  while (end < html.length && /[A-Za-z0-9:-]/.test(html[end] ?? '')) end++;
  return html.slice(from, end).toLowerCase();
}

/** The index of the `>` closing the tag opened at `from`, skipping quoted attribute values; -1 if none. */
function tagEnd(html: string, from: number): number {
  let quote = 0;
  for (let i = from + 1; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return i;
  }
  return -1;
}
