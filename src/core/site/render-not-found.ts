import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import { serializeHtml } from '../render/index.ts';
import { contentSecurityPolicy } from './render-head.ts';
import { shellMarkdown } from './shell-markdown.ts';
import { shellStyles } from './shell-styles.ts';
import { isExternalUrl, safeUrl } from './site-links.ts';
import type { SiteShell } from './site-shell.ts';
import { themeCss } from './theme-css.ts';

/**
 * The export's `404.html`: the site's name and colors, the `errors.404` title (default "Page not
 * found") and description (Markdown; its site links lead to `.html` files beside `homeUrl`), and a
 * link to `homeUrl` (default `/index.html`). With `errors.404.redirect` (its default when `errors.404`
 * is written) the page also sends the reader there at once, by a refresh (it allows no script).
 *
 * Static hosts (GitHub Pages, Netlify, Cloudflare Pages, Vercel, S3) serve this file at any missing
 * URL without redirecting, so a relative link would resolve against the missing URL's folder:
 * `index.html` at `/a/b/c` is `/a/b/index.html`, itself missing. Without a script (this page allows
 * none) nothing can find the site's folder at run time, so the link is absolute from the root and
 * the caller passes the site's base path when it is served from a sub-folder (`quire build --base
 * /docs/`). Everything else the page needs is inside it (inline CSS, no images or fonts), so there is
 * no other URL to go wrong. The regular pages keep relative links and still work from file:// and
 * any sub-folder; only this page, which only a host serves, depends on the base.
 */
export function renderNotFound(shell: SiteShell, homeUrl = '/index.html'): string {
  const theme = shell.appearance.default;
  const notFound = shell.errors404;
  const base = homeUrl.replace(/[^/]*$/, '');
  const description: Element[] =
    notFound?.description !== undefined
      ? [h('div', { className: ['q-page-description'] }, shellMarkdown(notFound.description, (url) => notFoundLink(url, base)))]
      : [h('p', { className: ['q-page-description'] }, 'The page you are looking for does not exist or has moved.')];
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      h('html', { lang: 'en', ...(theme !== 'system' ? { dataTheme: theme } : {}), ...(shell.theme !== undefined ? { dataSiteTheme: shell.theme } : {}) }, [
        h('head', [
          h('meta', { charSet: 'utf-8' }),
          h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
          h('meta', { httpEquiv: 'Content-Security-Policy', content: contentSecurityPolicy(["'none'"]) }),
          ...(notFound?.redirect ? [h('meta', { httpEquiv: 'refresh', content: `0; url=${homeUrl}` })] : []),
          h('title', `${notFound?.title ?? 'Page not found'} · ${shell.name}`),
          h('style', `${themeCss(shell)}${shellStyles}`),
        ]),
        h('body', [
          h('main', { className: ['q-main', 'q-not-found'], id: 'q-content' }, [
            h('article', { className: ['q-article'] }, [
              h('header', { className: ['q-page-header'] }, [
                h('p', { className: ['q-eyebrow'] }, shell.name),
                h('h1', { className: ['q-page-title'] }, notFound?.title ?? 'Page not found'),
                ...description,
              ]),
              h('p', [h('a', { className: ['q-cta'], href: homeUrl }, 'Go to the home page')]),
            ]),
          ]),
        ]),
      ]),
    ],
  };
  return serializeHtml(tree);
}

/** A link of the 404 description: web URLs as written (if safe), a site page as its `.html` file under `base`. */
function notFoundLink(url: string, base: string): string | undefined {
  if (isExternalUrl(url)) return safeUrl(url);
  const [path = '', hash] = url.split('#', 2);
  const file = path.replace(/^\/+/, '');
  const target = file === '' ? `${base}index.html` : /\.[a-z0-9]+$/i.test(file) ? `${base}${file}` : `${base}${file}.html`;
  // Checked again: a scheme hidden by control characters is no web URL to isExternalUrl, but is one to a browser.
  return safeUrl(hash !== undefined ? `${target}#${hash}` : target);
}
