import { stripPageExtension } from '../project/page-files.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { normalizePath } from '../project/project.ts';

const unsafeScheme = /^(?:javascript|vbscript|data|file):/i;


/** The URL if it is safe to put in an `href` or `src`, or undefined for script, data and file URLs. */
export function safeUrl(url: string): string | undefined {
  // Browsers ignore control characters and spaces inside a scheme, so strip them before testing.
  let probe = '';
  for (const c of url) {
    const code = c.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) probe += c;
  }
  if (probe === '' || unsafeScheme.test(probe)) return undefined;
  return url.trim();
}

/** The folder prefix a tab or anchor `url` names: `/guides/` → `guides`. */
export function urlPrefix(url: string): string {
  return normalizePath(url.split(/[?#]/)[0] ?? '');
}

/** Whether a page path lies under a prefix (`guides` holds `guides` and `guides/x`, not `guides-old/x`). */
export function underPrefix(pagePath: string, prefix: string): boolean {
  return prefix !== '' && (pagePath === prefix || pagePath.startsWith(`${prefix}/`));
}

/** The page path a navigation entry or link names: `/guides/x.mdx#a` → `guides/x`. */
export function pagePathOf(reference: string): string {
  return stripPageExtension(normalizePath(reference.split(/[?#]/)[0] ?? ''));
}

/** A relative URL from one output file to another (`guides/a.html` → `img/x.png` gives `../img/x.png`), each segment percent-encoded. */
export function relativeUrl(fromFile: string, toFile: string): string {
  const from = fromFile.split('/').slice(0, -1);
  const to = toFile.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const up = from.slice(common).map(() => '..');
  const rest = to.slice(common).map((segment) => encodeURIComponent(segment));
  return [...up, ...rest].join('/') || './';
}

const imageIconPattern = /^(?:https?:\/\/|\/)|\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i;

/** Whether an `icon` value is an image (a URL or an image path) rather than an icon name. */
export function isImageIcon(value: string): boolean {
  return imageIconPattern.test(value.trim());
}

export { isExternalUrl };
