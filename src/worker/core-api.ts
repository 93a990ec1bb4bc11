// Everything the worker uses from core, in one place.
export {
  buildSiteModel,
  checkPage,
  checkProject,
  compareDiagnostics,
  createPageRenderer,
  findConfigFile,
  iconOrFallback,
  isPageFile,
  isSnippetPath,
  loadResources,
  MemoryProject,
  pagePathOf,
  renderSitePage,
  salvageConfig,
  snippetReferences,
  startLoadsOnLookup,
  takeMissingResources,
  validateConfig,
} from '../core/index.ts';
export type { CheckResult, Diagnostic, PageRenderer, Project, RenderedPage, SiteModel, SitePage } from '../core/index.ts';
