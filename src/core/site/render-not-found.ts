import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { DocsConfig } from '../config/index.ts';
import { contentSecurityPolicy } from './render-head.ts';
import { shellStyles } from './shell-styles.ts';
import { themeCss } from './theme-css.ts';

/**
 * The export's `404.html`: the site's name and colors, "Page not found" and a link to the home
 * page. Static hosts serve it at any missing URL, so it needs no script and links only to `homeUrl`.
 */
export function renderNotFound(config: DocsConfig, homeUrl: string): string {
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
  return toHtml(tree);
}
