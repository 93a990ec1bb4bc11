import type { Root } from 'hast';
import { h } from 'hastscript';
import { isExternalUrl } from '../project/external-url.ts';
import { serializeHtml } from '../render/index.ts';

/** A redirect page may load, run, frame or submit nothing: it only refreshes to its destination. */
export const redirectPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'";

/**
 * Where a redirect may send a reader: an http(s) URL, kept as written, or a path of the same site
 * (`/new/page`, `../x`), returned as `internal`; anything else (`javascript:`, `data:`, `//host`,
 * a backslash, a control character) gives undefined.
 */
export function redirectDestination(destination: string): { readonly external: string } | { readonly internal: string } | undefined {
  const trimmed = destination.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (trimmed === '' || /[\u0000-\u001f\u007f\\]/.test(trimmed)) return undefined;
  if (/^https?:\/\/[^/]/i.test(trimmed)) return { external: trimmed };
  if (isExternalUrl(trimmed)) return undefined;
  return { internal: trimmed };
}

/**
 * The page an export writes at a redirect's source: Quire's own markup, not the project's, that
 * refreshes at once to `url` (already made relative or checked by redirectDestination) and shows
 * it as a link for browsers that do not refresh; its policy allows nothing else.
 */
export function renderRedirect(url: string): string {
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      h('html', { lang: 'en' }, [
        h('head', [
          h('meta', { charSet: 'utf-8' }),
          h('meta', { httpEquiv: 'Content-Security-Policy', content: redirectPolicy }),
          h('meta', { name: 'robots', content: 'noindex' }),
          h('meta', { httpEquiv: 'refresh', content: `0; url=${url}` }),
          h('title', 'Moved'),
        ]),
        h('body', [h('p', ['This page has moved to ', h('a', { href: url }, url), '.'])]),
      ]),
    ],
  };
  return serializeHtml(tree);
}
