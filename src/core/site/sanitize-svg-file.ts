import { cleanStyle } from '../render/safety/css-style.ts';
import { droppedElements, htmlElements, isAllowedAttribute, svgElements } from '../render/safety/html-allowlist.ts';
import { safeUrl } from '../render/safety/safe-url.ts';

/** An SVG file made safe to serve from the docs' origin, or the reason it could not be read. */
export type SanitizedSvg = { readonly ok: true; readonly text: string; readonly removed: readonly string[] } | { readonly ok: false; readonly reason: string };

/** Larger SVG files are refused rather than read: a logo or a diagram is far smaller. */
export const maxSvgFileLength = 2_000_000;
const maxDepth = 200;

const svgNamespace = 'http://www.w3.org/2000/svg';
const xlinkNamespace = 'http://www.w3.org/1999/xlink';
const name = /^[A-Za-z_][\w.:-]*/;
const attributePattern = /\s*([^\s"'>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const xmlEntities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// A stylesheet that could load something (`url(` other than a fragment, `@import`) or hide it behind an escape.
const unsafeCss = /@import|url\(\s*['"]?(?!#)|expression|behavior|binding|\\/i;

/** XML text with its five entities and character references decoded; undefined for any other entity, which only a DOCTYPE could define. */
function decodeXml(text: string): string | undefined {
  if (/&(?!#x[0-9a-fA-F]+;|#[0-9]+;|[A-Za-z][\w.-]*;)/.test(text)) return undefined;
  let unknown = false;
  const decoded = text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);/g, (_, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    const known = xmlEntities[body];
    if (known === undefined) unknown = true;
    return known ?? '';
  });
  return unknown ? undefined : decoded;
}

function escapeXml(text: string, quote: boolean): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return quote ? escaped.replace(/"/g, '&quot;') : escaped;
}

/** The value an allowed attribute keeps, or undefined to drop it: URLs by use, namespaces only as SVG's own, styles through the CSS sanitizer. */
function attributeValue(tag: string, attribute: string, value: string): string | undefined {
  if (attribute === 'xmlns') return value === svgNamespace ? value : undefined;
  if (attribute === 'xmlns:xlink') return value === xlinkNamespace ? value : undefined;
  if (attribute === 'href' || attribute === 'xlink:href') {
    // A link may go to a page; an image may show a picture; anything else may only point inside the file.
    if (tag === 'a') return safeUrl(value, 'link');
    if (tag === 'image') return safeUrl(value, 'media');
    return value.trim().startsWith('#') ? value.trim() : undefined;
  }
  if (attribute === 'style') return cleanStyle(value).css;
  return value;
}

/**
 * Reads an SVG file and writes it again with only allowlisted SVG elements and attributes (the
 * renderer's, see html-allowlist.ts): no script, no event handlers, no `foreignObject` or other
 * HTML, no animation that could set a link, no URL that could run or load a document, no DOCTYPE
 * (and so no entity that could smuggle markup). A removed element goes with its content; each
 * removal that could have run or loaded something is listed in `removed` (`<script>`, `onload`),
 * while a drawing program's metadata (`<sodipodi:namedview>`, `inkscape:label`) goes silently. A file that is not well-formed XML, has no
 * `<svg>` root, nests deeper than 200 elements or is larger than {@link maxSvgFileLength} is refused
 * (`ok: false`), since what a browser would make of it cannot be known.
 */
export function sanitizeSvgFile(source: string): SanitizedSvg {
  if (source.length > maxSvgFileLength) return { ok: false, reason: `it is larger than ${maxSvgFileLength / 1_000_000} MB` };
  const removed = new Set<string>();
  const stack: { tag: string; keep: boolean }[] = [];
  let out = '';
  let sawRoot = false;
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const keeping = () => stack.every((open) => open.keep);
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const text = source.slice(i, lt < 0 ? source.length : lt);
    if (text.length > 0) {
      if (stack.length === 0) {
        if (text.trim() !== '') return { ok: false, reason: 'it has text outside its <svg> element' };
      } else {
        const decoded = decodeXml(text);
        if (decoded === undefined) return { ok: false, reason: 'it uses an entity that is not one of XML’s own' };
        if (keeping()) out += escapeXml(decoded, false);
      }
    }
    if (lt < 0) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end < 0) return { ok: false, reason: 'a comment is never closed' };
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      if (end < 0 || stack.length === 0) return { ok: false, reason: 'a CDATA section is never closed or is outside <svg>' };
      if (keeping()) out += escapeXml(source.slice(lt + 9, end), false);
      i = end + 3;
    } else if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt + 2);
      if (end < 0) return { ok: false, reason: 'a processing instruction is never closed' };
      if (source.startsWith('<?xml-stylesheet', lt)) removed.add('<?xml-stylesheet>');
      i = end + 2;
    } else if (source.startsWith('<!', lt)) {
      // A DOCTYPE, possibly with an internal subset in brackets; nothing of it is kept.
      if (stack.length > 0 || sawRoot) return { ok: false, reason: 'it has a declaration inside the document' };
      const bracket = source.indexOf('[', lt);
      const close = source.indexOf('>', lt);
      const end = bracket >= 0 && bracket < close ? source.indexOf(']', bracket) : close;
      const last = end < 0 ? -1 : source.indexOf('>', end);
      if (last < 0) return { ok: false, reason: 'its DOCTYPE is never closed' };
      if (bracket >= 0 && bracket < close) removed.add('<!DOCTYPE> with entity declarations');
      i = last + 1;
    } else if (source[lt + 1] === '/') {
      const tag = name.exec(source.slice(lt + 2, lt + 2 + 200))?.[0];
      const end = source.indexOf('>', lt);
      const open = stack.pop();
      if (tag === undefined || end < 0 || source.slice(lt + 2 + tag.length, end).trim() !== '' || open?.tag !== tag) return { ok: false, reason: `the end tag </${tag ?? ''}> does not match the element it closes` };
      if (open.keep && keeping()) out += `</${tag}>`;
      i = end + 1;
    } else {
      const tag = name.exec(source.slice(lt + 1, lt + 1 + 200))?.[0];
      if (tag === undefined) return { ok: false, reason: 'a "<" starts no element' };
      if (stack.length === 0 && (sawRoot || tag !== 'svg')) return { ok: false, reason: sawRoot ? 'it has more than one root element' : `its root element is <${tag}>, not <svg>` };
      sawRoot = true;
      let at = lt + 1 + tag.length;
      const attributes: [string, string][] = [];
      for (;;) {
        attributePattern.lastIndex = at;
        const match = attributePattern.exec(source);
        if (!match) break;
        const value = decodeXml(match[2] ?? match[3] ?? '');
        if (value === undefined) return { ok: false, reason: 'it uses an entity that is not one of XML’s own' };
        attributes.push([match[1] ?? '', value]);
        at = attributePattern.lastIndex;
      }
      const rest = /^\s*(\/?)>/.exec(source.slice(at, at + 200));
      if (!rest) return { ok: false, reason: `the tag <${tag}> is not well-formed` };
      i = at + rest[0].length;
      const selfClosing = rest[1] === '/';
      const allowed = svgElements.has(tag) || tag === 'style';
      const inKept = keeping();
      if (!allowed && inKept && isActiveElement(tag)) removed.add(`<${tag}>`);
      const keep = allowed && inKept;
      if (keep) {
        out += `<${tag}`;
        if (stack.length === 0) out += ` xmlns="${svgNamespace}" xmlns:xlink="${xlinkNamespace}"`;
        for (const [attribute, raw] of attributes) {
          const lower = attribute.toLowerCase();
          if (stack.length === 0 && (lower === 'xmlns' || lower === 'xmlns:xlink')) continue;
          const value = tag === 'style' || !isAllowedAttribute(tag, lower, true) ? undefined : attributeValue(tag, lower, raw);
          if (value === undefined) {
            if (tag !== 'style' && isActiveAttribute(lower)) removed.add(attribute);
          } else out += ` ${attribute}="${escapeXml(value, true)}"`;
        }
        out += selfClosing ? '/>' : '>';
      }
      if (!selfClosing) {
        if (stack.length >= maxDepth) return { ok: false, reason: `its elements nest deeper than ${maxDepth}` };
        stack.push({ tag, keep: allowed });
      }
    }
  }
  if (!sawRoot) return { ok: false, reason: 'it has no <svg> element' };
  if (stack.length > 0) return { ok: false, reason: `<${stack[stack.length - 1]?.tag ?? ''}> is never closed` };
  const styled = dropUnsafeStyles(out);
  if (styled !== out) removed.add('<style> that loads or hides something');
  return { ok: true, text: styled, removed: [...removed] };
}

/** Whether a removed element could have run or loaded something (a script, HTML, an animation); a drawing program's metadata could not. */
function isActiveElement(tag: string): boolean {
  const lower = tag.toLowerCase();
  return droppedElements.has(lower) || htmlElements.has(lower) || lower === 'iframe' || lower === 'feimage';
}

/** Whether a removed attribute could have run or loaded something: a handler, a URL, a style, a namespace that makes elements HTML. */
function isActiveAttribute(attribute: string): boolean {
  return /^on/.test(attribute) || /(^|:)href$/.test(attribute) || attribute === 'style' || attribute === 'xmlns' || attribute === 'src';
}

/** Drops `<style>` elements whose CSS could load something; plain rules (`.a{fill:#fff}`) stay. */
function dropUnsafeStyles(svg: string): string {
  return svg.replace(/<style\b[^>]*>([\s\S]*?)<\/style>/g, (element, css: string) => (unsafeCss.test(css.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) ? '' : element));
}
