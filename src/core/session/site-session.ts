import type { DocsConfig } from '../config/index.ts';
import { findConfigFile } from '../check/project-files.ts';
import { planProjectCheck, type ProjectCheckPlan } from '../check/check-project.ts';
import { generatedPagesOf, withGeneratedPages } from '../openapi/generated-pages.ts';
import { frontmatterBounds } from '../page/frontmatter-bounds.ts';
import { isPageFile } from '../project/page-files.ts';
import { redirectIndexOf } from '../project/redirect-index.ts';
import { trackResources } from '../resources/lazy-resources.ts';
import type { SiteRedirects } from '../site/resolve-page-target.ts';
import type { RemoteSpecs } from '../openapi/remote-specs.ts';
import type { Project } from '../project/project.ts';
import { normalizePath } from '../project/project.ts';
import { type ExportOptions, planExport, type SiteExportPlan } from '../site/export-site.ts';
import { loadSiteConfig, type SiteConfigLoad } from '../site/load-site-config.ts';
import { buildSiteModel, type SiteModel } from '../site/site-model.ts';
import { createSessionCaches, type SessionCaches } from './session-caches.ts';
import { SessionProject } from './session-project.ts';

/** Options of createSiteSession. */
export interface SiteSessionOptions {
  /** The specs at URLs the host fetched (see fetchRemoteSpec); default none (they are reported as not fetched). */
  readonly remote?: RemoteSpecs;
  /**
   * The config another thread of the same build loaded (plain data, see SiteConfigLoad.config): the
   * session builds from it instead of reading docs.json again. Default: docs.json (or mint.json) is read.
   */
  readonly config?: DocsConfig;
}

/**
 * Everything derived from one project, kept while the host keeps the session: the loaded config, the
 * site model (the pages generated from OpenAPI included) and the parse and render caches (see
 * SessionCaches). The host passes the project in, says what changed with `update`, and asks for
 * renders through `project`; nothing derived lives anywhere else. This is the session without the
 * check's and the export's plans (see SiteSession), so that a host which renders first (the app's
 * worker) does not load their code before its first page.
 */
export interface RenderSession {
  /** The host's project seen through the session: every core function handed it shares the session's caches and supplied specs. */
  readonly project: Project;
  readonly caches: SessionCaches;
  /** The config the site is built from, read once per change of the config file (see loadSiteConfig); with SiteSessionOptions.config, that config. */
  config(): DocsConfig | undefined;
  /** The config file as loaded (format, validation, diagnostics), read once per change of the config file. */
  loadedConfig(): SiteConfigLoad;
  /** The project as the site sees it: with the pages its navigation generates from OpenAPI (see withGeneratedPages). */
  view(): Project;
  /** The site model, built once per update that changed the site (see update); undefined without a config. */
  site(): SiteModel | undefined;
  /** The config's redirects indexed for following (see resolvePageTarget), kept while the config is the same. */
  redirects(): SiteRedirects;
  /** The specs at URLs the host fetched; they replace those given before (the site is made again). */
  supplyRemoteSpecs(specs: RemoteSpecs): void;
  /**
   * Tells the session which project paths changed (written, added or deleted) since the last update:
   * what depends on them is made again when next asked for, and the answer says whether that is the
   * site (see SiteChange). Caches are keyed by content, so they need no clearing.
   */
  update(changedPaths: Iterable<string>): SiteChange;
}

/** The session of a project (see RenderSession), which also plans the project's check and its export. */
export interface SiteSession extends RenderSession {
  /** The project check's plan (see planProjectCheck) over the session's project. */
  planCheck(options?: { readonly symlinks?: readonly string[] }): ProjectCheckPlan;
  /** The export's plan (see planExport) over the session's project, from the session's config unless `options.config` says otherwise. */
  planExport(options?: ExportOptions): SiteExportPlan;
}

/** What an update changed. */
export interface SiteChange {
  /**
   * Whether the site may have changed (its config, navigation, pages, titles): the config file,
   * \`.mintignore\` or an OpenAPI file the site reads changed, a file was added or deleted, or a page's
   * front matter changed. False for an edit of a page's body, or of an image or snippet: the site
   * model is kept.
   */
  readonly site: boolean;
}

/** Creates the session of a project (see SiteSession); `project` is read, never written. */
export function createSiteSession(project: Project, options: SiteSessionOptions = {}): SiteSession {
  const session = createRenderSession(project, options);
  const given = options.config;
  return {
    ...session,
    planCheck: (checkOptions = {}) => planProjectCheck(session.project, checkOptions),
    planExport: (exportOptions = {}) => planExport(session.project, { ...(given ? { config: given } : {}), ...exportOptions }),
  };
}

/** Creates the render session of a project (see RenderSession); `project` is read, never written. */
export function createRenderSession(project: Project, options: SiteSessionOptions = {}): RenderSession {
  const caches = createSessionCaches();
  const state = { caches, remote: options.remote };
  const seen = new SessionProject(project, state);
  const given = options.config;
  let loaded: SiteConfigLoad | undefined;
  let derived: { view: Project; site: SiteModel | undefined } | undefined;
  let redirects: { readonly of: SiteConfigLoad | undefined; readonly value: SiteRedirects } | undefined;
  /** The files as of the last site built, and each page's front matter then: what an update compares with. */
  let seenFiles: { readonly paths: ReadonlySet<string>; readonly frontMatter: ReadonlyMap<string, string> } | undefined;
  // A result made while a resource it needs was not loaded (see trackResources) is not kept: the
  // lookup noted it as missing for the work under way, which asks again once the resource is in.
  const loadedConfig = (): SiteConfigLoad => {
    if (loaded) return loaded;
    const { result, missing } = trackResources(() => loadSiteConfig(seen));
    if (missing.length === 0) loaded = result;
    return result;
  };
  const config = (): DocsConfig | undefined => given ?? loadedConfig().config;
  const derive = (): { view: Project; site: SiteModel | undefined } => {
    if (derived) return derived;
    const { result, missing } = trackResources(() => {
      const used = config();
      const view = withGeneratedPages(seen, used);
      return { view, site: used ? buildSiteModel(used, view) : undefined };
    });
    if (missing.length === 0) derived = result;
    seenFiles = filesOf(seen);
    return result;
  };
  /** The spec files the site reads: the config's `openapi` entries and the specs its generated pages come from. */
  const specFiles = (): string[] => {
    const openapi = config()?.openapi;
    const listed = openapi === undefined ? [] : Array.isArray(openapi) ? openapi : [openapi];
    return [...listed.map((entry) => entry.replace(/^\/+/, '')), ...(generatedPagesOf(derive().view)?.specs ?? [])];
  };
  return {
    project: seen,
    caches,
    config,
    loadedConfig,
    view: () => derive().view,
    site: () => derive().site,
    redirects() {
      const of = given ? undefined : loadedConfig();
      if (redirects?.of !== of || !redirects) {
        const list = config()?.redirects ?? [];
        redirects = { of, value: { list, index: redirectIndexOf(list) } };
      }
      return redirects.value;
    },
    supplyRemoteSpecs(specs) {
      state.remote = specs;
      derived = undefined;
    },
    update(changedPaths) {
      const configFile = findConfigFile(seen);
      const before = seenFiles;
      let site = before === undefined;
      for (const path of changedPaths) {
        const changed = normalizePath(path);
        if (changed === 'docs.json' || changed === 'mint.json' || changed === configFile) {
          loaded = undefined;
          site = true;
        } else if (!site) {
          // Added or deleted, the ignore rules, a spec, or a page whose front matter (title, sidebar title, icon…) changed.
          const added = !before?.paths.has(changed);
          const gone = !seen.has(changed);
          site = added || gone || changed === '.mintignore' || specFiles().includes(changed) || (isPageFile(changed) && frontMatterOf(seen.readText(changed) ?? '') !== before?.frontMatter.get(changed));
        }
      }
      if (site) derived = undefined;
      return { site };
    },
  };
}

const frontMatterOf = (text: string): string => text.slice(0, frontmatterBounds(text)?.end ?? 0);

/** The project's files and the front matter of each of its pages (see SiteChange). */
function filesOf(project: Project): { readonly paths: ReadonlySet<string>; readonly frontMatter: ReadonlyMap<string, string> } {
  const paths = project.list();
  const frontMatter = new Map<string, string>();
  for (const path of paths) if (isPageFile(path)) frontMatter.set(path, frontMatterOf(project.readText(path) ?? ''));
  return { paths: new Set(paths), frontMatter };
}
