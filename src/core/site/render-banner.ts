import type { Element } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';
import { linkHref } from './shell-context.ts';
import { sha256 } from './sha256.ts';
import { shellMarkdown, shellMarkdownCache } from './shell-markdown.ts';
import type { SiteShell } from './site-shell.ts';
import { cssColor } from './theme-css.ts';
import { cachesOf } from '../session/session-project.ts';

/**
 * What a dismissal of the site's banner is kept under: a hash of the site name and the banner text,
 * so a reader's dismissal holds for this banner of this site only, and a new banner shows again.
 */
export function bannerKey(shell: SiteShell): string | undefined {
  if (!shell.banner?.dismissible) return undefined;
  return Array.from(sha256(`${shell.name}\n${shell.banner.content}`).subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `banner` above the top bar: its Markdown text (see shellMarkdown), tinted by its `type` or on
 * its own `color` per mode, and for a dismissible one a close button, which needs the runtime
 * (`q-js-only`): it hides the banner and remembers that under the banner's key (`data-banner` on
 * `<html>`, see bannerKey).
 */
export function renderBanner(ctx: ShellContext): Element | undefined {
  const banner = ctx.site.shell.banner;
  if (!banner) return undefined;
  const close = lookupIcon('xmark');
  const style = bannerStyle(banner.color);
  const className = banner.type === 'info' ? ['q-banner'] : ['q-banner', `q-banner-${banner.type}`];
  return h('div', { className, role: 'region', ariaLabel: 'Announcement', ...(style !== undefined ? { style } : {}) }, [
    h('div', { className: ['q-banner-content'] }, shellMarkdown(banner.content, (url) => linkHref(ctx, url), cachesOf(ctx.site.project).get(shellMarkdownCache))),
    ...(banner.dismissible
      ? [h('button', { type: 'button', className: ['q-banner-dismiss', 'q-js-only'], ariaLabel: 'Dismiss banner', title: 'Dismiss', dataBannerDismiss: '' }, close ? [iconElement(close)] : [])]
      : []),
  ]);
}

/** The banner's own colors as CSS variables the styles read per mode: each background, with black or white text, whichever reads better on it. */
function bannerStyle(color: { readonly light: string | undefined; readonly dark: string | undefined } | undefined): string | undefined {
  const parts: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const background = cssColor(color?.[mode]);
    if (background !== undefined) parts.push(`--q-banner-bg-${mode}:${background}`, `--q-banner-fg-${mode}:${luminance(background) > 0.4 ? '#111827' : '#ffffff'}`);
  }
  return parts.length > 0 ? parts.join(';') : undefined;
}

/** The relative luminance (0 black … 1 white) of a 3- or 6-digit hex color. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channel = (i: number): number => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}
