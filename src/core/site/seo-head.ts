import type { Element } from 'hast';
import { h } from 'hastscript';
import type { ShellContext } from './shell-context.ts';
import { canonicalUrl, isIndexed, siteSeo } from './site-seo.ts';

/** Tags the head writes itself, or that a meta tag must not set (a `canonical` is a link, not a meta tag). */
const reserved: ReadonlySet<string> = new Set(['charset', 'viewport', 'canonical', 'content-security-policy', 'generator', 'refresh']);

/** A meta tag name a page or `seo.metatags` may set: letters, digits and `_ : . -`. */
const metaName = /^[A-Za-z][\w:.-]{0,99}$/;

/**
 * The head's search engine and social tags: the canonical link (with a site URL), the description,
 * Open Graph and Twitter card tags (titles and descriptions from the page, each Twitter tag falling
 * back to its Open Graph one), `seo.metatags`, then the page's own `og:*`, `twitter:*`, `keywords`
 * and `robots` front matter (a page's tag wins over the config's), and `robots: noindex` for a page
 * search engines must not index (see isIndexed). Open Graph and `article:` tags use `property`,
 * the others `name`. Every value is an attribute the serializer escapes.
 */
export function seoHead(ctx: ShellContext): Element[] {
  const { site, page } = ctx;
  const seo = siteSeo(site.config, ctx.siteUrl);
  const canonical = canonicalUrl(seo, site, page);
  const description = page.meta.description ?? site.shell.description;
  const tags = new Map<string, string>();
  if (description !== undefined) tags.set('description', description);
  tags.set('og:type', 'website');
  tags.set('og:site_name', site.shell.name);
  tags.set('og:title', page.title);
  if (description !== undefined) tags.set('og:description', description);
  if (canonical !== undefined) tags.set('og:url', canonical);
  tags.set('twitter:card', 'summary_large_image');
  for (const source of [seo.metatags, page.meta.metatags ?? {}]) {
    for (const [name, content] of Object.entries(source)) {
      if (metaName.test(name) && !reserved.has(name.toLowerCase()) && typeof content === 'string') tags.set(name, content);
    }
  }
  for (const [twitter, og] of [['twitter:title', 'og:title'], ['twitter:description', 'og:description'], ['twitter:image', 'og:image']] as const) {
    const value = tags.get(og);
    if (!tags.has(twitter) && value !== undefined) tags.set(twitter, value);
  }
  if (!isIndexed(page, seo.indexing)) tags.set('robots', 'noindex');
  const out: Element[] = canonical !== undefined ? [h('link', { rel: ['canonical'], href: canonical })] : [];
  for (const [name, content] of tags) out.push(h('meta', /^(?:og|article):/i.test(name) ? { property: name, content } : { name, content }));
  return out;
}
