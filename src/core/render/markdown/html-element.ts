import type { ElementContent } from 'hast';
import { el } from '../hast-helpers.ts';
import { mdastSpan, warn } from '../render-state.ts';
import type { RenderState } from '../render-state.ts';
import { cleanAttributes } from '../safety/clean-attributes.ts';
import { droppedElements, htmlElements, svgElements, voidElements } from '../safety/html-allowlist.ts';
import { parseStable } from '../safety/parse-stable.ts';
import { readProps } from '../static/read-props.ts';
import type { MdxJsxElement } from '../static/read-props.ts';
import { RenderCode } from '../render-codes.ts';

/**
 * Renders a lowercase JSX element (`<img>`, `<video>`, `<svg>…`, `<table>`) through the allowlist:
 * dangerous elements (`script`, `style`, `object`, …) are dropped with their content, unknown ones
 * are replaced by their content, and attributes are cleaned. Each removal is a `render/unsafe-content` warning.
 */
export function htmlElement(rs: RenderState, node: MdxJsxElement): ElementContent[] {
  const tag = node.name ?? '';
  const span = mdastSpan(node);
  const inSvg = rs.inSvg || tag === 'svg';
  if (droppedElements.has(tag.toLowerCase()) && !(inSvg && tag === 'title')) {
    warn(rs, span, RenderCode.unsafeContent, `<${tag}> is not allowed in pages (it could run code or change the whole page), so it is left out${tag === 'style' ? '. Use the `style` attribute or the theme colors instead' : ''}.`);
    return [];
  }
  if (!(inSvg ? svgElements.has(tag) : htmlElements.has(tag))) {
    warn(rs, span, RenderCode.unsafeContent, `<${tag}> is not an allowed element, so only its content is shown. Use a standard HTML element or a documented component.`);
    return rs.hast.all(node);
  }
  const handlers: string[] = [];
  const { properties, unsafe } = cleanAttributes(rs.ctx, tag, readProps(rs, node, handlers), inSvg);
  unsafe.unshift(...handlers.map((h) => `\`${h}\``));
  if (unsafe.length > 0) warn(rs, span, RenderCode.unsafeContent, `${unsafe.join(', ')} on <${tag}> ${unsafe.length > 1 ? 'are' : 'is'} left out: event handlers, \`srcdoc\`, form actions, \`javascript:\`-like URLs and CSS that loads code could run code; \`data-quire-*\` would instruct the site's runtime, and fixed or sticky positioning would cover the site around the page.`);
  if (voidElements.has(tag) && !inSvg) return [el(tag, properties)];
  const saved = rs.inSvg;
  rs.inSvg = inSvg;
  let element: ElementContent;
  try {
    element = el(tag, properties, rs.hast.all(node));
  } finally {
    rs.inSvg = saved;
  }
  // What Markdown and components render inside an <svg> is HTML, and an iframe's content is read
  // as text: checked once, where the HTML part of the tree ends.
  if (saved || (tag !== 'svg' && tag !== 'iframe')) return [element];
  const removed: string[] = [];
  const out = parseStable([element], removed);
  if (removed.length > 0) warn(rs, span, RenderCode.unsafeContent, `Left out of <${tag}>: ${[...new Set(removed)].join(', ')}. ${tag === 'svg' ? 'Only SVG elements and text keep their meaning inside <svg>' : 'A browser never shows the content of an <iframe>'}.`);
  return out;
}
