import type { Element } from 'hast';
import { h } from 'hastscript';
import type { ShellContext } from './shell-context.ts';
import { imageSrc } from './shell-context.ts';
import { themeCss } from './theme-css.ts';

/**
 * How a page loads the shared CSS and runtime. An export links the files next to the pages
 * (`quire.css`, `quire-runtime.js`) so browsers cache them across pages; the preview inlines them
 * and allows each inline script by its hash.
 */
export type HeadAssets =
  | { readonly kind: 'files'; readonly stylesheet: string; readonly script: string }
  | { readonly kind: 'inline'; readonly styles: string; readonly scripts: readonly string[]; readonly scriptHashes: readonly string[] };

/**
 * The Content-Security-Policy of every page: nothing by default; images and media from the site,
 * `data:`/`blob:` and https; styles from the site and inline; scripts only from the site (export)
 * or by hash (preview); https frames for video embeds. No connections, forms, objects or base URL changes.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'none'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "style-src 'self' 'unsafe-inline'",
    `script-src ${scriptSources.join(' ')}`,
    'frame-src https:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The head title: "Page · Site", or just the site name for a page titled like the site. */
export function headTitle(pageTitle: string, siteName: string): string {
  return pageTitle === siteName ? siteName : `${pageTitle} · ${siteName}`;
}

/** The `<head>`: charset, viewport, CSP, title, description, favicon, the theme CSS (inline, it is per site), the shared CSS and the runtime. */
export function renderHead(ctx: ShellContext, assets: HeadAssets): Element {
  const { config } = ctx.site;
  const { page } = ctx;
  const favicon = config.favicon !== undefined ? imageSrc(ctx, config.favicon) : undefined;
  const files = assets.kind === 'files';
  return h('head', [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { httpEquiv: 'Content-Security-Policy', content: contentSecurityPolicy(files ? ["'self'"] : assets.scriptHashes) }),
    h('title', headTitle(page.title, config.name)),
    ...(page.meta.description !== undefined ? [h('meta', { name: 'description', content: page.meta.description })] : []),
    h('meta', { name: 'generator', content: 'Quire' }),
    ...(favicon !== undefined ? [h('link', { rel: ['icon'], href: favicon })] : []),
    ...(files ? [h('link', { rel: ['stylesheet'], href: assets.stylesheet })] : []),
    h('style', files ? themeCss(config) : `${themeCss(config)}${assets.styles}`),
    ...(files ? [h('script', { src: assets.script })] : assets.scripts.map((code) => h('script', code))),
  ]);
}
