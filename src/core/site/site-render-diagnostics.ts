import type { DocsConfig } from '../config/index.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LruCache } from '../lru-cache.ts';
import { runSteps } from '../run-steps.ts';
import type { Project } from '../project/project.ts';
import { normalizePath } from '../project/project.ts';
import type { PageRenderer } from '../render/index.ts';
import { planExport } from './export-site.ts';
import { configVariables } from './config-variables.ts';
import { configIconLibrary } from './icon-diagnostics.ts';
import { createSiteBodyRenderer, renderSiteBody, siteBodyKey } from './render-body.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import { withGeneratedPages } from '../openapi/generated-pages.ts';
import { buildSiteShell, shellImages } from './site-shell.ts';
import { cachesOf, inSession } from '../session/session-project.ts';
import { cacheSlot } from '../session/session-caches.ts';
import { trackResources } from '../resources/index.ts';

/** A page body's renderer kept between checks, and the project files the body linked to. */
export interface KeptBody {
  readonly renderer: PageRenderer;
  /** Every file the body linked to since the renderer was made (a link taken out since still counts). */
  readonly files: Set<string>;
}

/**
 * Page body renderers a host keeps from one check to the next (the app's worker, which checks the
 * project again after changes): a page whose text and snippets did not change is not rendered again.
 */
export type SiteBodyCache = LruCache<string, KeptBody>;

/** How many pages a SiteBodyCache keeps renderers for; each holds its page's parsed blocks and their HTML. */
export const siteBodyCacheSize = 1000;

/** A session's page body renderers, kept from one check to the next (see siteRenderDiagnosticSteps). */
const siteBodies = cacheSlot('site-bodies', (): SiteBodyCache => new LruCache(siteBodyCacheSize));

/**
 * An empty SiteBodyCache, for one project.
 * @param size how many pages' renderers it keeps (default siteBodyCacheSize); 0 keeps none, for a host
 * that checks once (`quire check`: kept renderers of 1,000 pages were 600 MB of its heap at 5,000 pages).
 */
export function createSiteBodyCache(size = siteBodyCacheSize): SiteBodyCache {
  return new LruCache(size);
}

/**
 * What rendering a project's site reports, which `quire build` adds to the checks: every page's
 * render diagnostics (missing snippets, the render limits, unknown icons in bodies, pages that show
 * an error panel), unknown icons in docs.json and front matter, and project files the site would not
 * copy. `quire check` reports these too, so it fails where a build would. Only page bodies are
 * rendered (the shell around them reports nothing); the files the shell links to are the config's
 * images.
 */
export function siteRenderDiagnostics(files: Project, config: DocsConfig, bodies?: SiteBodyCache): Diagnostic[] {
  return runSteps(siteRenderDiagnosticSteps(files, config, bodies));
}

/**
 * siteRenderDiagnostics one page at a time: the generator stops after each page's render, so a host can
 * answer other requests between pages. `bodies` defaults to the session's,
 * so a host that keeps a session renders again only the pages that changed; a body rendered while a
 * resource it needed was not loaded is not kept.
 */
export function* siteRenderDiagnosticSteps(files: Project, config: DocsConfig, given?: SiteBodyCache): Generator<void, Diagnostic[]> {
  // The pages generated from OpenAPI are rendered too, as the export does.
  const project = withGeneratedPages(inSession(files), config);
  const bodies = given ?? cachesOf(project).get(siteBodies);
  const plan = planExport(project, { config });
  const diagnostics: Diagnostic[] = [];
  const referenced = new Set(configImages(config));
  for (const file of new Set(plan.jobs.map((job) => job.file))) {
    const bodyOptions = { highlight: false, library: configIconLibrary(config), variables: configVariables(config) };
    const key = siteBodyKey(file, bodyOptions);
    let kept = bodies.get(key);
    if (!kept) {
      const files = new Set<string>();
      const assetUrl = (path: string): string => {
        const normalized = normalizePath(path);
        if (normalized !== '') files.add(normalized);
        return path;
      };
      // Highlighting reports nothing: the check leaves code plain, and loads no grammar for it.
      kept = { renderer: createSiteBodyRenderer(project, file, { pageUrl: (path) => path, assetUrl }, bodyOptions), files };
    }
    const renderer = kept.renderer;
    const { result: body, missing } = trackResources(() => renderSiteBody(project, file, renderer, config, { urls: { pageUrl: (path) => path, assetUrl: (path) => path }, highlight: false }));
    if (body.threw || missing.length > 0) bodies.delete(key);
    else bodies.set(key, kept);
    diagnostics.push(...body.diagnostics);
    for (const path of kept.files) referenced.add(path);
    yield;
  }
  diagnostics.push(...plan.siteDiagnostics(referenced));
  return diagnostics;
}

/** The project files the shell shows as images (logo, favicon, background, each per color mode), which every page links to. */
function configImages(config: DocsConfig): string[] {
  return shellImages(buildSiteShell(config, currentSourceOf(config))).map(normalizePath).filter((p) => p !== '');
}
