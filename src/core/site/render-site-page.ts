import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { iconSvg } from '../icons/index.ts';
import { componentRuntime, renderPage } from '../render/index.ts';
import type { RenderedPage } from '../render/index.ts';
import type { RepositoryLocation } from './render-feedback.ts';
import { renderFeedback } from './render-feedback.ts';
import { renderErrorPanel } from './render-error-panel.ts';
import { renderFooter } from './render-footer.ts';
import type { RuntimeScript } from './render-head.ts';
import { renderHead } from './render-head.ts';
import { renderPageHeader } from './render-page-header.ts';
import { renderPager } from './render-pager.ts';
import { renderSidebar } from './render-sidebar.ts';
import { renderToc } from './render-toc.ts';
import { renderTopbar } from './render-topbar.ts';
import { cspHash } from './sha256.ts';
import type { ShellContext } from './shell-context.ts';
import { imageSrc } from './shell-context.ts';
import { shellRuntime } from './shell-runtime.ts';
import type { SiteModel } from './site-model.ts';
import { versionOf } from './site-model.ts';
import { pagePathOf } from './site-links.ts';

/** How one site page is rendered; the caller decides every URL. */
export interface SitePageOptions {
  /** `export`: the runtime is the file `quire-runtime.js`; `preview`: it is inlined and allowed by its hash. */
  readonly target: 'export' | 'preview';
  /** The URL of a page (navigation path, such as `guides/setup`) from the current page, with an optional hash. */
  readonly pageUrl: (pagePath: string, hash?: string) => string;
  /** The URL of a project file from the current page. */
  readonly assetUrl: (projectPath: string) => string;
  /** Star count of the `github` call-to-action repository, when the host fetched it; never fetched here. */
  readonly githubStars?: number;
  /** A body the caller already rendered (the preview's incremental render); default: `renderPage` is called. */
  readonly bodyOverride?: RenderedPage;
  /** Export: the URL of the runtime file from the current page; default `assetUrl('quire-runtime.js')`. */
  readonly runtimeUrl?: string;
  /** Preview: more inline scripts the host needs in the page; each is allowed by its hash. */
  readonly extraScripts?: readonly string[];
  /** Where the project lives in its repository, for the feedback buttons; default the repository found in the config, branch `main`, at its root. */
  readonly repository?: RepositoryLocation;
}

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

/** The file name of the exported runtime. */
export const runtimeFileName = 'quire-runtime.js';

/** The whole runtime of a site page: the shell's (mode, versions, drawer, TOC) and the components' (tabs, accordions, code groups, copy). */
export function siteRuntime(): string {
  return `${shellRuntime}\n${componentRuntime}`;
}

let runtimeHash: string | undefined;

/** Renders the body with `renderPage`, or takes the caller's; a throw becomes an error panel and `build/page-failed`. */
function renderBody(site: SiteModel, file: string, options: SitePageOptions, pageUrl: ShellContext['pageUrl']): { body: RenderedPage; diagnostics: Diagnostic[] } {
  if (options.bodyOverride) return { body: options.bodyOverride, diagnostics: [...options.bodyOverride.diagnostics] };
  const at = { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', code: 'build/page-failed' } as const;
  try {
    const body = renderPage(site.project.readText(file) ?? '', {
      project: site.project,
      file,
      assetUrl: options.assetUrl,
      pageUrl: (path, hash) => pageUrl(pagePathOf(path), hash),
      icon: iconSvg,
    });
    if (body.ok) return { body, diagnostics: [...body.diagnostics] };
    return { body, diagnostics: [...body.diagnostics, { ...at, message: `${file} has errors, so its page shows an error panel instead of the content. Fix the errors listed for this file.` }] };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const diagnostics: Diagnostic[] = [{ ...at, message: `Rendering ${file} failed (${reason}), so its page shows an error panel. Simplify the construct the message names; if the page is valid MDX, this is a Quire bug.` }];
    return { body: { html: toHtml(renderErrorPanel(file, diagnostics)), toc: [], frontmatter: {}, diagnostics, ok: false }, diagnostics };
  }
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

  let runtime: RuntimeScript;
  let scriptSources: string[];
  if (options.target === 'export') {
    runtime = { src: options.runtimeUrl ?? options.assetUrl(runtimeFileName) };
    scriptSources = ["'self'"];
  } else {
    const inline = [siteRuntime(), ...(options.extraScripts ?? [])];
    runtimeHash ??= cspHash(inline[0] ?? '');
    runtime = { inline };
    scriptSources = [runtimeHash, ...inline.slice(1).map(cspHash)];
  }

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
      ...(site.tabs.length > 0 ? { className: ['q-has-tabs'] } : {}),
      ...(modeToggle.default !== undefined ? { dataTheme: modeToggle.default } : {}),
      ...(modeToggle.isHidden ? { dataThemeForced: '' } : {}),
      ...(ctx.version !== undefined ? { dataVersion: ctx.version } : {}),
      ...(pageVersion !== undefined ? { dataPageVersion: pageVersion } : {}),
    },
    [
      renderHead(ctx, runtime, scriptSources),
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
  const title = page.title === site.config.name ? site.config.name : `${page.title} · ${site.config.name}`;
  return { html: toHtml(tree, { allowDangerousHtml: true }), diagnostics, title, ok: body.ok };
}
