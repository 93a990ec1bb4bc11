import type { Element, Properties } from 'hast';
import { h } from 'hastscript';
import { iconElement, iconOrFallback } from '../icons/index.ts';
import type { IconLibrary } from '../icons/index.ts';
import { siteIconLibrary } from './icon-diagnostics.ts';
import type { SearchBox } from './render-search-button.ts';
import type { SiteModel, SitePage } from './site-model.ts';
import { isExternalUrl, isImageIcon, pagePathOf, safeUrl } from './site-links.ts';

/** What every region of the shell (top bar, sidebar, pager…) renders from. */
export interface ShellContext {
  readonly site: SiteModel;
  readonly page: SitePage;
  /** The URL of a page (navigation path) as seen from the current page, with an optional `#hash`. */
  readonly pageUrl: (pagePath: string, hash?: string) => string;
  /** The URL of a project file (`images/a.png`) as seen from the current page. */
  readonly assetUrl: (projectPath: string) => string;
  /** The docs version shown: the current page's anchor version, else the first of `versions`. */
  readonly version: string | undefined;
  readonly githubStars?: number | undefined;
  /** The site's public URL (`quire build --site-url`), for canonical URLs; default `seo.metatags.canonical`, else none. */
  readonly siteUrl?: string | undefined;
  /** The site publishes each page's Markdown beside it (`page.md`): the contextual menu's copy and view options need it. */
  readonly markdown?: boolean | undefined;
  /** The page that shows this one copies the page's Markdown itself (the playground's preview asks the app): the menu's copy option is offered without `markdown`. */
  readonly copyPage?: boolean | undefined;
  /** The top bar's search box; none when the site has no search. */
  readonly search?: SearchBox | undefined;
  /** When the page's file was last committed (an ISO date), shown with `metadata.timestamp`; none when unknown. */
  readonly lastModified?: string | undefined;
}

/** The href for a config link: external URLs as written (if safe), anything else as a page of the site. */
export function linkHref(ctx: ShellContext, url: string): string | undefined {
  if (isExternalUrl(url)) return safeUrl(url);
  const [path = '', hash] = url.split('#', 2);
  return ctx.pageUrl(pagePathOf(path), hash);
}

/** The src for a config image: external URLs as written (if safe), project paths through `assetUrl`. */
export function imageSrc(ctx: ShellContext, path: string): string | undefined {
  if (isExternalUrl(path)) return safeUrl(path);
  return ctx.assetUrl(path.replace(/^\/+/, ''));
}

/** Properties that make a link open outside the site. */
export const externalLinkProps: Properties = { target: '_blank', rel: ['noopener', 'noreferrer'] };

/** {@link externalLinkProps} for web URLs (`https://…`, `//…`); none for site pages and `mailto:`-style links. */
export function outsideProps(url: string): Properties {
  return /^(?:https?:)?\/\//i.test(url.trim()) ? externalLinkProps : {};
}

/**
 * An icon by name from `library` (`fontawesome` or `lucide`, as an icon object names it; default,
 * and for any other value, the site's: see siteIconLibrary; unknown names draw a neutral ring, the
 * site model reports them), or an image when the "name" is a URL or an image path.
 */
export function shellIcon(ctx: ShellContext, name: string, iconType?: string, library?: string): Element {
  if (isImageIcon(name)) {
    const src = imageSrc(ctx, name.trim());
    if (src !== undefined) return h('img', { className: ['q-icon', 'q-icon-image'], src, alt: '', loading: 'lazy' });
  }
  const chosen: IconLibrary = library === 'fontawesome' || library === 'lucide' || library === 'tabler' ? library : siteIconLibrary(ctx.site);
  const { shape, known } = iconOrFallback(name, iconType, chosen);
  return iconElement(shape, known ? 'q-icon' : 'q-icon q-icon-fallback');
}
