import { hasPageExtension } from '../project/page-files.ts';

/** What a `show` request names: a project file, or a site page with an optional anchor. */
export type PageTarget = { readonly kind: 'file'; readonly file: string } | { readonly kind: 'url'; readonly path: string; readonly anchor: string | undefined };

/**
 * Reads a `show` target: `guides/a.mdx` is a file; `/guides/a#setup`, `/guides/a.html`, `/` and
 * `guides/a/` are site URLs (the path without slashes or `.html`, `''` for the home page).
 */
export function parsePageTarget(target: string): PageTarget {
  if (hasPageExtension(target) && !target.includes('#')) return { kind: 'file', file: target.replace(/^\/+/, '') };
  const hashAt = target.indexOf('#');
  const rawPath = hashAt < 0 ? target : target.slice(0, hashAt);
  const rawAnchor = hashAt < 0 ? undefined : target.slice(hashAt + 1);
  const path = decode(rawPath.split('?')[0] ?? '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.html$/i, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/\/+$/, '');
  return { kind: 'url', path, anchor: rawAnchor ? decode(rawAnchor) : undefined };
}

/** The site URL of a page path (`guides/a`) with an optional anchor, as the preview shows it. */
export function siteUrl(pagePath: string, anchor?: string): string {
  const path = `/${pagePath.split('/').map(encodeURIComponent).join('/')}`;
  return anchor ? `${path}#${encodeURIComponent(anchor)}` : path;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
