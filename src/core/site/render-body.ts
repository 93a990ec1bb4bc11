import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { iconOrFallback } from '../icons/index.ts';
import type { Project } from '../project/project.ts';
import { createPageRenderer } from '../render/index.ts';
import type { PageRenderer, RenderContext, RenderedPage } from '../render/index.ts';
import { errorPanelHtml } from '../render/error-panel.ts';
import { bodyIconDiagnostics, configIconLibrary, isKnownIcon } from './icon-diagnostics.ts';
import type { IconLibrary } from '../icons/index.ts';
import { pagePathOf } from './site-links.ts';
import { BuildCode } from '../check/check-codes.ts';
import type { DocsConfig } from '../config/index.ts';
import { wantsApiReference } from '../render/wants-api-reference.ts';
import { apiReference } from '../resources/api-reference.ts';

/** The URLs a page body links with, as the shell's: a page by navigation path (hash without `#`), a project file. */
export interface BodyUrls {
  readonly pageUrl: (pagePath: string, hash?: string) => string;
  readonly assetUrl: (projectPath: string) => string;
}

/** A page body as a site shows it, with everything the render reports about it. */
export interface SiteBody {
  readonly body: RenderedPage;
  /** The body's diagnostics, `site/unknown-icon` for the icons it names that do not exist, and `build/page-failed` when it shows an error panel. */
  readonly diagnostics: Diagnostic[];
  /** The renderer threw: it must not be used again. */
  readonly threw: boolean;
}

/**
 * An incremental renderer of one page body with the site's icons and URLs (see renderSiteBody).
 * `highlight: false` leaves code plain, for a render that only reports (no grammar is loaded for it);
 * `library` is where plain icon names come from (the current format's `icons.library`, see configIconLibrary);
 * `variables` replace `{{name}}` placeholders (default none).
 */
export function createSiteBodyRenderer(project: Project, file: string, urls: BodyUrls, options: BodyOptions = {}): PageRenderer {
  return createPageRenderer(bodyContext(project, file, urls, options));
}

/** How a site renders its page bodies (see createSiteBodyRenderer). */
export interface BodyOptions {
  readonly highlight?: boolean;
  readonly library?: IconLibrary;
  /** docs.json's `variables` (see configVariables). */
  readonly variables?: Readonly<Record<string, string>> | undefined;
}

/**
 * The key a host keeps a page's body renderer under: the file and what docs.json gives every body
 * (`icons.library`, `variables`), so an edit of those renders the page again instead of showing
 * the old values.
 */
export function siteBodyKey(file: string, options: BodyOptions): string {
  return `${file}\0${options.library ?? ''}\0${options.variables ? JSON.stringify(options.variables) : ''}`;
}

/** The render context of a page body (see createSiteBodyRenderer). */
function bodyContext(project: Project, file: string, urls: BodyUrls, options: BodyOptions): RenderContext {
  return {
    project,
    file,
    assetUrl: urls.assetUrl,
    pageUrl: (path, hash) => (hash ? urls.pageUrl(pagePathOf(path), hash) : urls.pageUrl(pagePathOf(path))),
    icon: (name, iconType) => iconOrFallback(name, iconType, options.library).svg,
    ...(options.highlight === false ? { highlight: false } : {}),
    ...(options.variables ? { variables: options.variables } : {}),
  };
}

/**
 * Renders the current text of a page body with `renderer` (see createSiteBodyRenderer) and adds
 * what the site reports about it; a throw becomes an error panel and `build/page-failed`. The
 * preview, the export and `quire check` all get a page's render diagnostics from here. A page whose
 * front matter names an OpenAPI operation gets its reference, from the specs `config` names or the
 * project holds (see withOpenapiOperation), and one whose front matter names an AsyncAPI channel its
 * channel reference (see withAsyncapiChannel), linking with `links.urls` (default relative `.html` paths)
 * and its code highlighted unless `links.highlight` is false.
 */
export function renderSiteBody(project: Project, file: string, renderer: PageRenderer, config?: DocsConfig, links?: { readonly urls: BodyUrls; readonly highlight?: boolean }): SiteBody {
  const at = { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', code: BuildCode.pageFailed } as const;
  let text = '';
  try {
    text = project.readText(file) ?? '';
    const ctx: RenderContext = links ? bodyContext(project, file, links.urls, links) : { project, file };
    const rendered = renderer.render(text);
    // Until the API renderer is loaded (the app loads it on demand), the body is the page's own: the
    // lookup noted it as missing, so the host renders the page again once it is in.
    const withReference = wantsApiReference(rendered) ? apiReference() : undefined;
    const body = withReference ? withReference(rendered, { ctx, text, config }) : rendered;
    const library = config ? configIconLibrary(config) : 'fontawesome';
    const unknown = new Set(body.icons.filter((icon) => !isKnownIcon(icon.name, icon.iconType, library)).map((icon) => icon.name));
    const diagnostics = [...body.diagnostics, ...bodyIconDiagnostics(file, text, unknown, library)];
    if (body.ok) return { body, diagnostics, threw: false };
    return { body, diagnostics: [...diagnostics, { ...at, message: `${file} has errors, so its page shows an error panel instead of the content. Fix the errors listed for this file.` }], threw: false };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const failed: Diagnostic = { ...at, message: `Rendering ${file} failed (${reason}), so its page shows an error panel. Simplify the construct the message names; if the page is valid MDX, this is a Quire bug.` };
    return { body: { html: errorPanelHtml(text, failed), toc: [], frontmatter: {}, diagnostics: [failed], ok: false, icons: [] }, diagnostics: [failed], threw: true };
  }
}
