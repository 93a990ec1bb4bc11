import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { SocialPlatform } from '../config/index.ts';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';
import { externalLinkProps, linkHref, outsideProps } from './shell-context.ts';
import type { ShellLinkColumn } from './site-shell.ts';
import { safeUrl } from './site-links.ts';

/** A platform's label and bundled icon. */
interface SocialIcon {
  readonly label: string;
  readonly icon: string;
}

/** Each `footerSocials` platform with its label and bundled icon. */
export const socialIcons: Readonly<Record<SocialPlatform, SocialIcon>> = {
  website: { label: 'Website', icon: 'globe' },
  facebook: { label: 'Facebook', icon: 'facebook' },
  x: { label: 'X', icon: 'x-twitter' },
  discord: { label: 'Discord', icon: 'discord' },
  slack: { label: 'Slack', icon: 'slack' },
  github: { label: 'GitHub', icon: 'github' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin' },
  instagram: { label: 'Instagram', icon: 'instagram' },
  'hacker-news': { label: 'Hacker News', icon: 'hacker-news' },
};

/**
 * Platforms the spec leaves out of `footerSocials` (each is a `config/legacy-social-platform`
 * warning) but that have an icon, and the current format's further platforms: the footer shows them
 * after the spec's, as the platform does. Other keys are not shown.
 */
export const extraSocialIcons: Readonly<Record<string, SocialIcon>> = {
  twitter: { label: 'Twitter', icon: 'twitter' },
  youtube: { label: 'YouTube', icon: 'youtube' },
  medium: { label: 'Medium', icon: 'medium' },
  // Platforms of the current format's `footer.socials` (its `x-twitter` is `x`).
  telegram: { label: 'Telegram', icon: 'telegram' },
  bluesky: { label: 'Bluesky', icon: 'bluesky' },
  threads: { label: 'Threads', icon: 'threads' },
  reddit: { label: 'Reddit', icon: 'reddit' },
  podcast: { label: 'Podcast', icon: 'microphone' },
  'earth-americas': { label: 'Website', icon: 'earth-americas' },
};

/** The footer: the columns of links, the social icons (the spec's platforms in its order, then the others above) and the site name. */
export function renderFooter(ctx: ShellContext): Element {
  const { socials: accounts, links } = ctx.site.shell.footer;
  const socials: ElementContent[] = [];
  for (const [platform, known] of [...Object.entries(socialIcons), ...Object.entries(extraSocialIcons)]) {
    const url = accounts[platform];
    const href = url !== undefined ? safeUrl(url) : undefined;
    const shape = lookupIcon(known.icon);
    if (!shape || href === undefined) continue;
    socials.push(h('li', [h('a', { className: ['q-social'], href, ariaLabel: known.label, title: known.label, ...externalLinkProps }, [iconElement(shape)])]));
  }
  const columns = renderFooterColumns(ctx, links);
  return h('footer', { className: ['q-footer'] }, [
    ...(columns ? [columns] : []),
    ...(socials.length > 0 ? [h('ul', { className: ['q-socials'] }, socials)] : []),
    h('p', { className: ['q-footer-name'] }, ctx.site.shell.name),
  ]);
}

/** The `footer.links` columns, each a header and a list of links; links with an unsafe URL are left out, and columns left empty. */
function renderFooterColumns(ctx: ShellContext, columns: readonly ShellLinkColumn[]): Element | undefined {
  const shown: Element[] = [];
  for (const column of columns) {
    const items: Element[] = [];
    for (const item of column.items) {
      const href = linkHref(ctx, item.href);
      if (href !== undefined) items.push(h('li', [h('a', { className: ['q-footer-link'], href, ...outsideProps(item.href) }, item.label)]));
    }
    if (items.length === 0) continue;
    shown.push(h('div', { className: ['q-footer-column'] }, [...(column.header !== undefined ? [h('p', { className: ['q-footer-header'] }, column.header)] : []), h('ul', items)]));
  }
  return shown.length > 0 ? h('nav', { className: ['q-footer-links'], ariaLabel: 'Footer' }, shown) : undefined;
}
