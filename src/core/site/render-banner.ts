import type { Element } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';
import { linkHref } from './shell-context.ts';
import { sha256 } from './sha256.ts';
import { shellMarkdown } from './shell-markdown.ts';
import type { SiteShell } from './site-shell.ts';

/**
 * What a dismissal of the site's banner is kept under: a hash of the site name and the banner text,
 * so a reader's dismissal holds for this banner of this site only, and a new banner shows again.
 */
export function bannerKey(shell: SiteShell): string | undefined {
  if (!shell.banner?.dismissible) return undefined;
  return Array.from(sha256(`${shell.name}\n${shell.banner.content}`).subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `banner` above the top bar: its Markdown text (see shellMarkdown), and for a dismissible one a
 * close button, which needs the runtime (`q-js-only`): it hides the banner and remembers that under
 * the banner's key (`data-banner` on `<html>`, see bannerKey).
 */
export function renderBanner(ctx: ShellContext): Element | undefined {
  const banner = ctx.site.shell.banner;
  if (!banner) return undefined;
  const close = lookupIcon('xmark');
  return h('div', { className: ['q-banner'], role: 'region', ariaLabel: 'Announcement' }, [
    h('div', { className: ['q-banner-content'] }, shellMarkdown(banner.content, (url) => linkHref(ctx, url))),
    ...(banner.dismissible
      ? [h('button', { type: 'button', className: ['q-banner-dismiss', 'q-js-only'], ariaLabel: 'Dismiss banner', title: 'Dismiss', dataBannerDismiss: '' }, close ? [iconElement(close)] : [])]
      : []),
  ]);
}
