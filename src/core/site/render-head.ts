import type { Element } from 'hast';
import { h } from 'hastscript';
import type { ShellContext } from './shell-context.ts';
import { fontCss } from './font-css.ts';
import { imageSrc } from './shell-context.ts';
import { seoHead } from './seo-head.ts';
import { themeCss } from './theme-css.ts';
import { codeThemeCss } from './code-theme-css.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';

/**
 * How a page gets the CSS and the runtime every site page shares (the per-site theme CSS is always
 * inline). `files`: it links them, as an export does with `_quire/quire.css` and
 * `_quire/quire-runtime.js`, so they are cached once for every page; the script is allowed by its
 * hash (`scriptHash`, the CSP source `'sha256-…'`), which it carries as its `integrity` too, so no
 * other file of the site can run as a script, even one a project smuggled in (integrity needs the
 * page to be served: from file:// the browser refuses the runtime and the page stays readable
 * without it); `markdown` is the URL of the page's Markdown, linked as its `alternate`. `provided`: the page that shows this one already loads them (the preview page has the site's stylesheet and runtime as files of its own),
 * so the page carries neither and allows no script.
 */
export type HeadAssets =
  | {
      readonly kind: 'files';
      readonly stylesheet: string;
      readonly script: string;
      readonly scriptHash: string;
      /** The page's Markdown (an export that publishes it), linked as its alternate. */
      readonly markdown?: string;
      /** The diagram script (see diagramScript), which a page with a diagram loads after the runtime, allowed by its hash as the runtime is; none: diagrams show their source. */
      readonly diagrams?: { readonly script: string; readonly scriptHash: string };
    }
  | { readonly kind: 'provided' };

/**
 * The Content-Security-Policy of every page: nothing by default; images and media from the site,
 * `data:`/`blob:` and https; styles from the site and inline; scripts only by hash (the runtime file with that
 * `integrity`) or none at all (provided); https frames for video embeds; http(s) connections only
 * when `connect` (the runtime's API playground sends requests from an exported page). No forms,
 * objects or base URL changes.
 * @param options `connect`: allow `fetch` to http(s) URLs; default false. `fonts`: the `font-src`
 * sources (`'self'`, `https://fonts.example`), only those the config's `fonts` use; default none.
 */
export function contentSecurityPolicy(scriptSources: readonly string[], options: { readonly connect?: boolean; readonly fonts?: readonly string[] } = {}): string {
  return [
    "default-src 'none'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "style-src 'self' 'unsafe-inline'",
    `script-src ${scriptSources.join(' ')}`,
    ...(options.fonts !== undefined && options.fonts.length > 0 ? [`font-src ${options.fonts.join(' ')}`] : []),
    ...(options.connect === true ? ['connect-src https: http:'] : []),
    'frame-src https:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** What a page's body uses that its head must load. */
export interface PageUses {
  /** A diagram (see renderMermaid): the head loads the diagram script, when the assets have one. */
  readonly diagrams?: boolean;
  /** The URL of the stylesheet of the body's utility classes (an export's page that has some), linked after every other style, as the preview puts them after the page. */
  readonly utilities?: string;
}

/** The head title: "Page · Site", or just the site name for a page titled like the site. */
export function headTitle(pageTitle: string, siteName: string): string {
  return pageTitle === siteName ? siteName : `${pageTitle} · ${siteName}`;
}

/**
 * The `<head>`: charset, viewport, CSP, title, the search engine and social tags (see seoHead), favicon
 * (one, or one per color scheme), the theme CSS and the fonts' (inline, they are per site), and the
 * shared CSS and runtime as `assets` says, and what the body `uses` (the diagram script).
 */
export function renderHead(ctx: ShellContext, assets: HeadAssets, uses: PageUses = {}): Element {
  const { shell } = ctx.site;
  const { page } = ctx;
  const diagrams = assets.kind === 'files' && uses.diagrams === true ? assets.diagrams : undefined;
  // The search and diagram scripts are allowed by their hashes too (the search box carries its own as its integrity).
  const scriptSources = assets.kind === 'files' ? [assets.scriptHash, ...(ctx.search?.integrity !== undefined ? [`'${ctx.search.integrity}'`] : []), ...(diagrams ? [diagrams.scriptHash] : [])] : ["'none'"];
  const fonts = fontCss(ctx);
  return h('head', [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { httpEquiv: 'Content-Security-Policy', content: contentSecurityPolicy(scriptSources, { connect: assets.kind === 'files', fonts: fonts.sources }) }),
    h('title', headTitle(page.title, shell.name)),
    ...seoHead(ctx),
    // Where agents find the page as Markdown (an export that publishes it).
    ...(assets.kind === 'files' && assets.markdown !== undefined ? [h('link', { rel: ['alternate'], type: 'text/markdown', href: assets.markdown })] : []),
    h('meta', { name: 'generator', content: 'Quire' }),
    ...faviconLinks(ctx),
    ...(assets.kind === 'files' ? [h('link', { rel: ['stylesheet'], href: assets.stylesheet })] : []),
    h('style', themeCss(shell) + codeThemeCss(currentSourceOf(ctx.site.config)?.styling?.codeblocks)),
    ...(fonts.css !== '' ? [h('style', fonts.css)] : []),
    ...(uses.utilities !== undefined ? [h('link', { rel: ['stylesheet'], href: uses.utilities })] : []),
    ...(assets.kind === 'files' ? [h('script', { src: assets.script, integrity: assets.scriptHash.replace(/'/g, '') })] : []),
    // Deferred: mermaid's bundle is large, and the page reads (its diagrams as source) while it loads.
    ...(diagrams ? [h('script', { src: diagrams.script, integrity: diagrams.scriptHash.replace(/'/g, ''), defer: true })] : []),
  ]);
}

/** The favicon link: one, or a light and a dark one chosen by the reader's color scheme (browsers pick the icon by `media`, not by the page's mode). */
function faviconLinks(ctx: ShellContext): Element[] {
  const favicon = ctx.site.shell.favicon;
  if (!favicon) return [];
  const link = (path: string, media: string | undefined): Element[] => {
    const href = imageSrc(ctx, path);
    return href === undefined ? [] : [h('link', { rel: ['icon'], href, ...(media !== undefined ? { media } : {}) })];
  };
  if (favicon.light === favicon.dark) return link(favicon.light, undefined);
  return [...link(favicon.light, '(prefers-color-scheme: light)'), ...link(favicon.dark, '(prefers-color-scheme: dark)')];
}
