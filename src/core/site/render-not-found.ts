import type { Root } from 'hast';
import { h } from 'hastscript';
import type { DocsConfig } from '../config/index.ts';
import { serializeHtml } from '../render/index.ts';
import { contentSecurityPolicy } from './render-head.ts';
import { shellStyles } from './shell-styles.ts';
import { themeCss } from './theme-css.ts';

/**
 * The export's `404.html`: the site's name and colors, "Page not found" and a link to `homeUrl`
 * (default `/index.html`).
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
export function renderNotFound(config: DocsConfig, homeUrl = '/index.html'): string {
  const theme = config.modeToggle.default;
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      h('html', { lang: 'en', ...(theme !== undefined ? { dataTheme: theme } : {}) }, [
        h('head', [
          h('meta', { charSet: 'utf-8' }),
          h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
          h('meta', { httpEquiv: 'Content-Security-Policy', content: contentSecurityPolicy(["'none'"]) }),
          h('title', `Page not found · ${config.name}`),
          h('style', `${themeCss(config)}${shellStyles}`),
        ]),
        h('body', [
          h('main', { className: ['q-main', 'q-not-found'], id: 'q-content' }, [
            h('article', { className: ['q-article'] }, [
              h('header', { className: ['q-page-header'] }, [
                h('p', { className: ['q-eyebrow'] }, config.name),
                h('h1', { className: ['q-page-title'] }, 'Page not found'),
                h('p', { className: ['q-page-description'] }, 'The page you are looking for does not exist or has moved.'),
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
