import type { Element } from 'hast';
import { h } from 'hastscript';
import { componentStyles } from '../render/index.ts';
import type { ShellContext } from './shell-context.ts';
import { imageSrc } from './shell-context.ts';
import { shellStyles } from './shell-styles.ts';
import { themeCss } from './theme-css.ts';

/** How the page loads the runtime: from a file next to the pages (export) or inline (preview). */
export type RuntimeScript = { readonly src: string } | { readonly inline: readonly string[] };

/**
 * The Content-Security-Policy of every page: nothing by default; images and media from the site,
 * `data:`/`blob:` and https; inline styles; scripts only from the site (export) or by hash (preview);
 * https frames for video embeds. No connections, forms, objects or base URL changes.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'none'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "style-src 'unsafe-inline'",
    `script-src ${scriptSources.join(' ')}`,
    'frame-src https:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The `<head>`: charset, viewport, CSP, "Page · Site" title, description, favicon, the theme and component CSS, and the runtime. */
export function renderHead(ctx: ShellContext, runtime: RuntimeScript, scriptSources: readonly string[]): Element {
  const { config } = ctx.site;
  const { page } = ctx;
  const favicon = config.favicon !== undefined ? imageSrc(ctx, config.favicon) : undefined;
  const scripts = 'src' in runtime ? [h('script', { src: runtime.src })] : runtime.inline.map((code) => h('script', code));
  return h('head', [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { httpEquiv: 'Content-Security-Policy', content: contentSecurityPolicy(scriptSources) }),
    h('title', page.title === config.name ? config.name : `${page.title} · ${config.name}`),
    ...(page.meta.description !== undefined ? [h('meta', { name: 'description', content: page.meta.description })] : []),
    h('meta', { name: 'generator', content: 'Quire' }),
    ...(favicon !== undefined ? [h('link', { rel: ['icon'], href: favicon })] : []),
    h('style', `${themeCss(config)}${shellStyles}\n${componentStyles}`),
    ...scripts,
  ]);
}
