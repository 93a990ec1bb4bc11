// The elements and attributes user-written HTML/JSX may produce. Anything not listed is left out
// (an allowlist, not a blocklist): a new browser feature cannot slip through by default.

/** HTML elements rendered as written. */
export const htmlElements: ReadonlySet<string> = new Set([
  'a', 'abbr', 'address', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'button', 'caption', 'center', 'cite', 'code', 'col', 'colgroup',
  'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'iframe',
  'img', 'input', 'ins', 'kbd', 'label', 'li', 'main', 'mark', 'nav', 'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small',
  'source', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'track', 'u', 'ul', 'var', 'video', 'wbr',
]);

/** SVG elements rendered as written (inside `<svg>`); animation and foreignObject are left out because they can set links or embed HTML. */
export const svgElements: ReadonlySet<string> = new Set([
  'svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'text', 'tspan', 'textPath', 'defs', 'linearGradient', 'radialGradient', 'stop',
  'clipPath', 'mask', 'pattern', 'use', 'symbol', 'title', 'desc', 'marker', 'image', 'a', 'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix',
  'feFlood', 'feComposite', 'feMerge', 'feMergeNode', 'feDropShadow',
]);

/**
 * Elements whose content is dropped too: they run script, load documents, or change the whole page;
 * or the parser reads their content as text (`xmp`, `noembed`, `noframes`, `plaintext`, `textarea`,
 * `title`), so markup rendered inside them would be read differently by the browser.
 */
export const droppedElements: ReadonlySet<string> = new Set([
  'script', 'style', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'frame', 'frameset', 'noscript', 'template', 'portal', 'foreignobject', 'animate',
  'animatemotion', 'animatetransform', 'set', 'handler', 'listener', 'xml', 'param', 'head', 'html', 'body', 'title', 'form', 'select', 'textarea', 'option', 'math', 'dialog',
  'xmp', 'noembed', 'noframes', 'plaintext',
]);

/** Elements with no content. */
export const voidElements: ReadonlySet<string> = new Set(['br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/** Attributes any element may have (plus every `aria-*` and `data-*`). */
const globalAttributes = ['id', 'class', 'style', 'title', 'lang', 'dir', 'role', 'tabindex', 'hidden', 'width', 'height', 'align', 'translate'];

/** Attributes allowed on specific HTML elements. URL attributes are checked by {@link urlAttributes}. */
const htmlAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'name', 'download', 'hreflang'],
  img: ['src', 'alt', 'srcset', 'sizes', 'loading', 'decoding'],
  video: ['src', 'poster', 'controls', 'autoplay', 'muted', 'loop', 'playsinline', 'preload'],
  audio: ['src', 'controls', 'autoplay', 'muted', 'loop', 'preload'],
  source: ['src', 'srcset', 'type', 'media', 'sizes'],
  track: ['src', 'kind', 'srclang', 'label', 'default'],
  iframe: ['src', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'scrolling'],
  td: ['colspan', 'rowspan', 'headers', 'valign'],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'valign', 'abbr'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  details: ['open', 'name'],
  time: ['datetime'],
  q: ['cite'],
  blockquote: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  input: ['type', 'checked', 'disabled', 'readonly', 'value', 'placeholder', 'name'],
  label: ['for'],
  button: ['type', 'disabled', 'name', 'value'],
  abbr: ['title'],
};

/** SVG attributes (presentation and geometry). */
const svgAttributes = [
  'viewBox', 'xmlns', 'xmlns:xlink', 'version', 'preserveAspectRatio', 'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y',
  'x1', 'x2', 'y1', 'y2', 'dx', 'dy', 'points', 'transform', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'fx', 'fy', 'offset', 'stop-color',
  'stop-opacity', 'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'font-size', 'font-family', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'letter-spacing', 'href', 'xlink:href',
  'focusable', 'vector-effect', 'pathLength', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'marker-start', 'marker-mid', 'marker-end',
  'filter', 'filterUnits', 'stdDeviation', 'in', 'in2', 'result', 'mode', 'values', 'type', 'operator', 'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity',
  'color', 'display', 'visibility', 'overflow', 'shape-rendering', 'paint-order', 'startOffset', 'textLength', 'lengthAdjust', 'color-interpolation-filters',
];

/** The attributes allowed on each HTML element: a constant table, built once from the lists above. */
const allowedHtml: ReadonlyMap<string, ReadonlySet<string>> = new Map([...htmlElements].map((tag) => [tag, new Set([...globalAttributes, ...(htmlAttributes[tag] ?? [])])]));
const allowedSvg: ReadonlySet<string> = new Set([...globalAttributes, ...svgAttributes].map((a) => a.toLowerCase()));

/**
 * Whether `attribute` (lowercase markup name) is allowed on `tag`; `svg` says the element is inside an `<svg>`.
 * `data-quire-*` attributes are the site runtime's instructions (which attributes to set, which assets
 * to load), so page content may not write them.
 */
export function isAllowedAttribute(tag: string, attribute: string, svg: boolean): boolean {
  if (attribute.startsWith('data-quire-')) return false;
  if (attribute.startsWith('aria-') || (attribute.startsWith('data-') && attribute.length > 5)) return /^[a-z0-9-]+$/.test(attribute);
  if (svg) return allowedSvg.has(attribute);
  return allowedHtml.get(tag)?.has(attribute) ?? false;
}

/** Attributes holding a URL, and what the URL is used for. */
export const urlAttributes: Readonly<Record<string, 'link' | 'media' | 'frame'>> = {
  href: 'link',
  'xlink:href': 'link',
  src: 'media',
  poster: 'media',
  cite: 'link',
  srcset: 'media',
};
