import type { Element } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';
import { externalLinkProps, linkHref, outsideProps } from './shell-context.ts';
import { parseGithubRepository } from './repository-url.ts';
import { safeUrl } from './site-links.ts';

/** Formats a star count the way GitHub does: 950, 1.2k, 12.3k, 1.5M. */
export function formatStars(stars: number): string {
  if (stars < 1000) return String(Math.max(0, Math.round(stars)));
  if (stars < 1_000_000) return `${(Math.floor(stars / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
  return `${(Math.floor(stars / 100_000) / 10).toFixed(1).replace(/\.0$/, '')}M`;
}

/**
 * The primary button at the end of the top bar (`navbar.primary`, the spec's `topbarCtaButton`): a
 * button with its label, or the GitHub mark with the repository name and, when the host supplied it
 * (`githubStars`), the star count.
 */
export function renderCtaButton(ctx: ShellContext): Element | undefined {
  const primary = ctx.site.shell.navbar.primary;
  if (!primary) return undefined;
  if (primary.type === 'github') {
    const href = safeUrl(primary.href);
    if (href === undefined) return undefined;
    const repo = parseGithubRepository(primary.href);
    const mark = lookupIcon('github', 'brands');
    const label = repo?.slug ?? primary.href.replace(/^https?:\/\/(?:www\.)?github\.com\//, '').replace(/\/$/, '');
    const stars = ctx.githubStars;
    return h('a', { className: ['q-cta', 'q-cta-github'], href, ...externalLinkProps }, [
      ...(mark ? [iconElement(mark)] : []),
      h('span', { className: ['q-cta-repo'] }, label),
      ...(stars !== undefined && Number.isFinite(stars) ? [h('span', { className: ['q-cta-stars'], title: `${stars} stars` }, `★ ${formatStars(stars)}`)] : []),
    ]);
  }
  const href = linkHref(ctx, primary.href);
  if (href === undefined) return undefined;
  return h('a', { className: ['q-cta'], href, ...outsideProps(primary.href) }, primary.label);
}
