import type { Element, ElementContent } from 'hast';
import { serializeHtml } from '../render/index.ts';
import { LruCache } from '../lru-cache.ts';
import { trackResources } from '../resources/index.ts';
import { cacheSlot } from '../session/session-caches.ts';
import { cachesOf } from '../session/session-project.ts';
import type { ShellContext } from './shell-context.ts';
import type { SiteModel } from './site-model.ts';

/** A serialized region of the shell and the project files its render asked URLs of. */
interface ShellPart {
  readonly html: string;
  readonly assets: readonly string[];
}

/**
 * A session's serialized shell regions, by site model, then by region, key and link base. The site
 * model is built again whenever the config (or a page's navigation facts) changes, so a region is
 * never served from an older config: the playground's worker re-renders with the new model.
 */
const shellParts = cacheSlot('shell-parts', () => new WeakMap<SiteModel, LruCache<string, ShellPart>>());

/**
 * Characters of HTML a session keeps of each site model's regions: a site's few divisions times its
 * page folders (a 25,000-page versioned site has thousands of folders), so the least recently used go
 * first and memory stays flat in page count; a region evicted is rendered again when asked.
 */
const shellPartsBudget = 4_000_000;

/**
 * What decides the URLs a region writes besides the site: the page's folder (relative links) and the
 * URLs of the home page and of an asset, which stand for the rest of the caller's options (export or
 * preview, output file), so different options never share a region.
 */
export function linkBaseKey(ctx: ShellContext): string {
  const path = ctx.page.path;
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  return `${folder}\0${ctx.pageUrl('')}\0${ctx.assetUrl('')}`;
}

/**
 * A region of the shell that many pages share (the footer, the top bar of a division, the sidebar
 * around its navigation) as a raw node of its HTML, serialized once per site model, region `name`,
 * `key` (what the region reads of the page and options besides the link base; the caller names it)
 * and link base (see linkBaseKey). Its HTML is the same as the
 * element's serialized in place: parseStable and the serializer look only inside a region whose
 * root is no table part. The project files the render asked URLs of are asked again on every use, so
 * an export still learns, per page, which files the page links. A render that missed a resource not
 * loaded yet (an icon's bucket) is not kept: the page drawn once it loads has it.
 */
export function cachedShellPart(ctx: ShellContext, name: string, key: string, render: (ctx: ShellContext) => Element): ElementContent {
  const parts = cachesOf(ctx.site.project).get(shellParts);
  let bySite = parts.get(ctx.site);
  if (!bySite) parts.set(ctx.site, (bySite = new LruCache<string, ShellPart>(shellPartsBudget, (_, part) => part.html.length)));
  const full = `${name}\0${key}\0${linkBaseKey(ctx)}`;
  let part = bySite.get(full);
  if (part) for (const path of part.assets) ctx.assetUrl(path);
  else {
    const assets: string[] = [];
    const recording: ShellContext = {
      ...ctx,
      assetUrl: (path) => {
        assets.push(path);
        return ctx.assetUrl(path);
      },
    };
    const { result, missing } = trackResources(() => render(recording));
    part = { html: serializeHtml(result, { allowDangerousHtml: true }), assets };
    if (missing.length === 0) bySite.set(full, part);
  }
  // A raw node: our own serialized markup, written out as is by the shell's serializer.
  return { type: 'raw', value: part.html } as unknown as ElementContent;
}
