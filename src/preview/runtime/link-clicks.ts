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

/**
 * Handles a click on a link in the preview (after the site runtime, which handles its own
 * controls and marks their clicks as handled): a link to an anchor scrolls, a link to another
 * page of the site becomes a `navigate` message, "Suggest edits" becomes `open-file` for the page
 * shown, and an external link opens in a new window. The preview page itself never navigates.
 */
export function handleClick(event: MouseEvent, context: ClickContext): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const target = event.target instanceof Element ? event.target : event.target instanceof Node ? event.target.parentElement : null;
  if (!target) return;
  const link = target.closest('a[href]');
  if (!link) return;
  event.preventDefault();
  if (link.classList.contains('q-feedback-edit') && context.file !== undefined) {
    context.send({ type: 'open-file', path: context.file });
    return;
  }
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('#')) {
    context.scrollTo(decodeUri(href.slice(1)));
    return;
  }
  if (schemePattern.test(href) || href.startsWith('//')) {
    if (/^(https?:|mailto:|\/\/)/i.test(href)) context.open(href);
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

function samePage(a: string, b: string): boolean {
  const norm = (p: string) => `/${p.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')}`;
  return norm(a) === norm(b);
}
