import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { SocialPlatform } from '../config/index.ts';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';
import { externalLinkProps } from './shell-context.ts';
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
 * Platforms the spec leaves out of `footerSocials` (each is a `config/invalid-social-platform`
 * error) but that have an icon: the footer still shows them after the allowed ones, since an
 * error never drops content that can be shown. Other keys are not shown.
 */
export const extraSocialIcons: Readonly<Record<string, SocialIcon>> = {
  twitter: { label: 'Twitter', icon: 'twitter' },
  youtube: { label: 'YouTube', icon: 'youtube' },
  medium: { label: 'Medium', icon: 'medium' },
};

/** The footer: the `footerSocials` icons (the allowed platforms in the spec's order, then twitter, youtube and medium) and the site name. */
export function renderFooter(ctx: ShellContext): Element {
  const socials: ElementContent[] = [];
  const accounts: Readonly<Record<string, unknown>> = ctx.site.config.footerSocials ?? {};
  for (const [platform, known] of [...Object.entries(socialIcons), ...Object.entries(extraSocialIcons)]) {
    const url = accounts[platform];
    const href = typeof url === 'string' ? safeUrl(url) : undefined;
    const shape = lookupIcon(known.icon);
    if (!shape || href === undefined) continue;
    socials.push(h('li', [h('a', { className: ['q-social'], href, ariaLabel: known.label, title: known.label, ...externalLinkProps }, [iconElement(shape)])]));
  }
  return h('footer', { className: ['q-footer'] }, [
    ...(socials.length > 0 ? [h('ul', { className: ['q-socials'] }, socials)] : []),
    h('p', { className: ['q-footer-name'] }, ctx.site.config.name),
  ]);
}
