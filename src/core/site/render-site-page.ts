import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SitePageOptions } from './site-page-renderer.ts';
import { createSitePageRenderer, sitePageHtml } from './site-page-renderer.ts';
import type { SiteModel } from './site-model.ts';

/** A rendered site page. */
export interface SitePageResult {
  readonly html: string;
  /** The body's diagnostics, plus `build/page-failed` when the page shows an error panel. */
  readonly diagnostics: Diagnostic[];
  /** The head title, "Page · Site". */
  readonly title: string;
  /** False when the page shows an error panel instead of its body. */
  readonly ok: boolean;
}

/**
 * Renders one navigable page of a site once, as a complete HTML page (see createSitePageRenderer,
 * which renders pages again as a project changes).
 */
export function renderSitePage(site: SiteModel, pagePath: string, options: SitePageOptions): SitePageResult {
  const page = createSitePageRenderer(site.project, options, 0).render(site, pagePath);
  return { html: sitePageHtml(page), diagnostics: page.diagnostics, title: page.title, ok: page.ok };
}
