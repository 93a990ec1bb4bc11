import { decodeUri } from './decode-uri.ts';
import type { PreviewMessage } from '../protocol.ts';

/** What a click handler may do. */
export interface ClickContext {
  /** The site URL of the page shown, to resolve relative links. */
  readonly pageUrl: string;
  readonly send: (message: PreviewMessage) => void;
  readonly scrollTo: (anchor: string) => void;
  /** Opens an external URL in a new browsing context. */
  readonly open: (url: string) => void;
  /** The project file of the page shown, for "suggest edits". */
  readonly file: string | undefined;
}

const schemePattern = /^[a-z][a-z0-9+.-]*:/i;
const SITE_ORIGIN = 'https://site.invalid';

const XLINK = 'http://www.w3.org/1999/xlink';
const SVG = 'http://www.w3.org/2000/svg';

/** A link a click follows: the element and the URL as written. */
export interface ActivatedLink {
  readonly element: Element;
  readonly href: string;
}

/**
 * The link a click would follow, the way the browser finds it: the nearest element on the
 * event's path that is an `a` (HTML, or SVG with `href` or the older `xlink:href`) or an `area`
 * with a URL. Undefined when the click is on no link.
 */
export function activatedLink(event: Event): ActivatedLink | undefined {
  for (const node of event.composedPath()) {
    if (!(node instanceof Element) || (node.localName !== 'a' && node.localName !== 'area')) continue;
    // SVG's `href` wins over `xlink:href`, as in SVGAElement.href.
    const href = node.getAttribute('href') ?? (node.namespaceURI === SVG ? node.getAttributeNS(XLINK, 'href') : null);
    if (href !== null) return { element: node, href };
  }
  return undefined;
}

/**
 * Handles a click on a link in the preview (after the site runtime, which handles its own
 * controls and marks their clicks as handled): a link to an anchor scrolls, a link to another
 * page of the site becomes a `navigate` message, "Suggest edits" becomes `open-file` for the page
 * shown, and an external link opens in a new window. The preview page itself never navigates:
 * every link is handled here (HTML and SVG links, image map areas; Enter on a link is a click too).
 */
export function handleClick(event: MouseEvent, context: ClickContext): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const link = activatedLink(event);
  if (!link) return;
  event.preventDefault();
  if (link.element.classList.contains('q-feedback-edit') && context.file !== undefined) {
    context.send({ type: 'open-file', path: context.file });
    return;
  }
  followLink(link.href, context);
}

/** Follows a link's URL as a click on it would (see handleClick): scrolls to an anchor of the page shown, navigates to another page of the site, or opens an external URL. */
export function followLink(written: string, context: ClickContext): void {
  const href = written.trim();
  if (href.startsWith('#')) {
    context.scrollTo(decodeUri(href.slice(1)));
    return;
  }
  if (schemePattern.test(href) || href.startsWith('//')) {
    openExternal(href, context.open);
    return;
  }
  const url = new URL(href, SITE_ORIGIN + (context.pageUrl.startsWith('/') ? context.pageUrl : `/${context.pageUrl}`));
  if (url.origin !== SITE_ORIGIN) return;
  if (samePage(url.pathname, context.pageUrl) && url.hash) {
    context.scrollTo(decodeUri(url.hash.slice(1)));
    return;
  }
  context.send({ type: 'navigate', href: url.pathname + url.hash });
}

/** Opens an external URL (http, https, mailto or protocol-relative; nothing else, such as `javascript:`) with `open`. */
export function openExternal(href: string, open: (url: string) => void): void {
  if (/^(https?:|mailto:|\/\/)/i.test(href.trim())) open(href.trim());
}

function samePage(a: string, b: string): boolean {
  const norm = (p: string) => `/${p.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')}`;
  return norm(a) === norm(b);
}
