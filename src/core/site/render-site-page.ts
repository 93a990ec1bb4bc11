import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { serializeHtml } from '../render/index.ts';
import type { RenderedPage } from '../render/index.ts';
import { renderBody } from './render-body.ts';
import type { RepositoryLocation } from './render-feedback.ts';
import { renderFeedback } from './render-feedback.ts';
import { renderFooter } from './render-footer.ts';
import type { HeadAssets } from './render-head.ts';
import { headTitle, renderHead } from './render-head.ts';
import { renderPageHeader } from './render-page-header.ts';
import { renderPager } from './render-pager.ts';
import { renderSidebar } from './render-sidebar.ts';
import { renderTabs } from './render-tabs.ts';
import { renderToc } from './render-toc.ts';
import { renderTopbar } from './render-topbar.ts';
import type { ShellContext } from './shell-context.ts';
import { imageSrc } from './shell-context.ts';
import type { SiteModel } from './site-model.ts';
import { versionOf } from './site-model.ts';
import { pagePathOf } from './site-links.ts';

/** How one site page is rendered; the caller decides every URL. */
export interface SitePageOptions {
  /**
   * How the page gets the CSS and runtime all pages share: `files` (an export: `quire.css` and
   * `quire-runtime.js`), `provided` (the preview page loads them itself) or `inline` (see
   * inlineAssets). Passed in so that a host that never inlines them does not bundle them.
   */
  readonly assets: HeadAssets;
  /** The URL of a page (navigation path, such as `guides/setup`) from the current page, with an optional hash. */
  readonly pageUrl: (pagePath: string, hash?: string) => string;
  /** The URL of a project file from the current page. */
  readonly assetUrl: (projectPath: string) => string;
  /** Star count of the `github` call-to-action repository, when the host fetched it; never fetched here. */
  readonly githubStars?: number;
  /** A body the caller already rendered (the preview's incremental render); default: `renderPage` is called. */
  readonly bodyOverride?: RenderedPage;
  /** Where the project lives in its repository, for the feedback buttons; default the repository found in the config, branch `main`, at its root. */
  readonly repository?: RepositoryLocation;
}

/** A rendered site page. */
export interface SitePageResult {
  readonly html: string;
  /** The body's diagnostics, plus `build/page-failed` when the body rendered here failed and the page shows an error panel. */
  readonly diagnostics: Diagnostic[];
  /** The head title, "Page · Site". */
  readonly title: string;
  /** False when the page shows an error panel instead of its body. */
  readonly ok: boolean;
}

/**
 * Renders one navigable page of a site as a complete HTML page: head (title, description,
 * favicon, theme CSS, CSP, runtime), top bar, sidebar, the page body from `renderPage`, feedback
 * buttons, previous/next links, the table of contents and the footer.
 */
export function renderSitePage(site: SiteModel, pagePath: string, options: SitePageOptions): SitePageResult {
  const page = site.byPath.get(pagePathOf(pagePath));
  if (!page) throw new Error(`site/unknown-page: "${pagePath}" is not a navigable page of this site`);
  // Hashes reach the caller without their `#`, and an empty hash as none.
  const pageUrl = (path: string, hash?: string): string => {
    const bare = hash?.replace(/^#/, '');
    return bare ? options.pageUrl(path, bare) : options.pageUrl(path);
  };
  const ctx: ShellContext = {
    site,
    page,
    pageUrl,
    assetUrl: options.assetUrl,
    version: versionOf(site, page) ?? site.versions[0],
    githubStars: options.githubStars,
  };
  const { body, diagnostics } = renderBody(site, page.file, options, pageUrl);

  const repo = options.repository ?? (site.repository ? { url: site.repository.url } : undefined);
  const background = site.config.backgroundImage !== undefined ? imageSrc(ctx, site.config.backgroundImage) : undefined;
  const toc = renderToc(body.toc);
  const article: ElementContent[] = [
    renderPageHeader(ctx),
    h('div', { className: ['q-content'] }, [{ type: 'raw', value: body.html }]),
    ...[renderFeedback(ctx, repo), renderPager(ctx)].filter((e): e is Element => e !== undefined),
  ];
  const pageVersion = versionOf(site, page);
  const modeToggle = site.config.modeToggle;
  const html = h(
    'html',
    {
      lang: 'en',
      // The sticky offsets depend on whether the top bar has a second row.
      ...(renderTabs(ctx) ? { className: ['q-has-tabs'] } : {}),
      ...(modeToggle.default !== undefined ? { dataTheme: modeToggle.default } : {}),
      ...(modeToggle.isHidden ? { dataThemeForced: '' } : {}),
      ...(ctx.version !== undefined ? { dataVersion: ctx.version } : {}),
      ...(pageVersion !== undefined ? { dataPageVersion: pageVersion } : {}),
    },
    [
      renderHead(ctx, options.assets),
      h('body', [
        h('a', { className: ['q-skip'], href: '#q-content' }, 'Skip to content'),
        ...(background !== undefined ? [h('img', { className: ['q-background'], src: background, alt: '', ariaHidden: 'true' })] : []),
        renderTopbar(ctx),
        h('div', { className: ['q-layout'] }, [
          renderSidebar(ctx),
          h('main', { className: ['q-main'], id: 'q-content' }, [h('article', { className: ['q-article'] }, article), renderFooter(ctx)]),
          ...(toc ? [toc] : []),
        ]),
      ]),
    ],
  );
  const tree: Root = { type: 'root', children: [{ type: 'doctype' }, html] };
  return { html: serializeHtml(tree, { allowDangerousHtml: true }), diagnostics, title: headTitle(page.title, site.config.name), ok: body.ok };
}
